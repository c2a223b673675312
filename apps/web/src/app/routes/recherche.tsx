import { collectionsQuery } from '@/api/collections';
import { colorsQuery } from '@/api/colors';
import { sexesQuery } from '@/api/sexes';
import { searchResultsQuery } from '@/features/search/api/get-search-results';
import { SEARCH_LISTING } from '@/features/search/lib/search-listing';
import { listingSearchParams, readListingUrl } from '@/lib/listing-url';
import type { FirstReads } from '../page-data';

export { SearchPage as Component } from '@/features/search/components/search-page';

export const searchParams = listingSearchParams(SEARCH_LISTING);

export const firstReads: FirstReads = ({ url }) => {
  const query = readListingUrl(SEARCH_LISTING, url.searchParams);
  return [...(query.q ? [searchResultsQuery(query)] : []), sexesQuery, collectionsQuery, colorsQuery];
};
