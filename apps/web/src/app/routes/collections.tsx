import { collectionsQuery } from '@/api/collections';
import { sexesQuery } from '@/api/sexes';
import { collectionsPageQuery } from '@/features/collections/api/get-collections-page';
import { COLLECTIONS_LISTING } from '@/features/collections/lib/collections-listing';
import { listingSearchParams, readListingUrl } from '@/lib/listing-url';
import type { FirstReads } from '../page-data';

export { CollectionsPage as Component } from '@/features/collections/components/collections-page';

export const searchParams = listingSearchParams(COLLECTIONS_LISTING);

export const firstReads: FirstReads = ({ url }) => [
  collectionsPageQuery(readListingUrl(COLLECTIONS_LISTING, url.searchParams)),
  collectionsQuery,
  sexesQuery,
];
