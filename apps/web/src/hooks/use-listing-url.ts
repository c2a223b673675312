import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { KEEP_SCROLL } from '@/hooks/use-scroll-restoration';
import {
  changeListingUrl,
  clearListingUrl,
  type ListingChange,
  type ListingUrl,
  listingPageHref,
  readListingUrl,
} from '@/lib/listing-url';

/** A listing's request, read from the URL; changes and page links write it back (see `ListingUrl`). */
export function useListingUrl<S extends z.ZodType<object>>(listing: ListingUrl<S>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListingUrl(listing, params), [listing, params]);
  const change = useCallback(
    (update: ListingChange<S>, { replace = false } = {}) =>
      setParams((current) => changeListingUrl(listing, current, update), {
        state: KEEP_SCROLL,
        replace,
      }),
    [listing, setParams],
  );
  const clear = useCallback(
    () => setParams((current) => clearListingUrl(listing, current), { state: KEEP_SCROLL }),
    [listing, setParams],
  );
  const hrefForPage = useCallback(
    (page: number) => listingPageHref(listing, params, page),
    [listing, params],
  );
  /**
   * A page past the last one (an old link, ?page=99) goes to the last page rather than showing a
   * count above an empty grid. Give no result while the one shown belongs to the previous address.
   */
  const pastLastPageHref = useCallback(
    (page: number, result: { totalPages: number } | undefined) => {
      const lastPage = result ? Math.max(1, result.totalPages) : null;
      return lastPage !== null && page > lastPage ? hrefForPage(lastPage) : null;
    },
    [hrefForPage],
  );
  return { query, change, clear, hrefForPage, pastLastPageHref };
}
