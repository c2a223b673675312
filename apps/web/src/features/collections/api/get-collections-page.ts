import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CollectionsPageRequest, CollectionsPageSchema } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

export const collectionsPageKey = (query: CollectionsPageRequest) => ['collections-page', query] as const;

export const getCollectionsPage = (query: CollectionsPageRequest, signal?: AbortSignal) =>
  apiPost('/collectionPaginate', query, CollectionsPageSchema, signal);

export function useCollectionsPage(query: CollectionsPageRequest) {
  return useQuery({
    queryKey: collectionsPageKey(query),
    queryFn: ({ signal }) => getCollectionsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
