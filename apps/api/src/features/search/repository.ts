import { SEARCH_PAGE_SIZE } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { ARTICLE_JSON, type JsonText, queryJson } from '../articles/article-json.js';
import type { TypedWord } from './search-words.js';

const wordIds = (list: number[]) => Prisma.sql`${list}::int[]`;

/**
 * The articles holding every typed word (in one of its spellings), with their rank (0 first): the
 * name holds every word, in its closest spelling (0) or a mended one (1); then those whose category,
 * sub-category, collection or colours hold them (2, 3); then those that only mention them in their
 * description (4, 5); the odd ranks hold a mended spelling only. Each word is one lookup in
 * article_search's GIN index; the CASE tests only what decides each article's rank.
 */
function hitsStatement(typed: TypedWord[]): Prisma.Sql {
  const all = (column: Prisma.Sql, pick: (word: TypedWord) => number[]) =>
    Prisma.join(
      typed.map((word) => Prisma.sql`${column} && ${wordIds(pick(word))}`),
      ' AND ',
    );
  const closestIn = (column: Prisma.Sql) =>
    Prisma.sql`CASE WHEN ${all(column, (word) => word.bestIds)} THEN 0 ELSE 1 END`;
  return Prisma.sql`
    SELECT s.article_id AS id,
           CASE WHEN ${all(Prisma.sql`s.name_word_ids`, (word) => word.spellingIds)} THEN ${closestIn(Prisma.sql`s.name_word_ids`)}
                WHEN ${all(Prisma.sql`s.label_word_ids`, (word) => word.spellingIds)} THEN 2 + ${closestIn(Prisma.sql`s.word_ids`)}
                ELSE 4 + ${closestIn(Prisma.sql`s.word_ids`)} END AS rank
    FROM article_search s
    WHERE ${all(Prisma.sql`s.word_ids`, (word) => word.spellingIds)}`;
}

const RANK = Prisma.sql`h.rank, h.id`;

/** One page of the articles found, as the whole SearchResult (cards, total, pages) in one statement. */
export function searchStatement(typed: TypedWord[], page: number): Prisma.Sql {
  return Prisma.sql`
    WITH hits AS (${hitsStatement(typed)}),
    page AS (SELECT h.* FROM hits h ORDER BY ${RANK} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE})
    SELECT json_build_object(
      'articles', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY ${RANK}) FROM page h JOIN articles a ON a.id = h.id), '[]'),
      'total', t.total,
      'totalPages', greatest(1, ceil(t.total / ${SEARCH_PAGE_SIZE}::numeric))::int,
      'currentPage', ${page}::int
    )::text AS body
    FROM (SELECT count(*)::int AS total FROM hits) t`;
}

export async function findPage(db: Db, typed: TypedWord[], page: number): Promise<JsonText> {
  const body = await queryJson(db, searchStatement(typed, page));
  if (!body) throw new Error('the search statement returned no row');
  return body;
}

/** The best `limit` articles found, as SearchSuggestions. */
export async function findSuggestions(db: Db, typed: TypedWord[], limit: number): Promise<JsonText> {
  const body = await queryJson(
    db,
    Prisma.sql`
      WITH hits AS (${hitsStatement(typed)}),
      best AS (SELECT h.* FROM hits h ORDER BY ${RANK} LIMIT ${limit})
      SELECT json_build_object('suggestions', coalesce(json_agg(json_build_object(
        'id', a.id, 'nom', a.nom, 'image', a.image, 'prix', a.prix::float8, 'promo', a.promo,
        'prix_final', a.prix_final::float8) ORDER BY ${RANK}), '[]'))::text AS body
      FROM best h JOIN articles a ON a.id = h.id`,
  );
  if (!body) throw new Error('the suggestions statement returned no row');
  return body;
}
