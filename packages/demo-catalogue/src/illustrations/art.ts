import type { ArticleArt } from './art-styles.js';
import { drawBracelet } from './bracelet.js';
import { drawBrooch } from './brooch.js';
import { drawCufflinks } from './cufflinks.js';
import { drawEarrings } from './earrings.js';
import { drawHairClip } from './hair-clip.js';
import { drawNecklace } from './necklace.js';
import type { Piece, PieceContext } from './piece.js';
import { drawRing } from './ring.js';
import { drawWatch } from './watch.js';

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
