import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getTopSelling = (signal?: AbortSignal) => call('listTopSellingArticles', {}, { signal });

export const topSellingQuery = queryOptions({
  queryKey: catalogueKeys.topSellers(),
  queryFn: ({ signal }) => getTopSelling(signal),
});

export const useTopSelling = () => useQuery(topSellingQuery);
