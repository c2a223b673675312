import type { Random } from '../random.js';
import type { MetalName, StoneName } from './palette.js';
import type { SvgDefs } from './svg.js';

/** What a piece is made of, and where to register its gradients. */
export interface PieceContext {
  defs: SvgDefs;
  metal: MetalName;
  /** The main stone; pieces without one ignore it. */
  stone: StoneName;
  /** A second stone or enamel colour, when the article has one. */
  accent: StoneName | undefined;
  /** Seeded by the article, so every image of an article shows the same piece. */
  random: Random;
}

/** How far a drawing reaches around its origin, in its own units. */
export interface Extent {
  halfWidth: number;
  top: number;
  bottom: number;
}

/** A drawing centred on the origin, with the extents compositions need to frame it and cast its shadow. */
export interface Piece extends Extent {
  markup: string;
  /** The part a close-up frames, when it is not the whole piece (a watch's case, a pendant). */
  focus?: Extent | undefined;
}

/** The part of the piece a close-up frames (a watch's case, a necklace's pendant). */
export function focusOf(piece: Piece): Extent {
  return piece.focus ?? piece;
}

/** Scale that fits a piece in a box, and the offset that centres it there. */
export function fit(
  piece: Extent,
  boxWidth: number,
  boxHeight: number,
): { scale: number; centreOffset: number } {
  const height = piece.bottom - piece.top;
  const scale = Math.min(boxWidth / (piece.halfWidth * 2), boxHeight / height);
  return { scale, centreOffset: -(piece.top + height / 2) * scale };
}
