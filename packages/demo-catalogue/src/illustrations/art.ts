import { type BraceletStyle, drawBracelet } from './bracelet.js';
import { type BroochStyle, drawBrooch } from './brooch.js';
import { type CufflinkStyle, drawCufflinks } from './cufflinks.js';
import { drawEarrings, type EarringStyle } from './earrings.js';
import { drawHairClip, type HairClipStyle } from './hair-clip.js';
import { drawNecklace, type NecklaceStyle } from './necklace.js';
import type { Piece, PieceContext } from './piece.js';
import { drawRing, type RingStyle } from './ring.js';
import { drawWatch, type WatchStyle } from './watch.js';

/** What to draw for an article: the kind of piece and its design. */
export type ArticleArt =
  | { kind: 'ring'; style: RingStyle }
  | { kind: 'necklace'; style: NecklaceStyle }
  | { kind: 'bracelet'; style: BraceletStyle }
  | { kind: 'earrings'; style: EarringStyle }
  | { kind: 'watch'; style: WatchStyle }
  | { kind: 'brooch'; style: BroochStyle }
  | { kind: 'hairClip'; style: HairClipStyle }
  | { kind: 'cufflinks'; style: CufflinkStyle };
export type PieceKind = ArticleArt['kind'];

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
