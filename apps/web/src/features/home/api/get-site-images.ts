import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getSiteImages = (signal?: AbortSignal) => call('listSiteImages', {}, { signal });

export const siteImagesQuery = queryOptions({
  queryKey: catalogueKeys.siteImages(),
  queryFn: ({ signal }) => getSiteImages(signal),
  staleTime: 5 * 60_000,
});

export const useSiteImages = () => useQuery(siteImagesQuery);
