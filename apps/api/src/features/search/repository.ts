import {
  type ArticleFilters,
  PRICE_RANGE_MAX_DT,
  SEARCH_COUNT_LIMIT,
  SEARCH_PAGE_SIZE,
  type SearchResult,
  type SearchSuggestions,
} from '@vitrine/contracts';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import type { DB } from '../../db/kysely.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { articleConditions } from '../articles/article-filters.js';
import { articlesArray, asJsonText, type JsonText, SHOWN_IN_SHOP } from '../articles/article-json.js';
import type { TypedWord } from './search-words.js';

type WordColumn = 'name_word_ids' | 'label_word_ids' | 'word_ids';
type Hit = { id: number; rank: number };

/**
 * An article's rank (0 first) is the first of these tiers that holds it: its name holds every typed
 * word in its closest spelling (0) or in any (1); its name, category, sub-category, collection or
 * colours hold them, with every word's closest spelling somewhere (2) or not (3); its description
 * mentions them, the same way (4, 5). Names are in the labels and labels in the words, so each tier
 * holds the tiers above it, the last one holds every article found, and an article's rank is the
 * smallest tier holding it. When every typed word's spellings are its closest ones, the odd tiers are
 * the even ones and are left out.
 */
function tiersOf(typed: TypedWord[]): Array<{ rank: number; holds: RawBuilder<SqlBool> }> {
  const all = (column: WordColumn, pick: (word: TypedWord) => number[]) =>
    sql<SqlBool>`${sql.join(
      typed.map((word) => sql`${sql.ref(`s.${column}`)} && ${pick(word)}::int[]`),
      sql` AND `,
    )}`;
  const spellings = (word: TypedWord) => word.spellingIds;
  const closest = (word: TypedWord) => word.bestIds;
  const mended = typed.some((word) => word.spellingIds.length !== word.bestIds.length);
  return [
    all('name_word_ids', closest),
    all('name_word_ids', spellings),
    sql<SqlBool>`${all('label_word_ids', spellings)} AND ${all('word_ids', closest)}`,
    all('label_word_ids', spellings),
    all('word_ids', closest),
    all('word_ids', spellings),
  ]
    .map((holds, rank) => ({ rank, holds }))
    .filter(({ rank }) => mended || rank % 2 === 0);
}

/**
 * The WITH clauses that find the first `n` articles by rank (`hits`: id, rank) and how many were found
 * (`found`: up to SEARCH_COUNT_LIMIT + 1). The first n articles by rank are among the first n by id of
 * each tier. Each tier is first counted, up to that limit; one that holds more is read in id order,
 * where n of its articles come within its first rows; a smaller one through its GIN index, sorted
 * (`+ 0` keeps the planner from walking the primary key for it instead: 0.4–1.2 s at 100 000 articles,
 * decision 21). Neither reads every article found (86 000 for « argent » at 100 000 articles). The
 * listing's filters, when given, keep only the articles they keep there.
 */
const LARGE_TIER = 100;

function hitsClauses(k: Kysely<DB>, typed: TypedWord[], filters: ArticleFilters, n: number) {
  const filtered = Object.values(filters).some((value) => value != null);
  const keptHere = filtered
    ? sql`AND s.article_id IN ${k.selectFrom('articles as a').select('a.id').where(articleConditions(filters))}`
    : sql``;
  const tiers = tiersOf(typed);
  const tier = (rank: number) => sql.table(`tier_${rank}`);
  const sized = tiers.map(
    ({ rank, holds }, index) => sql`${tier(rank)} AS (SELECT count(*)::int AS found FROM (
      SELECT 1 FROM article_search s WHERE ${holds} ${keptHere}
      LIMIT ${index === tiers.length - 1 ? SEARCH_COUNT_LIMIT + 1 : LARGE_TIER + 1}) t)`,
  );
  const read = tiers.map(({ rank, holds }) => {
    const large = sql`(SELECT found > ${LARGE_TIER} FROM ${tier(rank)})`;
    const from = sql`SELECT s.article_id AS id, ${rank}::int AS rank FROM article_search s WHERE ${holds} ${keptHere}`;
    return sql`(${from} AND ${large} ORDER BY s.article_id LIMIT ${n})
      UNION ALL (${from} AND NOT ${large} ORDER BY s.article_id + 0 LIMIT ${n})`;
  });
  return sql`${sql.join(sized)},
    found AS (SELECT found FROM ${tier(tiers.at(-1)?.rank ?? 0)}),
    hits AS (SELECT id, min(rank) AS rank FROM (${sql.join(read, sql` UNION ALL `)}) tiers GROUP BY id)`;
}

/** Nothing typed (only punctuation or stop words): nothing found. */
const NOTHING_CLAUSES = sql`found AS (SELECT 0 AS found),
  hits AS (SELECT NULL::int AS id, NULL::int AS rank WHERE FALSE)`;

const BY_RANK = sql`h.rank, h.id`;

/** The articles of a CTE of hits (`page`, `best`), joined as `a`. */
function hitArticles(k: Kysely<DB>, cte: 'page' | 'best') {
  return k.selectFrom(sql<Hit>`${sql.table(cte)}`.as('h')).innerJoin('articles as a', 'a.id', 'h.id');
}

/**
 * One page of the articles found, as the whole SearchResult in one statement: the cards, the total
 * (counted up to SEARCH_COUNT_LIMIT, as far as the pages go), the price slider's bound (the
 * catalogue's dearest price, as in the listing). Nothing typed (only punctuation or stop words) finds
 * nothing.
 */
export function searchStatement(
  k: Kysely<DB>,
  typed: TypedWord[],
  page: number,
  filters: ArticleFilters = {},
): RawBuilder<{ body: JsonText<SearchResult> }> {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const reach = Math.min(offset + SEARCH_PAGE_SIZE, SEARCH_COUNT_LIMIT);
  const result = jsonBuildObject({
    articles: hitArticles(k, 'page').select(articlesArray(BY_RANK).as('articles')).$asScalar().$notNull(),
    total: sql<number>`t.total`,
    totalCapped: sql<boolean>`t.more`,
    totalPages: sql<number>`greatest(1, ceil(t.total / ${SEARCH_PAGE_SIZE}::numeric))::int`,
    currentPage: sql<number>`${page}::int`,
    maxPrice: sql<number>`coalesce(m.max::float8, ${PRICE_RANGE_MAX_DT})`,
  });
  return sql`
    WITH ${typed.length > 0 ? hitsClauses(k, typed, filters, Math.max(reach, 1)) : NOTHING_CLAUSES},
    page AS (SELECT h.* FROM hits h ORDER BY h.rank, h.id LIMIT ${Math.max(0, reach - offset)} OFFSET ${offset}),
    counted AS (SELECT least(found, ${SEARCH_COUNT_LIMIT}) AS total, found > ${SEARCH_COUNT_LIMIT} AS more FROM found)
    SELECT ${asJsonText(result)} AS body
    FROM counted t, (SELECT max(a.prix_final) AS max FROM articles a WHERE ${SHOWN_IN_SHOP}) m`;
}

/** The best `limit` articles found, as SearchSuggestions. */
function suggestionsStatement(
  k: Kysely<DB>,
  typed: TypedWord[],
  limit: number,
): RawBuilder<{ body: JsonText<SearchSuggestions> }> {
  const suggestions = jsonArrayFrom(
    hitArticles(k, 'best')
      .select((eb) => [
        'a.id',
        'a.nom',
        'a.image',
        eb.cast<number>('a.prix', 'float8').as('prix'),
        'a.promo',
        eb.cast<number>('a.prix_final', 'float8').as('prix_final'),
      ])
      .orderBy('h.rank')
      .orderBy('h.id'),
  );
  return sql`
    WITH ${hitsClauses(k, typed, {}, limit)},
    best AS (SELECT h.* FROM hits h ORDER BY h.rank, h.id LIMIT ${limit})
    SELECT ${asJsonText(jsonBuildObject({ suggestions }))} AS body`;
}

/**
 * The planner setting a search statement runs with. With several words the planner multiplies each
 * word's share of the articles, as if words were independent: « bague collier » looks like 5 000
 * articles (a fifth of a fifth) where there are none, and it would read all 100 000 in id order to
 * find its first 101. Such a statement runs without sequential scans, so each count intersects the
 * words' GIN bitmaps, whose cost is bounded by the words' own lists (« bague collier »: 311 → 16 ms at
 * 100 000 articles, 29 → 1.4 ms at 10 000; decision 21, `bench:search`).
 */
export function searchPlannerSetting(typed: TypedWord[]): string | undefined {
  return typed.length > 1 ? 'SET LOCAL enable_seqscan = off' : undefined;
}

/** Runs a search statement with its planner setting, which holds for its own read-only transaction only. */
export async function runSearch<Row extends object>(
  db: Db,
  typed: TypedWord[],
  statement: RawBuilder<Row>,
): Promise<Row[]> {
  const setting = searchPlannerSetting(typed);
  if (!setting) return (await statement.execute(db.kysely)).rows;
  return withTransaction(
    db.kysely,
    async (trx) => {
      await sql.raw(setting).execute(trx);
      return (await statement.execute(trx)).rows;
    },
    { readOnly: true },
  );
}

async function queryBody<T>(db: Db, typed: TypedWord[], statement: RawBuilder<{ body: JsonText<T> }>) {
  const [row] = await runSearch(db, typed, statement);
  if (!row) throw new Error('a search statement returned no row');
  return row.body;
}

export function findPage(
  db: Db,
  typed: TypedWord[],
  page: number,
  filters: ArticleFilters,
): Promise<JsonText<SearchResult>> {
  return queryBody(db, typed, searchStatement(db.kysely, typed, page, filters));
}

export function findSuggestions(
  db: Db,
  typed: TypedWord[],
  limit: number,
): Promise<JsonText<SearchSuggestions>> {
  return queryBody(db, typed, suggestionsStatement(db.kysely, typed, limit));
}
