import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getArticle = (id: number, signal?: AbortSignal) =>
  call('getArticle', { params: { id } }, { signal });

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.article(id), queryFn: ({ signal }) => getArticle(id, signal) });

export function useArticle(id: number) {
  return useQuery({ ...articleQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
