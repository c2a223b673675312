import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyFilterChange,
  clearFilters,
  type FilterChange,
  pageSearch,
  parseListingParams,
} from './listing-filters';

export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingParams(params), [params]);
  const change = useCallback(
    (update: FilterChange) =>
      setParams((current) => applyFilterChange(current, update), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(() => setParams(clearFilters(), { preventScrollReset: true }), [setParams]);
  const hrefForPage = useCallback((page: number) => pageSearch(params, page), [params]);
  return { filters, change, clear, hrefForPage };
}
