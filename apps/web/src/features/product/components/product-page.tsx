import { useArticle } from '@/api/article';
import { useRouteId } from '@/hooks/use-route-id';
import { isNotFound } from '@/lib/api-client';
import { ProductDetail } from './product-detail';
import { ProductNotFound } from './product-not-found';
import { ProductSkeleton } from './product-skeleton';
import { ProductUnavailable } from './product-unavailable';

export function ProductPage() {
  const id = useRouteId();
  const { data: article, error, isPending } = useArticle(id ?? 0);

  if (id === null || isNotFound(error)) return <ProductNotFound />;
  if (error) return <ProductUnavailable />;
  if (isPending || !article) return <ProductSkeleton />;
  return <ProductDetail key={article.id} article={article} />;
}
