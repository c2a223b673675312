import { IMAGE_WIDTHS } from '@vitrine/contracts';
import type { SvgCanvas } from './illustrations/svg.js';

/**
 * The demo images by kind: where their files live under the storage folder (and /storage/…), and
 * their aspect ratio, the same at every width. Web code can read this to reserve the right space.
 */
export const DEMO_IMAGE_KINDS = {
  /** Article gallery images (ArticleImage, Article.image). */
  article: { folder: 'catalogue', aspect: { width: 1, height: 1 } },
  collection: { folder: 'collections', aspect: { width: 4, height: 3 } },
  event: { folder: 'events', aspect: { width: 4, height: 3 } },
  /** Site images 0–2. The subject sits in the right 55 %: the left 45 % is calm, for a headline. */
  hero: { folder: 'site', aspect: { width: 2, height: 1 } },
  /** Site images 3–5. */
  banner: { folder: 'site', aspect: { width: 4, height: 5 } },
  /** Site images 6–11. */
  social: { folder: 'site', aspect: { width: 1, height: 1 } },
} as const;
export type DemoImageKind = keyof typeof DEMO_IMAGE_KINDS;

export interface Aspect {
  width: number;
  height: number;
}

const KINDS: ReadonlyArray<{ folder: string; aspect: Aspect }> = Object.values(DEMO_IMAGE_KINDS);
const sameShape = (a: Aspect, b: Aspect) => a.width * b.height === a.height * b.width;
/**
 * The storage folders of the demo drawings, each with the shape its drawings share (square where
 * kinds of several shapes share a folder, as in `site`): what a placeholder should look like there.
 */
export const DEMO_IMAGE_FOLDERS: Readonly<Record<string, Aspect>> = Object.fromEntries(
  KINDS.map(({ folder, aspect }) => [
    folder,
    KINDS.every((kind) => kind.folder !== folder || sameShape(kind.aspect, aspect))
      ? aspect
      : { width: 1, height: 1 },
  ]),
);

/** The share of a hero's width, from the left, kept free of the subject for overlaid text. */
export const HERO_TEXT_AREA = 0.45;

const VIEWBOX_WIDTH = 1000;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/** The drawing canvas of a kind: 1000 units wide, rendered at the largest variant width. */
export function canvasFor(kind: DemoImageKind): SvgCanvas {
  const { width, height } = DEMO_IMAGE_KINDS[kind].aspect;
  return {
    width: VIEWBOX_WIDTH,
    height: (VIEWBOX_WIDTH * height) / width,
    pixelWidth: LARGEST_WIDTH,
    pixelHeight: Math.round((LARGEST_WIDTH * height) / width),
  };
}
