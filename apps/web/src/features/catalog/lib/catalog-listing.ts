import { ArticlesPageRequestSchema } from '@vitrine/contracts';
import { ARTICLE_FILTER_PARAMS, type ListingUrl } from '@/lib/listing-url';

/** `nom` holds the category id (spec); ascending price is the default order, left out of the URL. */
export const CATALOG_LISTING: ListingUrl<typeof ArticlesPageRequestSchema> = {
  schema: ArticlesPageRequestSchema,
  params: { ...ARTICLE_FILTER_PARAMS, sortOrder: 'tri', page: 'page' },
  clears: { category_id: ['sub_category_id'] },
};
