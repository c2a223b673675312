import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticlesPageRequest } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

/** One page of the filtered catalogue, by the cacheable GET form of `/articlesPaginate`. */
export const getArticlesPage = (query: ArticlesPageRequest, signal?: AbortSignal) =>
  call('getArticlesPage', { query }, { signal });

export const articlesPageQuery = (query: ArticlesPageRequest) =>
  queryOptions({
    queryKey: catalogueKeys.listing(query),
    queryFn: ({ signal }) => getArticlesPage(query, signal),
  });

export function useArticlesPage(query: ArticlesPageRequest) {
  // Keep showing the previous page while the next one loads (no blank grid, no layout jump).
  return useQuery({ ...articlesPageQuery(query), placeholderData: keepPreviousData });
}
