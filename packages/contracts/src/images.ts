// Images made by the shop (demo catalogue, uploads) are stored in several widths and two formats:
//   /storage/<folder>/<name>-<width>.webp and .avif, for every width of IMAGE_WIDTHS.
// The stored URL is the DEFAULT_IMAGE_WIDTH WebP; the other variants follow from its name. Any other
// URL (an image the owner links by hand) is used as it is.

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
const DEFAULT_IMAGE_WIDTH = 800;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const VARIANT_URL = new RegExp(`^(/storage/.+)-${DEFAULT_IMAGE_WIDTH}\\.webp$`);

/** The stored URL of an image whose variants start with `base` (e.g. `/storage/catalogue/x`). */
export function variantUrl(
  base: string,
  width: number = DEFAULT_IMAGE_WIDTH,
  format: ImageFormat = 'webp',
): string {
  return `${base}-${width}.${format}`;
}

export interface ResponsiveImage {
  src: string;
  /** `srcset` per format, best format first; empty for images without variants. */
  sources: Array<{ type: `image/${ImageFormat}`; srcSet: string }>;
}

export function responsiveImage(url: string): ResponsiveImage {
  const base = VARIANT_URL.exec(url)?.[1];
  if (!base) return { src: url, sources: [] };
  return {
    src: url,
    sources: IMAGE_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: IMAGE_WIDTHS.map((width) => `${variantUrl(base, width, format)} ${width}w`).join(', '),
    })),
  };
}

/**
 * How wide the first picture of a page is drawn (its `sizes`), for the page and for the server that
 * preloads it: the two must agree, or the browser fetches the picture twice.
 */
export const LEAD_IMAGE_SIZES = {
  hero: '100vw',
  product: '(min-width: 992px) 50vw, 100vw',
} as const;
