import {
  SEARCH_SUGGESTIONS_COUNT,
  SEARCH_SUGGESTIONS_MIN_LENGTH,
  type SearchQuery,
  type SearchResult,
  type SearchSuggestions,
} from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import type { JsonText } from '../articles/article-json.js';
import * as repository from './repository.js';
import { spellingsOf } from './search-words.js';

const NO_SUGGESTION = JSON.stringify({ suggestions: [] }) as JsonText<SearchSuggestions>;

/**
 * Articles whose name, description, category, sub-category, collection or colours hold every typed
 * word, without regard to case or accents, one typo forgiven; name matches first; among those the
 * listing's filters keep. Typed text made only of punctuation, or a word the catalogue has nothing
 * near, finds nothing.
 */
export async function search(db: Db, { q, page, ...filters }: SearchQuery): Promise<JsonText<SearchResult>> {
  return repository.findPage(db, await spellingsOf(db, q), page, filters);
}

/** The few best articles for what is being typed, for the header's suggestions. */
export async function suggest(db: Db, q: string): Promise<JsonText<SearchSuggestions>> {
  if (q.length < SEARCH_SUGGESTIONS_MIN_LENGTH) return NO_SUGGESTION;
  const typed = await spellingsOf(db, q);
  if (typed.length === 0 || typed.some((word) => word.spellings.length === 0)) return NO_SUGGESTION;
  return repository.findSuggestions(db, typed, SEARCH_SUGGESTIONS_COUNT);
}
