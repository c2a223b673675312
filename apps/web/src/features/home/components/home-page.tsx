import {
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
  SITE_IMAGE_POSITIONS,
  type SiteImage,
} from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { useCategories } from '@/api/categories';
import { BagIcon, TruckIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLatest } from '../api/get-latest';
import { useSiteImages } from '../api/get-site-images';
import { useTopSelling } from '../api/get-top-selling';
import { ArticleSlider } from './article-slider';
import { CategoryBanners } from './category-banners';
import { Hero } from './hero';
import styles from './home.module.css';
import { SocialBlock } from './social-block';

const at = (images: SiteImage[], positions: readonly number[]) =>
  positions.flatMap((position) => images.filter((image) => image.position === position));

interface HomePageProps {
  /** The newsletter block, from its own feature. */
  newsletter?: ReactNode;
}

export function HomePage({ newsletter }: HomePageProps) {
  const { data: siteImages = [] } = useSiteImages();
  usePageMeta('', undefined, {
    image: siteImages.find((image) => image.position === SITE_IMAGE_POSITIONS.hero[0])?.url,
  });
  const { data: categories = [] } = useCategories();
  const { data: topSelling } = useTopSelling();
  const { data: latest } = useLatest();

  return (
    <>
      <Hero images={at(siteImages, SITE_IMAGE_POSITIONS.hero)} />
      <div className={styles.promises}>
        <ul className="container">
          <li>
            <TruckIcon /> Livraison gratuite dès {formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}
          </li>
          <li>
            <BagIcon /> Paiement à la livraison
          </li>
          <li>
            <span aria-hidden="true" className={styles.star}>
              ✦
            </span>{' '}
            Livré partout en Tunisie
          </li>
        </ul>
      </div>
      <ArticleSlider
        id="best-sellers-title"
        eyebrow="Les préférés"
        title="Meilleures ventes"
        articles={topSelling}
        moreHref="/categories"
        moreLabel="Tout voir"
      />
      <CategoryBanners
        images={at(siteImages, SITE_IMAGE_POSITIONS.categoryBanners)}
        categories={categories}
      />
      <ArticleSlider
        id="latest-title"
        eyebrow="Tout juste arrivés"
        title="Nouveautés"
        articles={latest}
        moreHref="/categories?tri=recent"
        moreLabel="Voir les nouveautés"
      />
      {newsletter}
      <SocialBlock images={at(siteImages, SITE_IMAGE_POSITIONS.social)} />
    </>
  );
}
