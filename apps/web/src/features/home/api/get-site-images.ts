import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteImage } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { apiGet } from '@/lib/api-client';

export const getSiteImages = (signal?: AbortSignal) => apiGet<SiteImage[]>('/GestionSiteWeb', signal);

export const siteImagesQuery = queryOptions({
  queryKey: catalogueKeys.siteImages(),
  queryFn: ({ signal }) => getSiteImages(signal),
  staleTime: 5 * 60_000,
});

export const useSiteImages = () => useQuery(siteImagesQuery);
