import { useQuery } from '@tanstack/react-query';
import { ArticleSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getLatest = (signal?: AbortSignal) => apiGet('/latestArticles', z.array(ArticleSchema), signal);

export function useLatest() {
  return useQuery({ queryKey: homeKeys.latest, queryFn: ({ signal }) => getLatest(signal) });
}
