import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getCollectionDetail = (id: number, signal?: AbortSignal) =>
  call('getCollection', { params: { id } }, { signal });

export const collectionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.collection(id),
    queryFn: ({ signal }) => getCollectionDetail(id, signal),
  });

export function useCollectionDetail(id: number | null | undefined) {
  return useQuery({
    ...collectionDetailQuery(id ?? 0),
    enabled: typeof id === 'number' && Number.isInteger(id) && id > 0,
  });
}
