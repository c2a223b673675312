import { type CollectionsPageRequest, PAGE_SIZE } from '@vitrine/contracts';

// The collections page keeps its filters in the URL too; any change goes back to page 1.

/** '' is the default order, ascending total price like the catalogue (spec: "Default sort is asc"). */
export type CollectionsSort = '' | 'desc';

export interface CollectionsFilters {
  collection: number | null;
  sex: number | null;
  search: string;
  sort: CollectionsSort;
  page: number;
}

export type CollectionsChange = Partial<Omit<CollectionsFilters, 'page'>>;

const PARAM = { collection: 'collection', sex: 'sexe', search: 'q', sort: 'tri' } as const;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

export function parseCollectionsParams(params: URLSearchParams): CollectionsFilters {
  const sort = params.get(PARAM.sort);
  return {
    collection: positiveInt(params.get(PARAM.collection)),
    sex: positiveInt(params.get(PARAM.sex)),
    search: params.get(PARAM.search)?.trim() ?? '',
    sort: sort === 'desc' ? sort : '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function applyCollectionsChange(params: URLSearchParams, change: CollectionsChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as Array<[keyof CollectionsChange, unknown]>) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') next.delete(PARAM[key]);
    else next.set(PARAM[key], text);
  }
  next.delete('page');
  return next;
}

export function toCollectionsQuery(filters: CollectionsFilters): CollectionsPageRequest {
  return {
    page: filters.page,
    page_size: PAGE_SIZE,
    collection_id: filters.collection,
    sex_id: filters.sex,
    collection_name: filters.search || null,
    sortOrder: filters.sort || 'asc',
  };
}
