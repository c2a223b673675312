import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { apiGet } from '@/lib/api-client';

export const getLatest = (signal?: AbortSignal) => apiGet<Article[]>('/latestArticles', signal);

export const latestQuery = queryOptions({
  queryKey: catalogueKeys.latest(),
  queryFn: ({ signal }) => getLatest(signal),
});

export const useLatest = () => useQuery(latestQuery);
