import type { Article } from '@vitrine/contracts';
import { ProductCard } from '@/components/product-card';
import { Carousel } from '@/components/ui/carousel';

/** The products carousel shows 2 cards per view, 4 from 768 px. */
const SLIDE_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 24vw, 47vw';

interface ProductCarouselProps {
  /** The id of the visible heading that names the carousel. */
  labelledBy: string;
  articles: readonly Article[];
  autoplay?: boolean;
}

export function ProductCarousel({ labelledBy, articles, autoplay = false }: ProductCarouselProps) {
  return (
    <Carousel
      labelledBy={labelledBy}
      autoplay={autoplay}
      slides={articles.map((article) => (
        <ProductCard key={article.id} article={article} sizes={SLIDE_SIZES} />
      ))}
    />
  );
}
