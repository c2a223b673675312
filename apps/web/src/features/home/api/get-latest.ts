import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getLatest = (signal?: AbortSignal) => call('listLatestArticles', {}, { signal });

export const latestQuery = queryOptions({
  queryKey: catalogueKeys.latest(),
  queryFn: ({ signal }) => getLatest(signal),
});

export const useLatest = () => useQuery(latestQuery);
