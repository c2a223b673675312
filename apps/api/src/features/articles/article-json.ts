import { PRICE_RANGE_MAX_DT } from '@vitrine/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
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

/** An article's fields as the API sends it (the contracts' Article), from `articles as a`. */
export function articleFields(eb: ArticleExpressions) {
  return [
    'a.id',
    'a.nom',
    'a.description',
    eb.cast<number>('a.prix', 'float8').as('prix'),
    'a.promo',
    eb.cast<number>('a.prix_final', 'float8').as('prix_final'),
    'a.image',
    jsonArrayFrom(
      eb
        .selectFrom('article_images as i')
        .select(['i.id', 'i.url'])
        .whereRef('i.article_id', '=', 'a.id')
        .orderBy('i.position')
        .orderBy('i.id'),
    ).as('images'),
    jsonArrayFrom(
      eb
        .selectFrom('_ArticleColors as ac')
        .innerJoin('colors as c', 'c.id', 'ac.B')
        .select(['c.id', 'c.nom', 'c.code_hexadecimal'])
        .whereRef('ac.A', '=', 'a.id')
        .orderBy('c.id'),
    ).as('colors'),
    jsonObjectFrom(
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
    )
      .$notNull()
      .as('sub_category'),
    jsonObjectFrom(
      eb.selectFrom('sexes as x').select(['x.id', 'x.type']).whereRef('x.id', '=', 'a.sex_id'),
    ).as('sex'),
    jsonObjectFrom(
      eb
        .selectFrom('collections as l')
        .select(['l.id', 'l.nom', 'l.image'])
        .whereRef('l.id', '=', 'a.collection_id'),
    ).as('collection'),
    'a.collection_id',
    sql<string>`to_char(${eb.ref('a.created_at')} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
      'created_at',
    ),
  ] as const;
}

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

/** One article (undefined body when there is none). */
export function articleStatement(db: Kysely<DB>, id: number) {
  const article = db.selectFrom('articles as a').select(articleFields).where('a.id', '=', id);
  return db.selectNoFrom(asJsonText(jsonObjectFrom(article)).as('body'));
}

/** The listing's sorts: each a total order (the id breaks ties) on a column of `a`, and its reverse. */
export const LISTING_ORDER = {
  asc: { column: 'prix_final', direction: 'asc' },
  desc: { column: 'prix_final', direction: 'desc' },
  recent: { column: 'created_at', direction: 'desc' },
} as const;
export type ListingSort = keyof typeof LISTING_ORDER;

/** The query in the sort's order of `a` (its reverse when `reversed`). */
export function inListingOrder<Q extends SelectQueryBuilder<WithArticles, 'a', object>>(
  query: Q,
  sort: ListingSort,
  reversed = false,
): Q {
  const { column, direction } = LISTING_ORDER[sort];
  const flipped = direction === 'asc' ? 'desc' : 'asc';
  const way = reversed ? flipped : direction;
  return query.orderBy(`a.${column}`, way).orderBy('a.id', way) as Q;
}

/** Articles kept by `where`, in the sort's order (or `order`), at most `limit`: a JSON array. */
export function articlesJson(
  db: Kysely<DB>,
  where: (eb: ArticleExpressions) => Expression<SqlBool>,
  order: ListingSort | ((eb: ArticleExpressions) => Expression<unknown>),
  limit?: number,
) {
  const kept = db.selectFrom('articles as a').select(articleFields).where(where);
  const ordered = typeof order === 'string' ? inListingOrder(kept, order) : kept.orderBy(order);
  return jsonArrayFrom(limit === undefined ? ordered : ordered.limit(limit));
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
      const front = inListingOrder(
        matching.where(sql<SqlBool>`(SELECT 2 * ${skip} + ${size} <= total FROM counted)`),
        sort,
      )
        .limit(size)
        .offset(skip);
      const back = inListingOrder(
        matching.where(sql<SqlBool>`(SELECT 2 * ${skip} + ${size} > total FROM counted)`),
        sort,
        true,
      )
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
          .selectFrom('articles')
          .select((eb) => eb.fn.max('prix_final').as('max'))
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
