import type { ArticlesPageQuery } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { articleConditions } from './article-filters.js';
import {
  ARTICLE_JSON,
  findArticlesWhere,
  type JsonText,
  LISTING_ORDER,
  listingStatement,
  queryJson,
} from './article-json.js';

export function findArticle(db: Db, id: number): Promise<JsonText | undefined> {
  return queryJson(db, Prisma.sql`SELECT ${ARTICLE_JSON}::text AS body FROM articles a WHERE a.id = ${id}`);
}

/** Articles in the order of `ids` (ids that no longer exist are skipped). */
export function findArticlesInOrder(db: Db, ids: number[]): Promise<JsonText> {
  return findArticlesWhere(
    db,
    Prisma.sql`a.id = ANY(${ids}::int[])`,
    Prisma.sql`array_position(${ids}::int[], a.id)`,
  );
}

/** One page of the listing with its counts and the price slider's bound: one statement. */
export async function findListingPage(db: Db, query: ArticlesPageQuery): Promise<JsonText> {
  const { page, pageSize, sortOrder, ...filters } = query;
  const statement = listingStatement(
    articleConditions(filters),
    sortOrder,
    page,
    pageSize,
    Boolean(filters.color_id || filters.size_id),
  );
  const body = await queryJson(db, statement);
  if (!body) throw new Error('the listing statement returned no row');
  return body;
}

export function findLatest(db: Db, take: number): Promise<JsonText> {
  return findArticlesWhere(db, Prisma.sql`TRUE`, LISTING_ORDER.recent.order, take);
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
 * itself. Each side of the price is read from the (sub_category_id, prix_final) index. Undefined when
 * the article does not exist.
 */
export async function findSimilarIds(db: Db, id: number, take: number): Promise<number[] | undefined> {
  const article = await db.article.findUnique({
    where: { id },
    select: { prix_final: true, sub_category_id: true, sub_category: { select: { category_id: true } } },
  });
  if (!article) return undefined;
  const price = article.prix_final;
  const nearest = (scope: Prisma.Sql) => db.$queryRaw<Array<{ id: number; distance: Prisma.Decimal }>>`
    SELECT id, distance FROM (
      (SELECT a.id, a.prix_final - ${price}::numeric AS distance FROM articles a
       WHERE ${scope} AND a.id <> ${id} AND a.prix_final >= ${price}::numeric
       ORDER BY a.prix_final, a.id LIMIT ${take})
      UNION ALL
      (SELECT a.id, ${price}::numeric - a.prix_final AS distance FROM articles a
       WHERE ${scope} AND a.id <> ${id} AND a.prix_final < ${price}::numeric
       ORDER BY a.prix_final DESC, a.id LIMIT ${take})
    ) near
    ORDER BY distance, id LIMIT ${take}`;
  const sameSub = await nearest(Prisma.sql`a.sub_category_id = ${article.sub_category_id}`);
  if (sameSub.length >= take) return sameSub.map((row) => row.id);
  const restOfCategory = await nearest(
    Prisma.sql`a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id = ${article.sub_category.category_id} AND id <> ${article.sub_category_id})`,
  );
  return [...sameSub, ...restOfCategory].slice(0, take).map((row) => row.id);
}
