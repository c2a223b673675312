import type { z } from 'zod';
import { canonicalSearch } from './canonical-search';

/**
 * How a listing keeps its request in the URL, so that it can be shared and the back button works: the
 * search param of each request field, read back with the contract's request schema, so the page asks
 * the API exactly what the URL says.
 */
export interface ListingUrl<S extends z.ZodType<object>> {
  schema: S;
  params: ListingParams<z.output<S>>;
  /** Values the schema leaves out but the listing always has (the collections' ascending sort). */
  defaults?: Partial<z.output<S>>;
  /** Fields that clearing the filters keeps: the words searched. */
  keeps?: ReadonlyArray<keyof z.output<S>>;
  /** Fields dropped when another one changes: a sub-category belongs to one category. */
  clears?: { [K in keyof z.output<S>]?: ReadonlyArray<keyof z.output<S>> };
}

/** The search params of the article filters, the same in the catalogue and in the search. */
export const ARTICLE_FILTER_PARAMS = {
  category_id: 'nom',
  sub_category_id: 'sous',
  sex_id: 'sexe',
  collection_id: 'collection',
  color_id: 'couleur',
  minValue: 'min',
  maxValue: 'max',
} as const;

/** The search param of each request field kept in the URL; `page` is the one pagination links change. */
export type ListingParams<Q> = { [K in keyof Q]?: string } & { page: string };

export type ListingChange<S extends z.ZodType<object>> = Partial<z.output<S>>;

export function readListingUrl<S extends z.ZodType<object>>(
  listing: ListingUrl<S>,
  params: URLSearchParams,
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [field, name] of Object.entries(listing.params) as Array<[string, string]>) {
    const value = params.get(name)?.trim();
    if (value) raw[field] = value;
  }
  // A value the schema refuses (an old or hand-edited link) is dropped rather than the whole listing.
  for (let tries = Object.keys(raw).length; tries >= 0; tries -= 1) {
    const parsed = listing.schema.safeParse(raw);
    if (parsed.success) return { ...listing.defaults, ...parsed.data };
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { ...listing.defaults, ...listing.schema.parse({}) };
}

/** The URL after a filter or sort change: the change applied, back to page 1. */
export function changeListingUrl<S extends z.ZodType<object>>(
  listing: ListingUrl<S>,
  params: URLSearchParams,
  change: ListingChange<S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const defaults = readListingUrl(listing, new URLSearchParams()) as Record<string, unknown>;
  const names = listing.params as Record<string, string | undefined>;
  const clears = (listing.clears ?? {}) as Record<string, ReadonlyArray<string> | undefined>;
  for (const [field, value] of Object.entries(change)) {
    const name = names[field];
    if (!name) continue;
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || value === defaults[field]) next.delete(name);
    else next.set(name, text);
    for (const dependent of clears[field] ?? []) {
      const dependentName = names[dependent];
      if (dependentName && !(dependent in change)) next.delete(dependentName);
    }
  }
  next.delete(listing.params.page);
  return next;
}

/** The URL with every filter cleared, but for the fields the listing keeps. */
export function clearListingUrl<S extends z.ZodType<object>>(
  listing: ListingUrl<S>,
  params: URLSearchParams,
): URLSearchParams {
  const names = listing.params as Record<string, string | undefined>;
  const next = new URLSearchParams();
  for (const field of listing.keeps ?? []) {
    const name = names[String(field)];
    const value = name && params.get(name);
    if (name && value) next.set(name, value);
  }
  return next;
}

/** The search params a listing reads (its page's `searchParams`). */
export const listingSearchParams = <S extends z.ZodType<object>>(listing: ListingUrl<S>): string[] =>
  Object.values<string | undefined>(listing.params).filter((name) => name !== undefined);

/**
 * The address of another page of the listing, with the same filters, in its canonical form: the same
 * link whatever order or extra parameters the current address has, so the server's HTML and the
 * browser's agree.
 */
export function listingPageHref<S extends z.ZodType<object>>(
  listing: ListingUrl<S>,
  params: URLSearchParams,
  page: number,
): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(listing.params.page);
  else next.set(listing.params.page, String(page));
  const text = canonicalSearch(listingSearchParams(listing), next).toString();
  return text ? `?${text}` : '?';
}
