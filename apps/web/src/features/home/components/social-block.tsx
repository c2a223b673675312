import type { SiteImage } from '@vitrine/contracts';
import { InstagramIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SHOP } from '@/config/shop';
import styles from './home.module.css';

const instagram = SHOP.social.find((network) => network.name === 'Instagram')?.href ?? SHOP.social[0].href;

/** « Suivez-nous »: site images 6 to 11, each a way to the shop's Instagram. */
export function SocialBlock({ images }: { images: SiteImage[] }) {
  if (images.length === 0) return null;
  return (
    <section className={`section ${styles.social}`} aria-labelledby="social-title">
      <div className="container">
        <div className={styles.socialHead}>
          <p className="eyebrow">@vitrine.bijoux</p>
          <h2 id="social-title">Suivez-nous</h2>
          <p className="lede">Nouveautés, coulisses et idées de styles, chaque semaine sur nos réseaux.</p>
        </div>
        <ul className={styles.socialGrid}>
          {images.map((image) => (
            <li key={image.id}>
              <a href={instagram} target="_blank" rel="noopener noreferrer" className={styles.socialItem}>
                <ResponsiveImage
                  src={image.url}
                  alt={image.nom}
                  sizes="(min-width: 992px) 16vw, 33vw"
                  ratio={[1, 1]}
                />
                <span className={styles.socialOverlay} aria-hidden="true">
                  <InstagramIcon />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
