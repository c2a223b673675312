import { collectionDetailQuery } from '@/api/collection-detail';
import type { FirstReads } from '../page-data';

export { SingleCollectionPage as Component } from '@/features/collections/components/single-collection-page';

export const firstReads: FirstReads = ({ params }) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? [collectionDetailQuery(id)] : [];
};
