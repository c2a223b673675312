import { LEAD_IMAGE_SIZES } from '@vitrine/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useReducedMotion } from '@/hooks/use-media-query';
import styles from './gallery.module.css';

interface GalleryProps {
  images: string[];
  name: string;
}

/** Product images: swipe, previous/next arrows, arrow keys, and thumbnails to jump to one. */
export function Gallery({ images, name }: GalleryProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    loop: images.length > 1,
    duration: reducedMotion ? 1 : 24,
  });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const go = (index: number) => {
    const count = images.length;
    const target = (index + count) % count;
    if (embla) embla.scrollTo(target);
    else setSelected(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(selected - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(selected + 1);
    }
  };

  const many = images.length > 1;
  return (
    <section
      className={styles.gallery}
      aria-roledescription="galerie"
      aria-label={`Photos de ${name}`}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track}>
            {images.map((url, index) => (
              <div key={url} className={styles.slide} aria-hidden={index !== selected}>
                <ResponsiveImage
                  src={url}
                  alt={`${name} — photo ${index + 1} sur ${images.length}`}
                  sizes={LEAD_IMAGE_SIZES.product}
                  ratio={[1, 1]}
                  priority={index === 0}
                />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => go(selected - 1)}
              aria-label="Photo précédente"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(selected + 1)}
              aria-label="Photo suivante"
            >
              <ChevronRightIcon />
            </button>
            <p className={styles.counter} aria-live="polite">
              {selected + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      {many && (
        <ul className={styles.thumbs}>
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => go(index)}
                aria-label={`Afficher la photo ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
              >
                <ResponsiveImage src={url} alt="" sizes="96px" ratio={[1, 1]} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
