import type { Random } from '../random.js';
import { bust, contactShadow, cushion, plinth } from './backdrop.js';
import type { Tone } from './palette.js';
import { fit, focusOf, type Piece } from './piece.js';
import { metalPaint, metalTone } from './shading.js';
import { num, type SvgCanvas, type SvgDefs, translate } from './svg.js';

// How a piece is displayed in its staged picture, on velvet.

/** A brass display bar for earrings that hang. */
function displayBar(defs: SvgDefs, canvas: SvgCanvas, y: number): string {
  const paint = metalPaint(defs, 'gold', 'vertical');
  const w = canvas.width;
  return (
    `<rect x="${num(w * 0.12)}" y="${num(y - 4)}" width="${num(w * 0.76)}" height="16" rx="8" fill="${metalTone('gold', 'shadow')}" opacity=".5" transform="translate(0 10)"/>` +
    `<rect x="${num(w * 0.12)}" y="${num(y - 8)}" width="${num(w * 0.76)}" height="16" rx="8" fill="${paint}"/>`
  );
}

/** A necklace drawn `worn`, around a velvet neck form. */
export function onNeckForm(canvas: SvgCanvas, defs: SvgDefs, tone: Tone, piece: Piece): string {
  const zoom = 1.3;
  const cx = canvas.width / 2;
  return (
    translate(cx, 0, bust(defs, tone, 0, { ...canvas, height: canvas.height / zoom }), 0, zoom) +
    translate(cx, canvas.height * 0.36, piece.markup, 0, zoom)
  );
}

/** Earrings hanging from a brass bar. */
export function onBar(canvas: SvgCanvas, defs: SvgDefs, piece: Piece): string {
  const { scale } = fit(piece, canvas.width * 0.66, canvas.height * 0.56);
  const barY = canvas.height * 0.3;
  return displayBar(defs, canvas, barY) + translate(canvas.width / 2, barY + 4, piece.markup, 0, scale);
}

/** Standing on a plinth, or lying on its top when `lying` (bracelets). */
export function onPlinth(
  canvas: SvgCanvas,
  defs: SvgDefs,
  tone: Tone,
  piece: Piece,
  random: Random,
  lying: boolean,
): string {
  const cx = canvas.width / 2;
  const plinthTop = canvas.height * (lying ? 0.6 : 0.7);
  const radius = lying ? 330 : 270;
  const material = random.pick(['travertine', 'marble', 'velvet'] as const);
  if (lying) {
    const { scale, centreOffset } = fit(piece, radius * 1.6, canvas.height * 0.5);
    return (
      plinth(defs, material, tone, cx, plinthTop, radius, 500) +
      contactShadow(
        defs,
        tone,
        cx,
        plinthTop + 12,
        piece.halfWidth * scale,
        piece.halfWidth * scale * 0.4,
        0.4,
      ) +
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
export function onCushion(canvas: SvgCanvas, defs: SvgDefs, tone: Tone, piece: Piece): string {
  const cx = canvas.width / 2;
  const cy = canvas.height * 0.5;
  const focus = focusOf(piece);
  const { scale } = fit(focus, canvas.width * 0.5, canvas.height * 0.5);
  const pad = cushion(defs, tone, cx, cy, 200, 300);
  const clip = defs.define(
    'cushion-clip',
    (id) => `<clipPath id="${id}"><path d="${pad.outline}"/></clipPath>`,
  );
  return (
    contactShadow(defs, tone, cx, cy + 300, 230, 40, 0.5) +
    pad.markup +
    `<g clip-path="${clip}">${translate(cx, cy, piece.markup, 0, scale)}</g>`
  );
}
