import type { Article, CollectionsPageQuery } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { articleConditions, exactDinars } from '../articles/article-filters.js';
import { findArticlesWhere } from '../articles/article-json.js';

export function findCollections(db: Db) {
  return db.collection.findMany({
    select: { id: true, nom: true, image: true, description: true },
    orderBy: [{ nom: 'asc' }, { id: 'asc' }],
  });
}

export async function findCollectionWithArticles(db: Db, id: number) {
  const collection = await db.collection.findUnique({
    where: { id },
    select: { id: true, nom: true, image: true, description: true },
  });
  if (!collection) return null;
  const articles = await findArticlesWhere(
    db,
    Prisma.sql`a.collection_id = ${id}`,
    Prisma.sql`a.prix_final ASC, a.id ASC`,
  );
  // The collection's total is computed from its articles here, with the contracts' pricing function.
  return { ...collection, articles: JSON.parse(articles) as Article[] };
}

export interface CollectionTotalRow {
  id: number;
  nom: string;
  image: string;
  description: string;
  total_price: Prisma.Decimal;
  articles_count: bigint;
  total: bigint;
}

/** One page of collections with their total price, filtered by their articles and name. */
export function findCollectionPage(db: Db, query: CollectionsPageQuery): Promise<CollectionTotalRow[]> {
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.collection_id) conditions.push(Prisma.sql`c.id = ${query.collection_id}`);
  if (query.collection_name) {
    const pattern = `%${query.collection_name.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(Prisma.sql`unaccent(c.nom) ILIKE unaccent(${pattern}::text)`);
  }
  const { category_id, sex_id, size_id, color_id } = query;
  if (category_id || sex_id || size_id || color_id) {
    const matching = articleConditions({ category_id, sex_id, size_id, color_id });
    conditions.push(Prisma.sql`c.id IN (SELECT a.collection_id FROM articles a WHERE ${matching})`);
  }
  const priceConditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.total_price_min != null)
    priceConditions.push(Prisma.sql`total_price >= ${exactDinars(query.total_price_min)}::numeric`);
  if (query.total_price_max != null)
    priceConditions.push(Prisma.sql`total_price <= ${exactDinars(query.total_price_max)}::numeric`);
  const order =
    query.sortOrder === 'desc'
      ? Prisma.sql`total_price DESC, id DESC`
      : query.sortOrder === 'asc'
        ? Prisma.sql`total_price ASC, id ASC`
        : Prisma.sql`nom ASC, id ASC`;

  return db.$queryRaw<CollectionTotalRow[]>`
    WITH totals AS (
      SELECT c.id, c.nom, c.image, c.description,
             COALESCE(sum(a.prix_final), 0)::numeric(12,3) AS total_price,
             count(a.id) AS articles_count
      FROM collections c
      LEFT JOIN articles a ON a.collection_id = c.id
      WHERE ${Prisma.join(conditions, ' AND ')}
      GROUP BY c.id
    )
    SELECT *, count(*) OVER () AS total
    FROM totals
    WHERE ${Prisma.join(priceConditions, ' AND ')}
    ORDER BY ${order}
    LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;
}

/** Up to two images per collection (its cheapest articles first), for the cards' hover swap. */
export async function findPreviewImages(db: Db, collectionIds: number[]): Promise<Map<number, string[]>> {
  if (!collectionIds.length) return new Map();
  const rows = await db.$queryRaw<Array<{ collection_id: number; image: string }>>`
    SELECT c.id AS collection_id, p.image
    FROM unnest(ARRAY[${Prisma.join(collectionIds)}]::int[]) WITH ORDINALITY AS c(id, n)
    CROSS JOIN LATERAL (
      SELECT a.image FROM articles a
      WHERE a.collection_id = c.id AND a.image <> ''
      ORDER BY a.prix_final, a.id LIMIT 2
    ) p
    ORDER BY c.n`;
  const previews = new Map<number, string[]>();
  for (const row of rows)
    previews.set(row.collection_id, [...(previews.get(row.collection_id) ?? []), row.image]);
  return previews;
}
