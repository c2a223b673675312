import { LEAD_IMAGE_SIZES, type SiteImage } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { Carousel } from '@/components/ui/carousel';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useImageTone } from '../hooks/use-image-tone';
import styles from './home.module.css';

const SLIDE_COPY = [
  {
    eyebrow: 'Bijoux & accessoires',
    title: 'L’éclat de chaque jour',
    cta: 'Découvrir le catalogue',
    to: '/categories',
  },
  {
    eyebrow: 'Collections',
    title: 'Des pièces qui se répondent',
    cta: 'Voir les collections',
    to: '/collections',
  },
  { eyebrow: 'Événements & promos', title: 'Nos offres du moment', cta: 'Voir les offres', to: '/event' },
] as const;

function HeroSlide({ image, index }: { image: SiteImage; index: number }) {
  const copy = SLIDE_COPY[index % SLIDE_COPY.length] ?? SLIDE_COPY[0];
  const tone = useImageTone(image.url);
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <div className={styles.heroSlide} data-tone={tone ?? 'pending'}>
      <div className={styles.heroMedia}>
        <ResponsiveImage
          src={image.url}
          alt={image.nom}
          sizes={LEAD_IMAGE_SIZES.hero}
          ratio={[2, 1]}
          priority={index === 0}
          className={styles.heroImage}
        />
        <div className={styles.heroShade} aria-hidden="true" />
      </div>
      <div className={`container ${styles.heroCopy}`}>
        <p className={styles.heroEyebrow}>{copy.eyebrow}</p>
        <Heading className={styles.heroTitle}>{copy.title}</Heading>
        <Link to={copy.to} className={`btn ${styles.heroCta}`}>
          {copy.cta}
        </Link>
      </div>
    </div>
  );
}

/** The hero carousel: site images 0 to 2, each with a line of copy and a way in. */
export function Hero({ images }: { images: SiteImage[] }) {
  if (images.length === 0) return <div className={`skeleton ${styles.heroSkeleton}`} aria-hidden="true" />;
  return (
    <div className={styles.hero}>
      <Carousel
        label="À la une"
        variant="hero"
        autoplay
        delay={6500}
        slides={images.map((image, index) => <HeroSlide key={image.id} image={image} index={index} />)}
      />
    </div>
  );
}
