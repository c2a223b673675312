import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionsPageRequest } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

/** One page of the collections, by the cacheable GET form of `/collectionPaginate`. */
export const getCollectionsPage = (query: CollectionsPageRequest, signal?: AbortSignal) =>
  call('getCollectionsPage', { query }, { signal });

export const collectionsPageQuery = (query: CollectionsPageRequest) =>
  queryOptions({
    queryKey: catalogueKeys.collectionsPage(query),
    queryFn: ({ signal }) => getCollectionsPage(query, signal),
  });

export function useCollectionsPage(query: CollectionsPageRequest) {
  return useQuery({ ...collectionsPageQuery(query), placeholderData: keepPreviousData });
}
