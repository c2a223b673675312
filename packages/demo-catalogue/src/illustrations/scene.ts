import { createRandom, type Random } from '../random.js';
import { drawPiece, type Pose } from './art.js';
import type { ArticleArt, PieceKind } from './art-styles.js';
import { contactShadow } from './backdrop.js';
import type { MetalName, StoneName, Tone } from './palette.js';
import type { Piece } from './piece.js';
import { type LayeredSvg, layeredDocument, type SvgCanvas, SvgDefs, translate } from './svg.js';

// What the compositions of collections, events and site images share: a scene with its two layers,
// and a way to place a piece of jewellery in it.

/** The region of the canvas the subject occupies. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A piece of jewellery as a scene uses it (articles have their own look, see article-image.ts). */
export interface Jewel {
  art: ArticleArt;
  metal: MetalName;
  stone?: StoneName;
  accent?: StoneName;
}

/** A jewel in one line: `jewel('ring', 'solitaire', 'silver', { stone: 'sapphire' })`. */
export function jewel<K extends PieceKind>(
  kind: K,
  style: Extract<ArticleArt, { kind: K }>['style'],
  metal: MetalName,
  stones: { stone?: StoneName; accent?: StoneName } = {},
): Jewel {
  return { art: { kind, style } as ArticleArt, metal, ...stones };
}

export interface Scene {
  /** Definitions of the subject layer. */
  defs: SvgDefs;
  /** Definitions of the smooth backdrop layer (see LayeredSvg). */
  back: SvgDefs;
  canvas: SvgCanvas;
  random: Random;
}

/** A scene's two layers: smooth backdrop, sharp subject. */
export interface Layers {
  backdrop: string;
  subject: string;
}

export const PAPER: Tone = { top: '#fbf8f2', bottom: '#eee5d6', glow: '#ffffff', shadow: '#5a4630' };

function drawJewel(scene: Scene, jewel: Jewel, pose: Pose): Piece {
  return drawPiece(
    {
      defs: scene.defs,
      metal: jewel.metal,
      stone: jewel.stone ?? 'crystal',
      accent: jewel.accent,
      random: createRandom(`scene:${jewel.art.kind}:${jewel.art.style}`),
    },
    jewel.art,
    pose,
  );
}

/** Draws a piece `width` canvas units wide, its centre at x, y. */
export function place(
  scene: Scene,
  jewel: Jewel,
  x: number,
  y: number,
  width: number,
  rotation = 0,
  pose: Pose = 'flat',
): string {
  const piece = drawJewel(scene, jewel, pose);
  const scale = width / (piece.halfWidth * 2);
  const centre = (piece.top + piece.bottom) / 2;
  return translate(x, y, translate(0, -centre * scale, piece.markup, 0, scale), rotation);
}

/** Like `place`, but the piece stands on the surface at `floorY`. */
export function placeOn(scene: Scene, jewel: Jewel, x: number, floorY: number, width: number): string {
  const piece = drawJewel(scene, jewel, 'flat');
  const scale = width / (piece.halfWidth * 2);
  return translate(x, floorY - piece.bottom * scale, piece.markup, 0, scale);
}

/** A soft shadow, drawn in the backdrop layer. */
export function shadowUnder(
  scene: Scene,
  tone: Tone,
  x: number,
  y: number,
  width: number,
  strength = 0.3,
): string {
  return contactShadow(scene.back, tone, x, y, width * 0.5, width * 0.07, strength);
}

export function compose(canvas: SvgCanvas, seed: string, draw: (scene: Scene) => Layers): LayeredSvg {
  const scene: Scene = { defs: new SvgDefs(), back: new SvgDefs(), canvas, random: createRandom(seed) };
  const { backdrop, subject } = draw(scene);
  return layeredDocument(canvas, { defs: scene.back, body: backdrop }, { defs: scene.defs, body: subject });
}
