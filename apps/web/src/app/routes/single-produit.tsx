import { articleQuery } from '@/api/article';
import { articleStockQuery } from '@/api/article-stock';
import type { FirstReads } from '../page-data';

export { ProductPage as Component } from '@/features/product/components/product-page';

export const firstReads: FirstReads = ({ params }) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? [articleQuery(id), articleStockQuery(id)] : [];
};
