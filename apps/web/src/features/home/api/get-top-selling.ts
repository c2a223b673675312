import { useQuery } from '@tanstack/react-query';
import { ArticleSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getTopSelling = (signal?: AbortSignal) =>
  apiGet('/topSellingArticles', z.array(ArticleSchema), signal);

export function useTopSelling() {
  return useQuery({ queryKey: homeKeys.topSelling, queryFn: ({ signal }) => getTopSelling(signal) });
}
