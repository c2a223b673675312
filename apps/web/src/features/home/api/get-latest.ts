import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getLatest = (signal?: AbortSignal) => apiGet<Article[]>('/latestArticles', signal);

export const latestQuery = queryOptions({
  queryKey: homeKeys.latest,
  queryFn: ({ signal }) => getLatest(signal),
});

export const useLatest = () => useQuery(latestQuery);
