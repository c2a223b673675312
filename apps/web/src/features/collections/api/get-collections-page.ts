import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CollectionsPage, CollectionsPageRequest } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

export const collectionsPageKey = (query: CollectionsPageRequest) => ['collections-page', query] as const;

export const getCollectionsPage = (query: CollectionsPageRequest, signal?: AbortSignal) =>
  apiPost<CollectionsPage>('/collectionPaginate', query, signal);

export function useCollectionsPage(query: CollectionsPageRequest) {
  return useQuery({
    queryKey: collectionsPageKey(query),
    queryFn: ({ signal }) => getCollectionsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
