import { ARTICLE_FILTERS, ArticleSchema, withPriceRangeInOrder } from './catalog.js';
import { PageSchema, PriceSchema } from './fields.js';
import { hasNoControlCharacter } from './form-fields.js';
import { MESSAGES } from './messages.js';
import { z } from './zod.js';

/** Articles per page of `/recherche` (the listing's page). */
export const SEARCH_PAGE_SIZE = 12;
/**
 * Articles a search counts and pages through at most: past it the total says « plus de » (a word held
 * by most of the catalogue is not counted to its last article, nor paged to it).
 */
export const SEARCH_COUNT_LIMIT = 500;
/** Suggestions under the header's search field as one types. */
export const SEARCH_SUGGESTIONS_COUNT = 6;
/** Letters before suggestions are asked for: one letter would match half the catalogue. */
export const SEARCH_SUGGESTIONS_MIN_LENGTH = 2;
/** Longer is not a search but a paste: refused with a French 422. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** What a shopper typed, trimmed; empty finds nothing (200), too long or with control characters is refused. */
export const SearchTextSchema = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, { error: MESSAGES.searchTooLong(SEARCH_QUERY_MAX_LENGTH) })
    .refine((text) => hasNoControlCharacter(text), { error: MESSAGES.controlCharacters('La recherche') }),
);

/** Query of `GET /api/search`: the typed text, the listing's filters, a page. */
export const SearchRequestSchema = withPriceRangeInOrder(
  z.strictObject({ q: SearchTextSchema, page: PageSchema.default(1), ...ARTICLE_FILTERS }),
);
export type SearchRequest = z.input<typeof SearchRequestSchema>;
export type SearchQuery = z.output<typeof SearchRequestSchema>;

/** Query of `GET /api/search/suggestions`. */
export const SearchSuggestionsRequestSchema = z.strictObject({ q: SearchTextSchema });
export type SearchSuggestionsRequest = z.input<typeof SearchSuggestionsRequestSchema>;

/**
 * 200 of `GET /api/search`: name matches first, then the rest, exact words before mended typos; the
 * articles in the listing's card shape.
 */
export const SearchResultSchema = z.object({
  articles: z.array(ArticleSchema),
  /** The articles found, counted up to SEARCH_COUNT_LIMIT. */
  total: z.number().int(),
  /** More than SEARCH_COUNT_LIMIT were found: the pages show the best of them. */
  totalCapped: z.boolean(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  /** The highest price shoppers pay in the whole catalogue (the price slider's upper bound). */
  maxPrice: PriceSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** One suggestion: enough to draw a line with its image and the price shoppers pay. */
export const SearchSuggestionSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  image: z.string(),
  prix: PriceSchema,
  promo: z.number().int(),
  prix_final: PriceSchema,
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** 200 of `GET /api/search/suggestions`: at most SEARCH_SUGGESTIONS_COUNT, best first. */
export const SearchSuggestionsSchema = z.object({ suggestions: z.array(SearchSuggestionSchema) });
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
