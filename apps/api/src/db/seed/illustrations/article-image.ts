import { createRandom, type Random } from '../random.js';
import { bust, contactShadow, cushion, lightBeam, paperBackdrop, plinth, velvetBackdrop, vignette } from './backdrop.js';
import { type BraceletStyle, drawBracelet } from './bracelet.js';
import { type BroochStyle, drawBrooch } from './brooch.js';
import { type CufflinkStyle, drawCufflinks } from './cufflinks.js';
import { drawEarrings, type EarringStyle } from './earrings.js';
import { drawHairClip, type HairClipStyle } from './hair-clip.js';
import { drawNecklace, type NecklaceStyle } from './necklace.js';
import { DETAIL_TONES, type MetalName, STUDIO_TONES, type StoneName, type Tone, VELVET_TONES } from './palette.js';
import type { Extent, Piece, PieceContext } from './piece.js';
import { drawRing, type RingStyle } from './ring.js';
import { metalPaint, metalTone } from './shading.js';
import { type LayeredSvg, layeredDocument, num, type SvgCanvas, SvgDefs, translate } from './svg.js';
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

/** Everything that decides how an article's pictures look. */
export interface ArticleLook {
  art: ArticleArt;
  metal: MetalName;
  stone: StoneName;
  accent?: StoneName | undefined;
  /** Stable per article (its slug): the same piece on every image, with its own backdrops. */
  seed: string;
}

/** `worn`: on its display form (a necklace around a neck form); `flat`: on its own. */
export type Pose = 'flat' | 'worn';

export function drawPiece(ctx: PieceContext, art: ArticleArt, pose: Pose = 'flat'): Piece & { hangs?: boolean } {
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

function pieceFor(look: ArticleLook, defs: SvgDefs, pose: Pose = 'flat'): Piece & { hangs?: boolean } {
  return drawPiece(
    { defs, metal: look.metal, stone: look.stone, accent: look.accent, random: createRandom(`${look.seed}:piece`) },
    look.art,
    pose,
  );
}

/** The part of the piece a close-up frames (a watch's case, a necklace's pendant). */
function focusOf(piece: Piece): Extent {
  return piece.focus ?? piece;
}

/** Scale that fits a piece in a box, and the offset that centres it there. */
function fit(piece: Extent, boxWidth: number, boxHeight: number): { scale: number; centreOffset: number } {
  const height = piece.bottom - piece.top;
  const scale = Math.min(boxWidth / (piece.halfWidth * 2), boxHeight / height);
  return { scale, centreOffset: -(piece.top + height / 2) * scale };
}

/** The piece alone on light paper, as on a product page. */
function studio(look: ArticleLook, canvas: SvgCanvas, random: Random): LayeredSvg {
  const back = new SvgDefs();
  const front = new SvgDefs();
  const tone = random.pick(STUDIO_TONES);
  const piece = pieceFor(look, front);
  // Tall, narrow pieces (a watch and its strap) may use more of the height.
  const tall = piece.bottom - piece.top > piece.halfWidth * 3.5;
  const { scale, centreOffset } = fit(piece, canvas.width * 0.68, canvas.height * (tall ? 0.8 : 0.62));
  const cx = canvas.width / 2;
  const cy = canvas.height * (tall ? 0.49 : 0.47) + centreOffset;
  const floor = cy + piece.bottom * scale;
  return layeredDocument(
    canvas,
    {
      defs: back,
      body:
        paperBackdrop(back, canvas, tone) +
        contactShadow(back, tone, cx, floor + 6, piece.halfWidth * scale * 0.95, 26, 0.34),
    },
    { defs: front, body: translate(cx, cy, piece.markup, 0, scale) },
  );
}

/** A close, slightly turned view in warm window light. */
function detail(look: ArticleLook, canvas: SvgCanvas, random: Random): LayeredSvg {
  const back = new SvgDefs();
  const front = new SvgDefs();
  const tone = random.pick(DETAIL_TONES);
  const piece = pieceFor(look, front);
  const focus = focusOf(piece);
  const { scale, centreOffset } = fit(focus, canvas.width * 0.8, canvas.height * 0.78);
  const rotation = random.pick([-1, 1]) * random.between(8, 15);
  const cx = canvas.width * random.between(0.48, 0.52);
  const cy = canvas.height * 0.52 + centreOffset;
  return layeredDocument(
    canvas,
    {
      defs: back,
      body:
        paperBackdrop(back, canvas, tone, 0.35, 0.3) +
        lightBeam(back, canvas, rotation < 0, 0.28) +
        vignette(back, canvas, tone.shadow, 0.18) +
        contactShadow(back, tone, cx + 30, cy + focus.bottom * scale, focus.halfWidth * scale * 0.9, 40, 0.22),
    },
    { defs: front, body: translate(cx, cy, piece.markup, rotation, scale) },
  );
}

/** A brass display bar for earrings that hang. */
function displayBar(defs: SvgDefs, canvas: SvgCanvas, y: number): string {
  const paint = metalPaint(defs, 'gold', 'vertical');
  const w = canvas.width;
  return (
    `<rect x="${num(w * 0.12)}" y="${num(y - 4)}" width="${num(w * 0.76)}" height="16" rx="8" fill="${metalTone('gold', 'shadow')}" opacity=".5" transform="translate(0 10)"/>` +
    `<rect x="${num(w * 0.12)}" y="${num(y - 8)}" width="${num(w * 0.76)}" height="16" rx="8" fill="${paint}"/>`
  );
}

function onNeckForm(look: ArticleLook, canvas: SvgCanvas, defs: SvgDefs, tone: Tone): string {
  const piece = pieceFor(look, defs, 'worn');
  const zoom = 1.3;
  const cx = canvas.width / 2;
  return (
    translate(cx, 0, bust(defs, tone, 0, { ...canvas, height: canvas.height / zoom }), 0, zoom) +
    translate(cx, canvas.height * 0.36, piece.markup, 0, zoom)
  );
}

function onBar(canvas: SvgCanvas, defs: SvgDefs, piece: Piece): string {
  const { scale } = fit(piece, canvas.width * 0.66, canvas.height * 0.56);
  const barY = canvas.height * 0.3;
  return displayBar(defs, canvas, barY) + translate(canvas.width / 2, barY + 4, piece.markup, 0, scale);
}

/** Standing on a plinth, or lying on its top when `lying` (bracelets). */
function onPlinth(canvas: SvgCanvas, defs: SvgDefs, tone: Tone, piece: Piece, random: Random, lying: boolean): string {
  const cx = canvas.width / 2;
  const plinthTop = canvas.height * (lying ? 0.6 : 0.7);
  const radius = lying ? 330 : 270;
  const material = random.pick(['travertine', 'marble', 'velvet'] as const);
  if (lying) {
    const { scale, centreOffset } = fit(piece, radius * 1.6, canvas.height * 0.5);
    return (
      plinth(defs, material, tone, cx, plinthTop, radius, 500) +
      contactShadow(defs, tone, cx, plinthTop + 12, piece.halfWidth * scale, piece.halfWidth * scale * 0.4, 0.4) +
      translate(cx, plinthTop - 10 + centreOffset * 0.2, piece.markup, 0, scale)
    );
  }
  const { scale } = fit(piece, canvas.width * 0.52, canvas.height * 0.46);
  const cy = plinthTop - piece.bottom * scale - 4;
  return (
    plinth(defs, material, tone, cx, plinthTop, radius, 400) +
    contactShadow(defs, tone, cx, plinthTop + 2, piece.halfWidth * scale * 0.9, 18, 0.45) +
    translate(cx, cy, piece.markup, 0, scale)
  );
}

/** A watch on a velvet cushion, its strap tucked behind it. */
function onCushion(canvas: SvgCanvas, defs: SvgDefs, tone: Tone, piece: Piece): string {
  const cx = canvas.width / 2;
  const cy = canvas.height * 0.5;
  const focus = focusOf(piece);
  const { scale } = fit(focus, canvas.width * 0.5, canvas.height * 0.5);
  const pad = cushion(defs, tone, cx, cy, 200, 300);
  const clip = defs.define('cushion-clip', (id) => `<clipPath id="${id}"><path d="${pad.outline}"/></clipPath>`);
  return (
    contactShadow(defs, tone, cx, cy + 300, 230, 40, 0.5) +
    pad.markup +
    `<g clip-path="${clip}">${translate(cx, cy, piece.markup, 0, scale)}</g>`
  );
}

/** On display on velvet: a neck form for necklaces, a bar for hanging earrings, a plinth for the rest. */
function staged(look: ArticleLook, canvas: SvgCanvas, random: Random): LayeredSvg {
  const back = new SvgDefs();
  const front = new SvgDefs();
  const tone = random.pick(VELVET_TONES);
  let subject: string;
  if (look.art.kind === 'necklace') {
    subject = onNeckForm(look, canvas, front, tone);
  } else {
    const piece = pieceFor(look, front);
    if (piece.hangs) subject = onBar(canvas, front, piece);
    else if (look.art.kind === 'watch') subject = onCushion(canvas, front, tone, piece);
    else subject = onPlinth(canvas, front, tone, piece, random, look.art.kind === 'bracelet');
  }
  return layeredDocument(
    canvas,
    { defs: back, body: velvetBackdrop(back, canvas, tone) + vignette(back, canvas, tone.shadow, 0.4) },
    { defs: front, body: subject },
  );
}

const COMPOSITIONS = [studio, detail, staged] as const;

/** Image `index` (0, 1, 2) of an article: studio shot, close-up, then staged. */
export function drawArticleImage(look: ArticleLook, index: number, canvas: SvgCanvas): LayeredSvg {
  const compose = COMPOSITIONS[index % COMPOSITIONS.length] as (typeof COMPOSITIONS)[number];
  return compose(look, canvas, createRandom(`${look.seed}:${index}`));
}
