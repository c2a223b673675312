import type { Article } from '@vitrine/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ProductCardSkeleton } from '@/components/product-card-skeleton';
import { ArrowRightIcon } from '@/components/ui/icons';
import styles from './home.module.css';

// The sliders lie below the hero, which fills the first screen: their cards (with the cart and the
// favourites behind them) and their carousel load after it. The server's cards stay on screen until
// their code is there, then hydrate; a tap on one meanwhile is replayed once it has.
const ProductCarousel = lazy(() =>
  import('@/components/product-carousel').then((module) => ({ default: module.ProductCarousel })),
);

function SliderSkeleton() {
  return (
    <div className={styles.sliderSkeleton} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

interface ArticleSliderProps {
  id: string;
  eyebrow: string;
  title: string;
  articles: Article[] | undefined;
  moreHref: string;
  moreLabel: string;
}

/** A home slider of product cards: 2 per view, 4 from 768 px; autoplay pauses on hover and focus. */
export function ArticleSlider({ id, eyebrow, title, articles, moreHref, moreLabel }: ArticleSliderProps) {
  if (articles && articles.length === 0) return null;
  return (
    <section className="section">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={id}>{title}</h2>
          </div>
          <Link to={moreHref} className={`link-caps ${styles.more}`}>
            {moreLabel} <ArrowRightIcon />
          </Link>
        </div>
        {articles ? (
          <Suspense fallback={<SliderSkeleton />}>
            <ProductCarousel labelledBy={id} articles={articles} autoplay />
          </Suspense>
        ) : (
          <SliderSkeleton />
        )}
      </div>
    </section>
  );
}
