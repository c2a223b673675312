import { type ArticlesPageRequest, PAGE_SIZE, type SortOrder } from '@vitrine/contracts';

// The listing's state lives in the URL so that it can be shared and the back button works.
// `nom` holds the category id (spec); every filter or sort change drops `page` (back to page 1).

/** '' is the default order, ascending price (spec); `?tri=asc` reads as it. */
export type ListingSort = '' | Exclude<SortOrder, 'asc'>;

export interface ListingFilters {
  category: number | null;
  subCategory: number | null;
  sex: number | null;
  collection: number | null;
  color: number | null;
  min: number | null;
  max: number | null;
  sort: ListingSort;
  page: number;
}

export type FilterChange = Partial<Omit<ListingFilters, 'page'>>;

const PARAM: Record<keyof Omit<ListingFilters, 'page'>, string> = {
  category: 'nom',
  subCategory: 'sous',
  sex: 'sexe',
  collection: 'collection',
  color: 'couleur',
  min: 'min',
  max: 'max',
  sort: 'tri',
};

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

const amount = (value: string | null) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= 0 ? number : null;
};

export function parseListingParams(params: URLSearchParams): ListingFilters {
  const sort = params.get(PARAM.sort);
  return {
    category: positiveInt(params.get(PARAM.category)),
    subCategory: positiveInt(params.get(PARAM.subCategory)),
    sex: positiveInt(params.get(PARAM.sex)),
    collection: positiveInt(params.get(PARAM.collection)),
    color: positiveInt(params.get(PARAM.color)),
    min: amount(params.get(PARAM.min)),
    max: amount(params.get(PARAM.max)),
    sort: sort === 'desc' || sort === 'recent' ? sort : '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL after a filter or sort change: the change applied, back to page 1. */
export function applyFilterChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as Array<
    [keyof FilterChange, ListingFilters[keyof FilterChange]]
  >) {
    if (value === null || value === undefined || value === '') next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  // A sub-category belongs to one category: choosing another category drops it.
  if ('category' in change && !('subCategory' in change)) next.delete(PARAM.subCategory);
  next.delete('page');
  return next;
}

export function clearFilters(): URLSearchParams {
  return new URLSearchParams();
}

/** The URL of another page with the same filters. */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '?';
}

export function toArticlesQuery(filters: ListingFilters): ArticlesPageRequest {
  return {
    page: filters.page,
    pageSize: PAGE_SIZE,
    sortOrder: filters.sort || 'asc',
    category_id: filters.category,
    sub_category_id: filters.subCategory,
    sex_id: filters.sex,
    collection_id: filters.collection,
    color_id: filters.color,
    minValue: filters.min,
    maxValue: filters.max,
  };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return [
    filters.category,
    filters.subCategory,
    filters.sex,
    filters.collection,
    filters.color,
    filters.min,
    filters.max,
  ].some((value) => value !== null);
}

/**
 * The spec's slider rules: the minimum is at least 0 and below the maximum; the maximum is at least
 * the minimum and at most the catalogue's highest price.
 */
export function acceptsPriceRange(min: number, max: number, limit: number): boolean {
  return min >= 0 && min < max && max >= min && max <= limit;
}
