import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';

export const similarProductsKey = (id: number) => ['similar-products', id] as const;

export const getSimilarProducts = (id: number, signal?: AbortSignal) =>
  apiGet<Article[]>(`/similarProducts/${id}`, signal);

export const similarProductsQuery = (id: number) =>
  queryOptions({ queryKey: similarProductsKey(id), queryFn: ({ signal }) => getSimilarProducts(id, signal) });

export function useSimilarProducts(id: number) {
  return useQuery({ ...similarProductsQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
