import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@vitrine/contracts';
import { apiGet, toQueryString } from '@/lib/api-client';
import { searchKeys } from './query-keys';

export const getSearchResults = (q: string, page: number, signal?: AbortSignal) =>
  apiGet<SearchResult>(`/search${toQueryString({ q, page })}`, signal);

/** One page of `/recherche`. */
export function useSearchResults(q: string, page: number) {
  return useQuery({
    queryKey: searchKeys.results(q, page),
    queryFn: ({ signal }) => getSearchResults(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
