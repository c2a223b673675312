import type { ArticlesPageQuery } from '@vitrine/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { articleConditions } from './article-filters.js';
import { type ArticleRow, articleSelect } from './article-select.js';

export function findArticle(db: Db, id: number): Promise<ArticleRow | null> {
  return db.article.findUnique({ where: { id }, select: articleSelect });
}

/** Articles in the order of `ids` (ids that no longer exist are skipped). */
export async function findArticlesInOrder(db: Db, ids: number[]): Promise<ArticleRow[]> {
  const rows = await db.article.findMany({ where: { id: { in: ids } }, select: articleSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const LISTING_ORDER: Record<ArticlesPageQuery['sortOrder'], Prisma.Sql> = {
  asc: Prisma.sql`a.prix_final ASC, a.id ASC`,
  desc: Prisma.sql`a.prix_final DESC, a.id DESC`,
  recent: Prisma.sql`a.created_at DESC, a.id DESC`,
};

// Counting a filtered catalogue reads every matching row; a shopper paging through one listing
// should not pay for it on every page. Totals may lag an owner's edit by COUNT_TTL_MS at most.
const COUNT_TTL_MS = 15_000;
const totals = new LRUCache<string, number>({ max: 1_000, ttl: COUNT_TTL_MS });

export async function findListingPage(db: Db, query: ArticlesPageQuery) {
  const { page, pageSize, sortOrder, ...filters } = query;
  const where = articleConditions(filters);
  const countKey = JSON.stringify(filters);
  const cachedTotal = totals.get(countKey);
  const [ids, total, max] = await Promise.all([
    db.$queryRaw<Array<{ id: number }>>`
      SELECT a.id FROM articles a WHERE ${where}
      ORDER BY ${LISTING_ORDER[sortOrder]} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    cachedTotal ??
      db.$queryRaw<
        Array<{ total: number }>
      >`SELECT count(*)::int AS total FROM articles a WHERE ${where}`.then(([row]) => row?.total ?? 0),
    db.$queryRaw<Array<{ max: Prisma.Decimal | null }>>`SELECT max(prix_final) AS max FROM articles`,
  ]);
  if (cachedTotal === undefined) totals.set(countKey, total);
  const rows = await findArticlesInOrder(
    db,
    ids.map((row) => row.id),
  );
  return { rows, total, maxPrice: max[0]?.max?.toNumber() ?? 0 };
}

export function findLatest(db: Db, take: number): Promise<ArticleRow[]> {
  return db.article.findMany({
    select: articleSelect,
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    take,
  });
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
export async function findSimilarIds(db: Db, article: ArticleRow, take: number): Promise<number[]> {
  const price = article.prix_final;
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
  const sameSub = await nearest(Prisma.sql`a.sub_category_id = ${article.sub_category.id}`);
  if (sameSub.length >= take) return sameSub.map((row) => row.id);
  const restOfCategory = await nearest(
    Prisma.sql`a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id = ${article.sub_category.category.id} AND id <> ${article.sub_category.id})`,
  );
  return [...sameSub, ...restOfCategory].slice(0, take).map((row) => row.id);
}
