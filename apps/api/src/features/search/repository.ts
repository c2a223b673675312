import {
  type ArticleFilters,
  PRICE_RANGE_MAX_DT,
  SEARCH_COUNT_LIMIT,
  SEARCH_PAGE_SIZE,
} from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { articleConditionList } from '../articles/article-filters.js';
import { ARTICLE_JSON, type JsonText } from '../articles/article-json.js';
import type { TypedWord } from './search-words.js';

/**
 * An article's rank (0 first) is the first of these tiers that holds it: its name holds every typed
 * word in its closest spelling (0) or in any (1); its name, category, sub-category, collection or
 * colours hold them, with every word's closest spelling somewhere (2) or not (3); its description
 * mentions them, the same way (4, 5). Names are in the labels and labels in the words, so each tier
 * holds the tiers above it, the last one holds every article found, and an article's rank is the
 * smallest tier holding it. When every typed word's spellings are its closest ones, the odd tiers are
 * the even ones and are left out.
 */
function tiersOf(typed: TypedWord[]): Array<{ rank: number; holds: Prisma.Sql }> {
  const all = (column: string, pick: (word: TypedWord) => number[]) =>
    Prisma.join(
      typed.map((word) => Prisma.sql`${Prisma.raw(`s.${column}`)} && ${Prisma.sql`${pick(word)}::int[]`}`),
      ' AND ',
    );
  const spellings = (word: TypedWord) => word.spellingIds;
  const closest = (word: TypedWord) => word.bestIds;
  const mended = typed.some((word) => word.spellingIds.length !== word.bestIds.length);
  return [
    all('name_word_ids', closest),
    all('name_word_ids', spellings),
    Prisma.sql`${all('label_word_ids', spellings)} AND ${all('word_ids', closest)}`,
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
 * where n of its articles come within its first rows; a smaller one through its GIN index, sorted.
 * Neither reads every article found (86 000 for « argent » at 100 000 articles). The listing's filters,
 * when given, keep only the articles they keep there.
 */
const LARGE_TIER = 100;

function hitsClauses(typed: TypedWord[], filters: ArticleFilters, n: number): Prisma.Sql {
  const kept = articleConditionList(filters);
  const keptHere = kept.length
    ? Prisma.sql`AND s.article_id IN (SELECT a.id FROM articles a WHERE ${Prisma.join(kept, ' AND ')})`
    : Prisma.empty;
  const tiers = tiersOf(typed);
  const sized = tiers.map(
    (
      { rank, holds },
      index,
    ) => Prisma.sql`${Prisma.raw(`tier_${rank}`)} AS (SELECT count(*)::int AS found FROM (
      SELECT 1 FROM article_search s WHERE ${holds} ${keptHere}
      LIMIT ${index === tiers.length - 1 ? SEARCH_COUNT_LIMIT + 1 : LARGE_TIER + 1}) t)`,
  );
  const read = tiers.map(({ rank, holds }) => {
    const large = Prisma.sql`(SELECT found > ${LARGE_TIER} FROM ${Prisma.raw(`tier_${rank}`)})`;
    const from = Prisma.sql`SELECT s.article_id AS id, ${rank}::int AS rank FROM article_search s WHERE ${holds} ${keptHere}`;
    return Prisma.sql`(${from} AND ${large} ORDER BY s.article_id LIMIT ${n})
      UNION ALL (${from} AND NOT ${large} ORDER BY s.article_id + 0 LIMIT ${n})`;
  });
  const last = Prisma.raw(`tier_${tiers.at(-1)?.rank}`);
  return Prisma.sql`${Prisma.join(sized, ', ')},
    found AS (SELECT found FROM ${last}),
    hits AS (SELECT id, min(rank) AS rank FROM (${Prisma.join(read, ' UNION ALL ')}) tiers GROUP BY id)`;
}

/** Nothing typed (only punctuation or stop words): nothing found. */
const NOTHING_CLAUSES = Prisma.sql`found AS (SELECT 0 AS found),
  hits AS (SELECT NULL::int AS id, NULL::int AS rank WHERE FALSE)`;

const RANK = Prisma.sql`h.rank, h.id`;

/**
 * One page of the articles found, as the whole SearchResult in one statement: the cards, the total
 * (counted up to SEARCH_COUNT_LIMIT, as far as the pages go), the price slider's bound (the
 * catalogue's dearest price, as in the listing). Nothing typed (only punctuation or stop words) finds
 * nothing.
 */
export function searchStatement(typed: TypedWord[], page: number, filters: ArticleFilters = {}): Prisma.Sql {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const reach = Math.min(offset + SEARCH_PAGE_SIZE, SEARCH_COUNT_LIMIT);
  return Prisma.sql`
    WITH ${typed.length > 0 ? hitsClauses(typed, filters, Math.max(reach, 1)) : NOTHING_CLAUSES},
    page AS (SELECT h.* FROM hits h ORDER BY ${RANK} LIMIT ${Math.max(0, reach - offset)} OFFSET ${offset}),
    counted AS (SELECT least(found, ${SEARCH_COUNT_LIMIT}) AS total, found > ${SEARCH_COUNT_LIMIT} AS more FROM found)
    SELECT json_build_object(
      'articles', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY ${RANK}) FROM page h JOIN articles a ON a.id = h.id), '[]'),
      'total', t.total,
      'totalCapped', t.more,
      'totalPages', greatest(1, ceil(t.total / ${SEARCH_PAGE_SIZE}::numeric))::int,
      'currentPage', ${page}::int,
      'maxPrice', coalesce(m.max::float8, ${PRICE_RANGE_MAX_DT})
    )::text AS body
    FROM counted t, (SELECT max(prix_final) AS max FROM articles) m`;
}

/**
 * The planner setting a search statement runs with. With several words the planner multiplies each
 * word's share of the articles, as if words were independent: « bague collier » looks like 5 000
 * articles (a fifth of a fifth) where there are none, and it would read all 100 000 in id order to
 * find its first 101. Such a statement runs without sequential scans, so each count intersects the
 * words' GIN bitmaps, whose cost is bounded by the words' own lists.
 */
export function searchPlannerSetting(typed: TypedWord[]): string | undefined {
  return typed.length > 1 ? 'SET LOCAL enable_seqscan = off' : undefined;
}

/** Runs a search statement (its text and values) with its planner setting; the rows it returns. */
export async function runSearch<Row extends object>(
  db: Db,
  typed: TypedWord[],
  statement: { text: string; values: unknown[] },
): Promise<Row[]> {
  const setting = searchPlannerSetting(typed);
  if (!setting) return (await db.pool.query<Row>(statement.text, statement.values)).rows;
  const client = await db.pool.connect();
  try {
    await client.query(`BEGIN READ ONLY; ${setting}`);
    const { rows } = await client.query<Row>(statement.text, statement.values);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function querySearch(db: Db, typed: TypedWord[], statement: Prisma.Sql): Promise<JsonText | undefined> {
  const [row] = await runSearch<{ body: JsonText }>(db, typed, statement);
  return row?.body;
}

export async function findPage(
  db: Db,
  typed: TypedWord[],
  page: number,
  filters: ArticleFilters,
): Promise<JsonText> {
  const body = await querySearch(db, typed, searchStatement(typed, page, filters));
  if (!body) throw new Error('the search statement returned no row');
  return body;
}

/** The best `limit` articles found, as SearchSuggestions. */
export async function findSuggestions(db: Db, typed: TypedWord[], limit: number): Promise<JsonText> {
  const body = await querySearch(
    db,
    typed,
    Prisma.sql`
      WITH ${hitsClauses(typed, {}, limit)},
      best AS (SELECT h.* FROM hits h ORDER BY ${RANK} LIMIT ${limit})
      SELECT json_build_object('suggestions', coalesce(json_agg(json_build_object(
        'id', a.id, 'nom', a.nom, 'image', a.image, 'prix', a.prix::float8, 'promo', a.promo,
        'prix_final', a.prix_final::float8) ORDER BY ${RANK}), '[]'))::text AS body
      FROM best h JOIN articles a ON a.id = h.id`,
  );
  if (!body) throw new Error('the suggestions statement returned no row');
  return body;
}
