import { PRICE_RANGE_MAX_DT } from '@vitrine/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { jsonArrayFrom, jsonBuildObject, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/kysely.js';

// Catalogue answers are built by PostgreSQL, in the statement that finds the articles: their images,
// colours, sub-category, category, sex and collection come with them, in one round trip, as the JSON
// text the API sends (field names of the specification; numeric → float8 prints 28.335 and 120 as
// JavaScript does; timestamps as toISOString()). The statements are typed from schema.prisma, and the
// JSON they write is typed too: a JsonText<T> only converts to the contracts' type when T fits it.

/** The catalogue's tables with the articles as `a`. */
export type WithArticles = DB & { a: DB['articles'] };
export type ArticleExpressions = ExpressionBuilder<WithArticles, 'a'>;

/**
 * The articles `a` the shop shows: not hidden by the owner. Written as is (no parameter) so the planner
 * matches the listing's partial indexes (WHERE visible).
 */
export const SHOWN_IN_SHOP = sql<SqlBool>`a.visible`;

function articleJsonOf(eb: ArticleExpressions) {
  return jsonBuildObject({
    id: eb.ref('a.id'),
    nom: eb.ref('a.nom'),
    description: eb.ref('a.description'),
    prix: eb.cast<number>('a.prix', 'float8'),
    promo: eb.ref('a.promo'),
    prix_final: eb.cast<number>('a.prix_final', 'float8'),
    image: eb.ref('a.image'),
    images: jsonArrayFrom(
      eb
        .selectFrom('article_images as i')
        .select(['i.id', 'i.url'])
        .whereRef('i.article_id', '=', 'a.id')
        .orderBy('i.position')
        .orderBy('i.id'),
    ),
    colors: jsonArrayFrom(
      eb
        .selectFrom('_ArticleColors as ac')
        .innerJoin('colors as c', 'c.id', 'ac.B')
        .select(['c.id', 'c.nom', 'c.code_hexadecimal'])
        .whereRef('ac.A', '=', 'a.id')
        .orderBy('c.id'),
    ),
    sub_category: jsonObjectFrom(
      eb
        .selectFrom('sub_categories as s')
        .innerJoin('categories as k', 'k.id', 's.category_id')
        .select((sub) => [
          's.id',
          's.nom',
          's.description',
          jsonBuildObject({ id: sub.ref('k.id'), nom: sub.ref('k.nom') }).as('categories'),
        ])
        .whereRef('s.id', '=', 'a.sub_category_id'),
    ).$notNull(),
    sex: jsonObjectFrom(
      eb.selectFrom('sexes as x').select(['x.id', 'x.type']).whereRef('x.id', '=', 'a.sex_id'),
    ),
    collection: jsonObjectFrom(
      eb
        .selectFrom('collections as l')
        .select(['l.id', 'l.nom', 'l.image'])
        .whereRef('l.id', '=', 'a.collection_id'),
    ),
    collection_id: eb.ref('a.collection_id'),
    created_at: sql<string>`to_char(${eb.ref('a.created_at')} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  });
}

/**
 * An article as the API sends it (the contracts' Article), from the row of `articles a`: one
 * json_build_object per article, which PostgreSQL plans a third faster than a sub-select per article
 * (jsonObjectFrom). Built once: Kysely's nodes never change, and building them took a third of the
 * time Kysely spent on a listing's statement.
 */
export const ARTICLE_JSON = articleJsonOf(expressionBuilder<WithArticles, 'a'>());
type ArticleJson = typeof ARTICLE_JSON extends RawBuilder<infer T> ? T : never;

/** JSON text as PostgreSQL wrote it, holding a T: what the API sends, unparsed. */
export type JsonText<T = unknown> = string & { readonly __json: T };

/** The expression's JSON as text (`body`, the one column of a JSON statement). */
export function asJsonText<T>(json: Expression<T>): RawBuilder<JsonText<T>> {
  return sql<JsonText<T>>`${json}::text`;
}

interface JsonStatement<T> {
  executeTakeFirst(): Promise<{ body: JsonText<T> | null } | undefined>;
}

/** Runs a statement whose one row holds the answer in its `body` column; undefined without one. */
export async function queryJson<T>(statement: JsonStatement<T | null>): Promise<JsonText<T> | undefined> {
  return ((await statement.executeTakeFirst())?.body ?? undefined) as JsonText<T> | undefined;
}

/** The same, for a statement that always answers (an aggregate). */
export async function queryJsonRow<T>(statement: JsonStatement<T>): Promise<JsonText<T>> {
  const body = await queryJson(statement);
  if (body === undefined) throw new Error('a JSON statement returned no answer');
  return body;
}

/** One article (no row when there is none). */
export function articleStatement(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('articles as a')
    .select(asJsonText(ARTICLE_JSON).as('body'))
    .where('a.id', '=', id)
    .where(SHOWN_IN_SHOP);
}

/** The listing's sorts: each a total order (the id breaks ties) on a column of `a`, and its reverse. */
export const LISTING_ORDER = {
  asc: { column: 'prix_final', direction: 'asc' },
  desc: { column: 'prix_final', direction: 'desc' },
  recent: { column: 'created_at', direction: 'desc' },
} as const;
export type ListingSort = keyof typeof LISTING_ORDER;

/** The sort's order of `a` (its reverse when `reversed`), for an ORDER BY. */
export function listingOrder(sort: ListingSort, reversed = false): RawBuilder<unknown> {
  const { column, direction } = LISTING_ORDER[sort];
  const way = sql.raw(reversed === (direction === 'asc') ? 'DESC' : 'ASC');
  return sql`${sql.ref(`a.${column}`)} ${way}, a.id ${way}`;
}

/** The articles of the rows aggregated, in the given order, as a JSON array (`[]` without a row). */
export function articlesArray(order: Expression<unknown>): RawBuilder<ArticleJson[]> {
  return sql`coalesce(json_agg(${ARTICLE_JSON} ORDER BY ${order}), '[]')`;
}

/** Articles shown and kept by `where`, in the sort's order (or `order`), at most `limit`: a JSON array. */
export function articlesJson(
  db: Kysely<DB>,
  where: (eb: ArticleExpressions) => Expression<SqlBool>,
  order: ListingSort | Expression<unknown>,
  limit?: number,
) {
  const by = typeof order === 'string' ? listingOrder(order) : order;
  const kept = db.selectFrom('articles as a').where(SHOWN_IN_SHOP).where(where);
  // With a limit, the rows are found first; json_agg would otherwise write them all.
  const rows =
    limit === undefined ? kept : db.selectFrom(kept.selectAll('a').orderBy(by).limit(limit).as('a'));
  return rows.select(articlesArray(by).as('articles')).$asScalar().$notNull();
}

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
  db: Kysely<DB>,
  where: (eb: ArticleExpressions) => Expression<SqlBool>,
  sort: ListingSort,
  page: number,
  pageSize: number,
  joined = false,
) {
  const size = sql<number>`${pageSize}::bigint`;
  const skip = sql<number>`${(page - 1) * pageSize}::bigint`;
  return db
    .with(
      (cte) => (joined ? cte('matching').materialized() : cte('matching').notMaterialized()),
      (q) =>
        q
          .selectFrom('articles as a')
          .select(['a.id', `a.${LISTING_ORDER[sort].column}`])
          .where(where),
    )
    .with('counted', (q) => q.selectFrom('matching').select(sql<number>`count(*)::int`.as('total')))
    .with('ids', (q) => {
      const matching = q.selectFrom('matching as a' as 'articles as a').select('a.id');
      const front = matching
        .where(sql<SqlBool>`(SELECT 2 * ${skip} + ${size} <= total FROM counted)`)
        .orderBy(listingOrder(sort))
        .limit(size)
        .offset(skip);
      const back = matching
        .where(sql<SqlBool>`(SELECT 2 * ${skip} + ${size} > total FROM counted)`)
        .orderBy(listingOrder(sort, true))
        .limit(sql<number>`(SELECT greatest(0, least(${size}, total - ${skip})) FROM counted)`)
        .offset(sql<number>`(SELECT greatest(0, total - ${skip} - ${size}) FROM counted)`);
      return q
        .selectFrom(sql<{ id: number }>`(${front} UNION ALL ${back})`.as('found'))
        .select('found.id')
        .limit(size);
    })
    .selectFrom([
      'counted as t',
      (q) =>
        q
          .selectFrom('articles as a')
          .select((eb) => eb.fn.max('a.prix_final').as('max'))
          .where(SHOWN_IN_SHOP)
          .as('m'),
    ])
    .select((eb) =>
      asJsonText(
        jsonBuildObject({
          articles: articlesJson(db, (a) => a('a.id', 'in', eb.selectFrom('ids').select('ids.id')), sort),
          totalPages: sql<number>`greatest(1, ceil(${eb.ref('t.total')} / ${pageSize}::numeric))::int`,
          currentPage: sql<number>`${page}::int`,
          total: eb.ref('t.total'),
          maxPrice: sql<number>`coalesce(${eb.ref('m.max')}::float8, ${PRICE_RANGE_MAX_DT})`,
        }),
      ).as('body'),
    );
}
