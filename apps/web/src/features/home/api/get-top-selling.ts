import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export const getTopSelling = (signal?: AbortSignal) => apiGet<Article[]>('/topSellingArticles', signal);

export const topSellingQuery = queryOptions({
  queryKey: homeKeys.topSelling,
  queryFn: ({ signal }) => getTopSelling(signal),
});

export const useTopSelling = () => useQuery(topSellingQuery);
