import type { Article, ArticlesPageQuery } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { articleConditions } from './article-filters.js';
import { ARTICLE_JSON, findArticlesWhere } from './article-json.js';

export async function findArticle(db: Db, id: number): Promise<Article | undefined> {
  return (await findArticlesWhere(db, Prisma.sql`a.id = ${id}`, Prisma.sql`a.id`))[0];
}

/** Articles in the order of `ids` (ids that no longer exist are skipped). */
export function findArticlesInOrder(db: Db, ids: number[]): Promise<Article[]> {
  if (!ids.length) return Promise.resolve([]);
  return findArticlesWhere(
    db,
    Prisma.sql`a.id = ANY(${ids}::int[])`,
    Prisma.sql`array_position(${ids}::int[], a.id)`,
  );
}

const LISTING_ORDER: Record<ArticlesPageQuery['sortOrder'], Prisma.Sql> = {
  asc: Prisma.sql`a.prix_final ASC, a.id ASC`,
  desc: Prisma.sql`a.prix_final DESC, a.id DESC`,
  recent: Prisma.sql`a.created_at DESC, a.id DESC`,
};

export interface ListingPageRow {
  articles: Article[];
  total: number;
  /** The dearest price in the whole catalogue (the price slider's bound); null when it is empty. */
  max_price: number | null;
}

/** One page of the listing, its total and the catalogue's dearest price: one statement. */
export async function findListingPage(db: Db, query: ArticlesPageQuery): Promise<ListingPageRow> {
  const { page, pageSize, sortOrder, ...filters } = query;
  const where = articleConditions(filters);
  const order = LISTING_ORDER[sortOrder];
  const [row] = await db.$queryRaw<ListingPageRow[]>`
    WITH page AS (
      SELECT * FROM articles a WHERE ${where} ORDER BY ${order}
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
    SELECT coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY ${order}) FROM page a), '[]') AS articles,
           (SELECT count(*)::int FROM articles a WHERE ${where}) AS total,
           (SELECT max(prix_final)::float8 FROM articles) AS max_price`;
  return row ?? { articles: [], total: 0, max_price: null };
}

export function findLatest(db: Db, take: number): Promise<Article[]> {
  return findArticlesWhere(db, Prisma.sql`TRUE`, LISTING_ORDER.recent, take);
}

/** Ids of the most ordered articles, by quantity sold. */
export async function findBestSellerIds(db: Db, take: number): Promise<number[]> {
  const sold = await db.orderItem.groupBy({
    by: ['article_id'],
    _sum: { quantite: true },
    orderBy: [{ _sum: { quantite: 'desc' } }, { article_id: 'asc' }],
    take,
  });
  return sold.map((row) => row.article_id);
}

/**
 * Same sub-category first, then the rest of the category, closest price first; never the article
 * itself. Each side of the price is read from the (sub_category_id, prix_final) index.
 */
export async function findSimilarIds(db: Db, article: Article, take: number): Promise<number[]> {
  const price = String(article.prix_final);
  const subCategory = article.sub_category;
  const nearest = (scope: Prisma.Sql) => db.$queryRaw<Array<{ id: number; distance: Prisma.Decimal }>>`
    SELECT id, distance FROM (
      (SELECT a.id, a.prix_final - ${price}::numeric AS distance FROM articles a
       WHERE ${scope} AND a.id <> ${article.id} AND a.prix_final >= ${price}::numeric
       ORDER BY a.prix_final, a.id LIMIT ${take})
      UNION ALL
      (SELECT a.id, ${price}::numeric - a.prix_final AS distance FROM articles a
       WHERE ${scope} AND a.id <> ${article.id} AND a.prix_final < ${price}::numeric
       ORDER BY a.prix_final DESC, a.id LIMIT ${take})
    ) near
    ORDER BY distance, id LIMIT ${take}`;
  const sameSub = await nearest(Prisma.sql`a.sub_category_id = ${subCategory.id}`);
  if (sameSub.length >= take) return sameSub.map((row) => row.id);
  const restOfCategory = await nearest(
    Prisma.sql`a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id = ${subCategory.categories.id} AND id <> ${subCategory.id})`,
  );
  return [...sameSub, ...restOfCategory].slice(0, take).map((row) => row.id);
}
