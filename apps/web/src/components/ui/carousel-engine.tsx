import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

interface CarouselEngineProps {
  viewport: HTMLElement | null;
  loop: boolean;
  reducedMotion: boolean;
  /** Milliseconds between slides when it plays by itself; none, it waits for the visitor. */
  autoplayDelay: number | undefined;
  onReady: (api: CarouselApi | undefined) => void;
}

/**
 * What makes a carousel move (embla: swipe, snaps, autoplay), drawing nothing. Its slides are drawn
 * without it, so the first screen does not wait for this module: it comes in after.
 */
export default function CarouselEngine({
  viewport,
  loop,
  reducedMotion,
  autoplayDelay,
  onReady,
}: CarouselEngineProps) {
  const plugins =
    autoplayDelay !== undefined && !reducedMotion
      ? [
          Autoplay({
            delay: autoplayDelay,
            stopOnMouseEnter: true,
            stopOnInteraction: false,
            stopOnFocusIn: true,
          }),
        ]
      : [];
  const [viewportRef, embla] = useEmblaCarousel(
    { align: 'start', loop, slidesToScroll: 'auto', duration: reducedMotion ? 1 : 28 },
    plugins,
  );
  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return null;
}
