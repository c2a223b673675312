import { type ArticlesPageQuery, toDecimalString, toMillimes } from '@vitrine/contracts';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
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

export function listingWhere(query: ArticlesPageQuery): Prisma.ArticleWhereInput {
  return {
    sub_category_id: query.sub_category_id ?? undefined,
    sub_category: query.category_id ? { category_id: query.category_id } : undefined,
    sex_id: query.sex_id ?? undefined,
    collection_id: query.collection_id ?? undefined,
    colors: query.color_id ? { some: { id: query.color_id } } : undefined,
    details: query.size_id ? { some: { size_id: query.size_id } } : undefined,
    prix_final: { gte: exactDinars(query.minValue), lte: exactDinars(query.maxValue) },
  };
}

/** A JSON number of dinars as exact DECIMAL text: 89.9 must compare equal to a price of 89.900. */
export function exactDinars(dinars: number | null | undefined): string | undefined {
  return dinars == null ? undefined : toDecimalString(toMillimes(dinars));
}

const LISTING_ORDER = {
  asc: [{ prix_final: 'asc' }, { id: 'asc' }],
  desc: [{ prix_final: 'desc' }, { id: 'desc' }],
  recent: [{ created_at: 'desc' }, { id: 'desc' }],
} satisfies Record<ArticlesPageQuery['sortOrder'], Prisma.ArticleOrderByWithRelationInput[]>;

export async function findListingPage(db: Db, query: ArticlesPageQuery) {
  const where = listingWhere(query);
  const [rows, total, max] = await Promise.all([
    db.article.findMany({
      where,
      select: articleSelect,
      orderBy: LISTING_ORDER[query.sortOrder],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.article.count({ where }),
    db.article.aggregate({ _max: { prix_final: true } }),
  ]);
  return { rows, total, maxPrice: max._max.prix_final?.toNumber() ?? 0 };
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

/** Same sub-category first, then the rest of the category, closest price first; never the article itself. */
export async function findSimilarIds(db: Db, article: ArticleRow, take: number): Promise<number[]> {
  const rows = await db.$queryRaw<Array<{ id: number }>>`
    SELECT a.id
    FROM articles a
    JOIN sub_categories s ON s.id = a.sub_category_id
    WHERE s.category_id = ${article.sub_category.category.id} AND a.id <> ${article.id}
    ORDER BY (a.sub_category_id = ${article.sub_category.id}) DESC,
             abs(a.prix_final - ${article.prix_final}::numeric), a.id
    LIMIT ${take}`;
  return rows.map((row) => row.id);
}
