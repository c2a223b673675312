import { CollectionsPageRequestSchema } from '@vitrine/contracts';
import type { ListingUrl } from '@/lib/listing-url';

/** Ascending total price is the default order, as in the catalogue (spec: "Default sort is asc"). */
export const COLLECTIONS_LISTING: ListingUrl<typeof CollectionsPageRequestSchema> = {
  schema: CollectionsPageRequestSchema,
  params: {
    collection_id: 'collection',
    sex_id: 'sexe',
    collection_name: 'q',
    sortOrder: 'tri',
    page: 'page',
  },
  defaults: { sortOrder: 'asc' },
};
