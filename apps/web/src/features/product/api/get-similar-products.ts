import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getSimilarProducts = (id: number, signal?: AbortSignal) =>
  call('listSimilarArticles', { params: { id } }, { signal });

export const similarProductsQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.similarArticles(id),
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
  });

export function useSimilarProducts(id: number) {
  return useQuery({ ...similarProductsQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
