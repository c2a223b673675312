import { useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getLatest = (signal?: AbortSignal) => apiGet<Article[]>('/latestArticles', signal);

export function useLatest() {
  return useQuery({ queryKey: homeKeys.latest, queryFn: ({ signal }) => getLatest(signal) });
}
