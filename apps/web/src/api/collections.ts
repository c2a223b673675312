import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getCollections = (signal?: AbortSignal) => call('listCollections', {}, { signal });

export const collectionsQuery = queryOptions({
  queryKey: catalogueKeys.collections(),
  queryFn: ({ signal }) => getCollections(signal),
  staleTime: 10 * 60_000,
});

export const useCollections = () => useQuery(collectionsQuery);
