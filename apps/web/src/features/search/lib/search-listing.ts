import { SearchRequestSchema } from '@vitrine/contracts';
import { ARTICLE_FILTER_PARAMS, type ListingUrl } from '@/lib/listing-url';

/** `/recherche?q=…`: the words searched, then the catalogue's filters and pages; clearing keeps the words. */
export const SEARCH_LISTING: ListingUrl<typeof SearchRequestSchema> = {
  schema: SearchRequestSchema,
  params: { q: 'q', ...ARTICLE_FILTER_PARAMS, page: 'page' },
  clears: { category_id: ['sub_category_id'] },
  keeps: ['q'],
};
