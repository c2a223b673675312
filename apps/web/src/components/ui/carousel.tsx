import { type KeyboardEvent, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '@/hooks/use-media-query';
import styles from './carousel.module.css';
import type { CarouselApi } from './carousel-engine';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const CarouselEngine = lazy(() => import('./carousel-engine'));

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. « Meilleures ventes »… */
  label?: string;
  /** …or the id of the visible heading that names it. */
  labelledBy?: string;
  slides: ReactNode[];
  /** `products`: 2 slides per view, 4 from 768 px. `hero`: one full-width slide. */
  variant?: 'products' | 'hero';
  autoplay?: boolean;
  /** Milliseconds between slides when autoplay runs. */
  delay?: number;
}

/**
 * Slider with swipe (embla, loaded after the first screen), previous/next buttons, arrow keys, dots for the hero. Autoplay stops
 * while the pointer is over it or focus is inside, and never runs for visitors who reduce motion.
 */
export function Carousel({
  label,
  labelledBy,
  slides,
  variant = 'products',
  autoplay = false,
  delay = 5000,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    // Autoplay resumes on mouse leave by itself; resume too when focus leaves the carousel.
    const root = embla.rootNode().parentElement;
    const onFocusOut = (event: FocusEvent) => {
      if (!root?.contains(event.relatedTarget as Node | null)) embla.plugins().autoplay?.play();
    };
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      embla.off('select', sync).off('reInit', sync);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [embla, sync]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      embla?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      embla?.scrollNext();
    }
  };

  const hero = variant === 'hero';
  return (
    <section
      className={`${styles.carousel} ${hero ? styles.hero : styles.products}`}
      aria-roledescription="carrousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-live={embla ? '' : undefined}
    >
      <Suspense>
        <CarouselEngine
          viewport={viewport}
          loop={variant === 'hero'}
          reducedMotion={reducedMotion}
          autoplayDelay={autoplay ? delay : undefined}
          onReady={setEmbla}
        />
      </Suspense>
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(canPrev || canNext || hero) && slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollPrev()}
            disabled={!canPrev && !hero}
            aria-label="Diapositive précédente"
          >
            <ChevronLeftIcon />
          </button>
          {hero && snaps.length > 1 && (
            <div className={styles.dots}>
              {snaps.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per snap
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={`Aller à la diapositive ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              ))}
            </div>
          )}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollNext()}
            disabled={!canNext && !hero}
            aria-label="Diapositive suivante"
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </section>
  );
}
