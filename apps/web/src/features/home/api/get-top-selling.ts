import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { apiGet } from '@/lib/api-client';

export const getTopSelling = (signal?: AbortSignal) => apiGet<Article[]>('/topSellingArticles', signal);

export const topSellingQuery = queryOptions({
  queryKey: catalogueKeys.topSellers(),
  queryFn: ({ signal }) => getTopSelling(signal),
});

export const useTopSelling = () => useQuery(topSellingQuery);
