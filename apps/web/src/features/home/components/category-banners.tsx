import type { Category, SiteImage } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './home.module.css';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The category a banner shows: the one its name mentions, else the category at the same rank. */
function categoryFor(image: SiteImage, index: number, categories: Category[]): Category | undefined {
  const name = fold(image.nom);
  return categories.find((category) => name.includes(fold(category.nom))) ?? categories[index];
}

/** Three tall banners (site images 3 to 5), each leading to a category of the catalogue. */
export function CategoryBanners({ images, categories }: { images: SiteImage[]; categories: Category[] }) {
  if (images.length === 0) return null;
  return (
    <section className="section" aria-labelledby="univers-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">Nos univers</p>
            <h2 id="univers-title">Trouver son bijou</h2>
          </div>
        </div>
        <ul className={styles.banners}>
          {images.map((image, index) => {
            const category = categoryFor(image, index, categories);
            const label = category?.nom ?? image.nom;
            return (
              <li key={image.id}>
                <Link
                  to={category ? `/categories?nom=${category.id}` : '/categories'}
                  className={styles.banner}
                >
                  <ResponsiveImage
                    src={image.url}
                    alt={image.nom}
                    sizes="(min-width: 768px) 32vw, 92vw"
                    ratio={[4, 5]}
                  />
                  <span className={styles.bannerCaption}>
                    <span className={styles.bannerTitle}>{label}</span>
                    <span className={styles.bannerCta}>Découvrir</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
