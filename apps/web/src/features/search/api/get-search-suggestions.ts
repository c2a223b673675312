import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_SUGGESTIONS_MIN_LENGTH } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getSearchSuggestions = (q: string, signal?: AbortSignal) =>
  call('getSearchSuggestions', { query: { q } }, { signal });

/** The header's suggestions for what is typed (already debounced); none under two letters. */
export function useSearchSuggestions(q: string) {
  return useQuery({
    queryKey: catalogueKeys.searchSuggestions(q),
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    enabled: q.length >= SEARCH_SUGGESTIONS_MIN_LENGTH,
    // The list stays while the next letters' suggestions load: no flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
