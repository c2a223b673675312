import { type ArticlesPageQuery, ArticlesPageRequestSchema } from '@vitrine/contracts';
import type { ListingUrl } from '@/lib/listing-url';

/** `nom` holds the category id (spec); ascending price is the default order, left out of the URL. */
export const CATALOG_LISTING: ListingUrl<typeof ArticlesPageRequestSchema> = {
  schema: ArticlesPageRequestSchema,
  params: {
    category_id: 'nom',
    sub_category_id: 'sous',
    sex_id: 'sexe',
    collection_id: 'collection',
    color_id: 'couleur',
    minValue: 'min',
    maxValue: 'max',
    sortOrder: 'tri',
    page: 'page',
  },
  clears: { category_id: ['sub_category_id'] },
};

export function hasActiveFilters(query: ArticlesPageQuery): boolean {
  return [
    query.category_id,
    query.sub_category_id,
    query.sex_id,
    query.collection_id,
    query.color_id,
    query.minValue,
    query.maxValue,
  ].some((value) => value !== null && value !== undefined);
}
