import { useQuery } from '@tanstack/react-query';
import { SiteImageSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getSiteImages = (signal?: AbortSignal) =>
  apiGet('/GestionSiteWeb', z.array(SiteImageSchema), signal);

export function useSiteImages() {
  return useQuery({
    queryKey: homeKeys.siteImages,
    queryFn: ({ signal }) => getSiteImages(signal),
    staleTime: 5 * 60_000,
  });
}
