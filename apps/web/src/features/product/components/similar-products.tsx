import { ProductCarousel } from '@/components/product-carousel';
import { useSimilarProducts } from '../api/get-similar-products';

export function SimilarProducts({ articleId }: { articleId: number }) {
  const { data: similar = [] } = useSimilarProducts(articleId);
  // The original storefront misspelt the length check and never showed this block; here it shows.
  if (similar.length === 0) return null;
  return (
    <section className="section">
      <div className="section-head">
        <div>
          <p className="eyebrow">Vous aimerez aussi</p>
          <h2 id="similar-title">Produits similaires</h2>
        </div>
      </div>
      <ProductCarousel labelledBy="similar-title" articles={similar} />
    </section>
  );
}
