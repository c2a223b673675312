import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionsPage, CollectionsPageRequest } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { apiGet, toQueryString } from '@/lib/api-client';

/** One page of the collections, by the cacheable GET form of `/collectionPaginate`. */
export const getCollectionsPage = (query: CollectionsPageRequest, signal?: AbortSignal) =>
  apiGet<CollectionsPage>(
    `/collectionPaginate${toQueryString(query as Record<string, string | number | null | undefined>)}`,
    signal,
  );

export const collectionsPageQuery = (query: CollectionsPageRequest) =>
  queryOptions({
    queryKey: catalogueKeys.collectionsPage(query),
    queryFn: ({ signal }) => getCollectionsPage(query, signal),
  });

export function useCollectionsPage(query: CollectionsPageRequest) {
  return useQuery({ ...collectionsPageQuery(query), placeholderData: keepPreviousData });
}
