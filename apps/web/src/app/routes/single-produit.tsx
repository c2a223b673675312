import { articleQuery } from '@/api/article';
import { articleSizesQuery } from '@/api/article-sizes';
import type { FirstReads } from '../page-data';

export { ProductPage as Component } from '@/features/product/components/product-page';

export const firstReads: FirstReads = ({ params }) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? [articleQuery(id), articleSizesQuery(id)] : [];
};
