import { drawBracelet } from './bracelet.js';
import { drawBrooch } from './brooch.js';
import { drawCufflinks } from './cufflinks.js';
import { drawEarrings } from './earrings.js';
import { drawHairClip } from './hair-clip.js';
import { drawNecklace, NECKLACE_STYLES } from './necklace.js';
import type { Piece, PieceContext } from './piece.js';
import { drawRing } from './ring.js';
import { drawWatch, WATCH_STYLES } from './watch.js';

/** The designs of each kind of piece (necklaces and watches list theirs in their own design tables). */
export const ART_STYLES = {
  ring: [
    'solitaire',
    'emeraldCut',
    'pearl',
    'flower',
    'band',
    'hammered',
    'pave',
    'duo',
    'channel',
    'signet',
    'signetStar',
    'signetInlay',
  ],
  necklace: NECKLACE_STYLES,
  bracelet: [
    'bangle',
    'hammeredBangle',
    'pearlBangle',
    'enamelBangle',
    'openBangle',
    'charmStar',
    'charmKhomsa',
    'curbPlate',
    'beadChain',
    'stoneChain',
    'engravedCuff',
    'enamelCuff',
    'turquoiseCuff',
    'plainCuff',
    'leatherCuff',
  ],
  earrings: [
    'hoop',
    'hoopTextured',
    'hoopLarge',
    'hoopSmall',
    'hoopPearl',
    'hoopCoral',
    'studStone',
    'studPearl',
    'studStar',
    'studFlower',
    'studOnyx',
    'dropStone',
    'dropPearl',
    'dropTurquoise',
    'dropCrescent',
    'dropTassel',
    'chandelier',
  ],
  watch: WATCH_STYLES,
  brooch: ['jasmine', 'olive', 'crescentStar', 'coral'],
  hairClip: ['pearlBar', 'hammered', 'stars', 'nacre'],
  cufflinks: ['onyx', 'star', 'sapphire'],
} as const;
type Styles = typeof ART_STYLES;
export type PieceKind = keyof Styles;
export type StyleOf<K extends PieceKind> = Styles[K][number];

/** What to draw for an article: the kind of piece and its design. */
export type ArticleArt = { [K in PieceKind]: { kind: K; style: StyleOf<K> } }[PieceKind];

/** `worn`: on its display form (a necklace around a neck form); `flat`: on its own. */
export type Pose = 'flat' | 'worn';

export function drawPiece(
  ctx: PieceContext,
  art: ArticleArt,
  pose: Pose = 'flat',
): Piece & { hangs?: boolean } {
  switch (art.kind) {
    case 'ring':
      return drawRing(ctx, art.style);
    case 'necklace':
      return drawNecklace(ctx, art.style, pose);
    case 'bracelet':
      return drawBracelet(ctx, art.style);
    case 'earrings':
      return drawEarrings(ctx, art.style);
    case 'watch':
      return drawWatch(ctx, art.style);
    case 'brooch':
      return drawBrooch(ctx, art.style);
    case 'hairClip':
      return drawHairClip(ctx, art.style);
    case 'cufflinks':
      return drawCufflinks(ctx, art.style);
  }
}
