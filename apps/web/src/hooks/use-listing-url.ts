import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  changeListingUrl,
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
        preventScrollReset: true,
        replace,
      }),
    [listing, setParams],
  );
  const clear = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );
  const hrefForPage = useCallback(
    (page: number) => listingPageHref(listing, params, page),
    [listing, params],
  );
  return { query, change, clear, hrefForPage };
}
