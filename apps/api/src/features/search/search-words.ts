import { sql } from 'kysely';
import type { Db } from '../../db/prisma.js';

/** Words too common to tell articles apart: typed, they would make every article match. */
const STOP_WORDS = [
  'au',
  'aux',
  'avec',
  'de',
  'des',
  'du',
  'en',
  'et',
  'la',
  'le',
  'les',
  'pour',
  'sur',
  'un',
  'une',
];
/** At most this many typed words count (a pasted sentence is not a search). */
const MAX_WORDS = 6;
/** Spellings of one typed word looked for in the articles (the closest first). */
const MAX_SPELLINGS = 12;
/** Mending a typo is tried from this length: « or » or « bag » have too many close neighbours. */
const TYPO_FROM_LENGTH = 4;
/** A typed word of this length or more also finds the words it begins (« brac » → bracelet). */
const PREFIX_FROM_LENGTH = 3;
/** Trigram similarity from which a catalogue word is taken for a typed one (« colier » ~ « collier »: 0.67, « solitiare » ~ « solitaire »: 0.43). */
const TYPO_SIMILARITY = 0.4;

/** One typed word and the catalogue's words it stands for. */
export interface TypedWord {
  word: string;
  /** Catalogue words that match it: itself, words it begins, words one typo away. */
  spellings: string[];
  /** Their numbers in search_words, which article_search holds. */
  spellingIds: number[];
  /** Its closest spellings' numbers (itself when the catalogue uses it, else the best mended ones). */
  bestIds: number[];
}

/**
 * The typed words, folded as the articles' words are (search_words_of in PostgreSQL), each with the
 * catalogue's words it may mean. A typed word the catalogue has no word near gets no spellings: then
 * nothing can match.
 */
export async function spellingsOf(db: Db, text: string): Promise<TypedWord[]> {
  const { rows } = await sql<TypedWord>`
    WITH typed AS (
      SELECT word FROM unnest(search_words_of(${text})) AS word
      WHERE word <> ALL(${STOP_WORDS}::text[]) ORDER BY length(word) DESC, word LIMIT ${MAX_WORDS})
    SELECT t.word,
           coalesce(array_agg(c.word ORDER BY c.score DESC, c.word) FILTER (WHERE c.word IS NOT NULL), '{}') AS spellings,
           coalesce(array_agg(c.id ORDER BY c.score DESC, c.word) FILTER (WHERE c.id IS NOT NULL), '{}') AS "spellingIds",
           coalesce(array_agg(c.id ORDER BY c.id) FILTER (WHERE c.best), '{}') AS "bestIds"
    FROM typed t
    LEFT JOIN LATERAL (
      SELECT found.id, found.word, found.score, found.score = max(found.score) OVER () AS best
      FROM (
        SELECT w.id, w.word, CASE WHEN w.word = t.word THEN 2 WHEN w.word LIKE t.word || '%' THEN 1 + similarity(w.word, t.word) ELSE similarity(w.word, t.word) END AS score
        FROM search_words w
        WHERE w.word = t.word
           OR (length(t.word) >= ${PREFIX_FROM_LENGTH} AND w.word LIKE t.word || '%')
           OR (length(t.word) >= ${TYPO_FROM_LENGTH} AND w.word % t.word AND similarity(w.word, t.word) >= ${TYPO_SIMILARITY})
        ORDER BY score DESC, w.word LIMIT ${MAX_SPELLINGS}) found
    ) c ON TRUE
    GROUP BY t.word`.execute(db.kysely);
  return rows;
}
