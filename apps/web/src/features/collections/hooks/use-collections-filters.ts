import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyCollectionsChange,
  type CollectionsChange,
  parseCollectionsParams,
} from './collections-filters';

export function useCollectionsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCollectionsParams(params), [params]);
  const change = useCallback(
    (update: CollectionsChange, replace = false) =>
      setParams((current) => applyCollectionsChange(current, update), { preventScrollReset: true, replace }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );
  const hrefForPage = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return `?${next.toString()}`;
    },
    [params],
  );
  return { filters, change, clear, hrefForPage };
}
