import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getCollections = (signal?: AbortSignal) => apiGet<Collection[]>('/Collection', signal);

export const collectionsQuery = queryOptions({
  queryKey: catalogueKeys.collections(),
  queryFn: ({ signal }) => getCollections(signal),
  staleTime: 10 * 60_000,
});

export const useCollections = () => useQuery(collectionsQuery);
