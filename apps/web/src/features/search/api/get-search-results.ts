import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchQuery } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getSearchResults = (query: SearchQuery, signal?: AbortSignal) =>
  call('search', { query }, { signal });

/** One page of `/recherche`, with its filters; nothing is asked before something is typed. */
export const searchResultsQuery = (query: SearchQuery) =>
  queryOptions({
    queryKey: catalogueKeys.searchResults(query),
    queryFn: ({ signal }) => getSearchResults(query, signal),
  });

export function useSearchResults(query: SearchQuery) {
  return useQuery({
    ...searchResultsQuery(query),
    enabled: query.q !== '',
    placeholderData: keepPreviousData,
  });
}
