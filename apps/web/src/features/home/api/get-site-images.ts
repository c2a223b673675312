import { useQuery } from '@tanstack/react-query';
import type { SiteImage } from '@vitrine/contracts';
import { apiGet, takeEmbeddedAnswer } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getSiteImages = (signal?: AbortSignal) => apiGet<SiteImage[]>('/GestionSiteWeb', signal);

export function useSiteImages() {
  return useQuery({
    queryKey: homeKeys.siteImages,
    queryFn: ({ signal }) => getSiteImages(signal),
    initialData: () => takeEmbeddedAnswer<SiteImage[]>('/GestionSiteWeb'),
    staleTime: 5 * 60_000,
  });
}
