import { collectionsQuery } from '@/api/collections';
import { colorsQuery } from '@/api/colors';
import { sexesQuery } from '@/api/sexes';
import { articlesPageQuery } from '@/features/catalog/api/get-articles-page';
import { CATALOG_LISTING } from '@/features/catalog/lib/catalog-listing';
import { listingSearchParams, readListingUrl } from '@/lib/listing-url';
import type { FirstReads } from '../page-data';

export { CatalogPage as Component } from '@/features/catalog/components/catalog-page';

export const searchParams = listingSearchParams(CATALOG_LISTING);

export const firstReads: FirstReads = ({ url }) => [
  articlesPageQuery(readListingUrl(CATALOG_LISTING, url.searchParams)),
  sexesQuery,
  collectionsQuery,
  colorsQuery,
];
