import { responsiveImage } from '@vitrine/contracts';
import type { CSSProperties } from 'react';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Intrinsic ratio, e.g. [1, 1] or [4, 3]; reserves the space so nothing shifts when it loads. */
  ratio: readonly [number, number];
  /** Above the fold: loaded eagerly and early (the LCP image). */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A <picture> with AVIF and WebP width variants (400/800/1600) when the shop made them. */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  ratio,
  priority = false,
  className,
  style,
}: ResponsiveImageProps) {
  const image = responsiveImage(src);
  const [w, h] = ratio;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={w * 400}
        height={h * 400}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
        // A parent may set --img-ratio to draw the image at another fixed ratio (e.g. on phones).
        style={{
          aspectRatio: `var(--img-ratio, ${w} / ${h})`,
          objectFit: 'cover',
          width: '100%',
          height: 'auto',
          ...style,
        }}
      />
    </picture>
  );
}
