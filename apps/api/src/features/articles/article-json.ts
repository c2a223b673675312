import { PRICE_RANGE_MAX_DT } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

// Catalogue answers are built by PostgreSQL, in the statement that finds the articles: their images,
// colours, sub-category, category, sex and collection come with them, in one round trip, as the JSON
// text the API sends (field names of the specification; numeric → float8 prints 28.335 and 120 as
// JavaScript does; timestamps as toISOString()). The alias of the articles table must be `a`.
export const ARTICLE_JSON = Prisma.sql`json_build_object(
  'id', a.id, 'nom', a.nom, 'description', a.description, 'prix', a.prix::float8, 'promo', a.promo,
  'prix_final', a.prix_final::float8, 'image', a.image, 'collection_id', a.collection_id,
  'created_at', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.url) ORDER BY i.position, i.id)
                      FROM article_images i WHERE i.article_id = a.id), '[]'),
  'colors', coalesce((SELECT json_agg(json_build_object('id', c.id, 'nom', c.nom, 'code_hexadecimal', c.code_hexadecimal) ORDER BY c.id)
                      FROM "_ArticleColors" ac JOIN colors c ON c.id = ac."B" WHERE ac."A" = a.id), '[]'),
  'sub_category', (SELECT json_build_object('id', s.id, 'nom', s.nom, 'description', s.description,
                                            'categories', json_build_object('id', k.id, 'nom', k.nom))
                   FROM sub_categories s JOIN categories k ON k.id = s.category_id WHERE s.id = a.sub_category_id),
  'sex', (SELECT json_build_object('id', x.id, 'type', x.type) FROM sexes x WHERE x.id = a.sex_id),
  'collection', (SELECT json_build_object('id', l.id, 'nom', l.nom, 'image', l.image)
                 FROM collections l WHERE l.id = a.collection_id))`;

/** JSON text: what the API sends, as PostgreSQL wrote it. */
export type JsonText = string & { readonly __json: true };

/** Runs a statement whose one row holds the answer in a `body` text column; undefined without a row. */
export async function queryJson(db: Db, statement: Prisma.Sql): Promise<JsonText | undefined> {
  const { rows } = await db.pool.query<{ body: JsonText }>(statement.text, statement.values);
  return rows[0]?.body;
}

/** Articles matching `where`, in the given order, at most `limit`, as a JSON array (an aggregate: one row). */
export async function findArticlesWhere(
  db: Db,
  where: Prisma.Sql,
  order: Prisma.Sql,
  limit?: number,
): Promise<JsonText> {
  const body = await queryJson(
    db,
    Prisma.sql`
      SELECT coalesce(json_agg(${ARTICLE_JSON} ORDER BY ${order}), '[]')::text AS body
      FROM (SELECT * FROM articles a WHERE ${where} ORDER BY ${order} LIMIT ${limit ?? null}) a`,
  );
  if (body === undefined) throw new Error('the articles aggregate returned no row');
  return body;
}

/** The listing's sorts: each a total order (the id breaks ties), its exact reverse and its key. */
export const LISTING_ORDER = {
  asc: {
    key: Prisma.sql`a.prix_final`,
    order: Prisma.sql`a.prix_final ASC, a.id ASC`,
    reverse: Prisma.sql`a.prix_final DESC, a.id DESC`,
  },
  desc: {
    key: Prisma.sql`a.prix_final`,
    order: Prisma.sql`a.prix_final DESC, a.id DESC`,
    reverse: Prisma.sql`a.prix_final ASC, a.id ASC`,
  },
  recent: {
    key: Prisma.sql`a.created_at`,
    order: Prisma.sql`a.created_at DESC, a.id DESC`,
    reverse: Prisma.sql`a.created_at ASC, a.id ASC`,
  },
} as const;
export type ListingSort = keyof typeof LISTING_ORDER;

/**
 * One page of the listing as the whole `ArticlesPage` answer: the articles, the counts and the price
 * slider's bound (the catalogue's dearest price; PRICE_RANGE_MAX_DT when it is empty).
 *
 * A deep page must not cost the whole filtered set in wide rows. The statement counts the matching
 * articles (an index-only scan), then finds the page's ids alone from narrow index entries (sort key,
 * id and the filter columns: the articles_listing_* indexes), starting from whichever end of the
 * order is nearer: the last page reads a dozen entries backwards, and page n of N reads at most
 * min(n, N - n) pages of entries. Only the page's rows are then read and written as JSON. The branch
 * not taken is cut off by its one-time filter before it reads anything. The back branch's LIMIT and
 * OFFSET are known only when it runs, so the planner assumes a tenth of the set: the outer LIMIT tells
 * it a page is a dozen rows (without it, it planned JIT compilation, ~190 ms, to write twelve).
 *
 * `joined`: a filter reads another table (colours, sizes). The matching (id, sort keys) are then
 * gathered once by hash joins and kept for the count and the page, rather than probed article by
 * article along the order (which costs the whole prefix of the order at a deep page).
 */
export function listingStatement(
  where: Prisma.Sql,
  sort: ListingSort,
  page: number,
  pageSize: number,
  joined = false,
): Prisma.Sql {
  const { key, order, reverse } = LISTING_ORDER[sort];
  const size = Prisma.sql`${pageSize}::bigint`;
  const skip = Prisma.sql`${(page - 1) * pageSize}::bigint`;
  const kept = joined ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`;
  return Prisma.sql`
    WITH matching AS ${kept} (SELECT a.id, ${key} FROM articles a WHERE ${where}),
    counted AS (SELECT count(*)::int AS total FROM matching),
    ids AS (
      SELECT id FROM (
        (SELECT a.id FROM matching a
         WHERE (SELECT 2 * ${skip} + ${size} <= total FROM counted)
         ORDER BY ${order} LIMIT ${size} OFFSET ${skip})
        UNION ALL
        (SELECT a.id FROM matching a
         WHERE (SELECT 2 * ${skip} + ${size} > total FROM counted)
         ORDER BY ${reverse}
         LIMIT (SELECT greatest(0, least(${size}, total - ${skip})) FROM counted)
         OFFSET (SELECT greatest(0, total - ${skip} - ${size}) FROM counted))) found
      LIMIT ${size})
    SELECT json_build_object(
      'articles', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY ${order})
                            FROM articles a WHERE a.id IN (SELECT id FROM ids)), '[]'),
      'totalPages', greatest(1, ceil(t.total / ${pageSize}::numeric))::int,
      'currentPage', ${page}::int,
      'total', t.total,
      'maxPrice', coalesce(m.max::float8, ${PRICE_RANGE_MAX_DT})
    )::text AS body
    FROM counted t, (SELECT max(prix_final) AS max FROM articles) m`;
}
