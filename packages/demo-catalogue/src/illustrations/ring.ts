import type { StyleOf } from './art-styles.js';
import { drawStone, sparkle } from './gems.js';
import type { Piece, PieceContext } from './piece.js';
import { innerMetalPaint, metalPaint, metalTone, satinPaint } from './shading.js';
import { ellipsePath, num, type SvgDefs } from './svg.js';

export type RingStyle = StyleOf<'ring'>;

// An upright ring seen slightly from above: the front face of the band, the top of the band behind
// it (a crescent above) and its inside (a crescent in the hole, below).
const RADIUS = 200;
const CENTRE_Y = 30;

interface BandGeometry {
  radius: number;
  thickness: number;
  /** How much of the band's width shows, from the slight top view. */
  depth: number;
}

/** The part of ellipse A (centre cy) outside the same ellipse moved up by `shift`: a crescent below or above. */
function crescent(cy: number, rx: number, ry: number, shift: number, side: 'below' | 'above'): string {
  const yi = cy - shift / 2;
  const xi = rx * Math.sqrt(Math.max(0, 1 - (shift / 2 / ry) ** 2));
  if (side === 'below') {
    return `M${num(-xi)} ${num(yi)}A${num(rx)} ${num(ry)} 0 1 0 ${num(xi)} ${num(yi)}A${num(rx)} ${num(ry)} 0 0 1 ${num(-xi)} ${num(yi)}Z`;
  }
  const yTop = cy - shift;
  const yj = yTop + shift / 2;
  return `M${num(-xi)} ${num(yj)}A${num(rx)} ${num(ry)} 0 1 1 ${num(xi)} ${num(yj)}A${num(rx)} ${num(ry)} 0 0 0 ${num(-xi)} ${num(yj)}Z`;
}

function band(defs: SvgDefs, ctx: PieceContext, geometry: BandGeometry, cx = 0): string {
  const { radius, thickness, depth } = geometry;
  const inner = radius - thickness;
  const m = ctx.metal;
  return (
    `<g transform="translate(${num(cx)} 0)">` +
    `<path fill="${satinPaint(defs, m, 'vertical')}" d="${crescent(CENTRE_Y, radius, radius, depth, 'above')}"/>` +
    `<path fill="${innerMetalPaint(defs, m)}" d="${crescent(CENTRE_Y, inner, inner, depth, 'below')}"/>` +
    `<path fill-rule="evenodd" fill="${metalPaint(defs, m, 'diagonal')}" d="${ellipsePath(0, CENTRE_Y, radius, radius)}${ellipsePath(0, CENTRE_Y, inner, inner)}"/>` +
    // A thin bright line where the front face meets the top of the band.
    `<path fill="none" stroke="${metalTone(m, 'highlight')}" stroke-opacity=".7" stroke-width="3" stroke-linecap="round" ` +
    `d="M${num(-radius * 0.92)} ${num(CENTRE_Y - radius * 0.39)}A${radius} ${radius} 0 0 1 ${num(radius * 0.3)} ${num(CENTRE_Y - radius * 0.95)}"/>` +
    `<path fill="none" stroke="${metalTone(m, 'shadow')}" stroke-opacity=".5" stroke-width="2" d="${ellipsePath(0, CENTRE_Y, inner, inner)}"/>` +
    `</g>`
  );
}

const TOP_OF_BAND = CENTRE_Y - RADIUS;

/** A prong gripping the stone's edge at `angle` degrees around its centre. */
function claw(ctx: PieceContext, cx: number, cy: number, rx: number, ry: number, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const x = cx + Math.cos(a) * rx * 0.92;
  const y = cy + Math.sin(a) * ry * 0.92;
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle + 90)})">` +
    `<ellipse rx="11" ry="15" fill="${metalPaint(ctx.defs, ctx.metal, 'horizontal')}"/>` +
    `<ellipse cx="-3" cy="-4" rx="4" ry="5" fill="${metalTone(ctx.metal, 'highlight')}" opacity=".8"/></g>`
  );
}

/** The little basket under a raised stone. */
function gallery(ctx: PieceContext, width: number, height: number): string {
  const y = TOP_OF_BAND;
  return `<path fill="${metalPaint(ctx.defs, ctx.metal, 'horizontal')}" d="M${num(-width / 2)} ${num(y - height)}L${num(width / 2)} ${num(y - height)}L${num(width * 0.22)} ${num(y + 14)}L${num(-width * 0.22)} ${num(y + 14)}Z"/>`;
}

function solitaireHead(ctx: PieceContext): string {
  const cy = TOP_OF_BAND - 78;
  const rx = 82;
  const ry = 76;
  return (
    gallery(ctx, 110, 44) +
    drawStone(ctx.defs, ctx.stone, { cx: 0, cy, rx, ry, cut: 'round' }) +
    [-135, -45, 45, 135].map((angle) => claw(ctx, 0, cy, rx, ry, angle)).join('')
  );
}

function emeraldHead(ctx: PieceContext): string {
  const cy = TOP_OF_BAND - 66;
  const rx = 92;
  const ry = 66;
  return (
    gallery(ctx, 120, 30) +
    drawStone(ctx.defs, ctx.stone, { cx: 0, cy, rx, ry, cut: 'emerald' }) +
    [-140, -40, 40, 140].map((angle) => claw(ctx, 0, cy, rx * 1.05, ry * 1.1, angle)).join('')
  );
}

function pearlHead(ctx: PieceContext): string {
  const cy = TOP_OF_BAND - 62;
  return (
    `<ellipse cx="0" cy="${num(TOP_OF_BAND - 4)}" rx="34" ry="16" fill="${metalPaint(ctx.defs, ctx.metal, 'horizontal')}"/>` +
    drawStone(ctx.defs, 'pearl', { cx: 0, cy, rx: 64, ry: 64 })
  );
}

function flowerHead(ctx: PieceContext): string {
  const cy = TOP_OF_BAND - 60;
  const petals = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2 - Math.PI / 2;
    return drawStone(ctx.defs, 'pearl', {
      cx: Math.cos(angle) * 50,
      cy: cy + Math.sin(angle) * 46,
      rx: 30,
      ry: 30,
    });
  });
  const centre = ctx.accent ?? (ctx.stone === 'pearl' ? 'crystal' : ctx.stone);
  return (
    gallery(ctx, 80, 24) +
    `<circle cx="0" cy="${num(cy)}" r="74" fill="${metalPaint(ctx.defs, ctx.metal, 'diagonal')}"/>` +
    petals.join('') +
    `<circle cx="0" cy="${num(cy)}" r="28" fill="${metalPaint(ctx.defs, ctx.metal, 'antidiagonal')}"/>` +
    drawStone(ctx.defs, centre, { cx: 0, cy, rx: 22, ry: 22, cut: 'round' })
  );
}

/** Small stones set along the front face, from `from` to `to` degrees (0 = right, 90 = bottom). */
function setStones(
  ctx: PieceContext,
  radius: number,
  from: number,
  to: number,
  count: number,
  size: number,
): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    const x = Math.cos(angle) * radius;
    const y = CENTRE_Y + Math.sin(angle) * radius;
    return (
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size + 3)}" fill="${metalTone(ctx.metal, 'shadow')}" opacity=".6"/>` +
      drawStone(ctx.defs, ctx.stone, { cx: x, cy: y, rx: size, ry: size, cut: 'round' })
    );
  }).join('');
}

function hammeredFacets(ctx: PieceContext): string {
  const dents = Array.from({ length: 46 }, () => {
    const angle = ctx.random.between(0, Math.PI * 2);
    const r = ctx.random.between(RADIUS - 30, RADIUS - 6);
    const light = ctx.random.chance(0.5);
    return `<ellipse cx="${num(Math.cos(angle) * r)}" cy="${num(CENTRE_Y + Math.sin(angle) * r)}" rx="${num(ctx.random.between(6, 11))}" ry="${num(ctx.random.between(4, 7))}" transform="rotate(${num((angle * 180) / Math.PI + 90)} ${num(Math.cos(angle) * r)} ${num(CENTRE_Y + Math.sin(angle) * r)})" fill="${light ? '#fff' : metalTone(ctx.metal, 'shadow')}" opacity="${light ? 0.45 : 0.3}"/>`;
  });
  return dents.join('');
}

/** The flat top of a signet ring, with its shoulders. */
function signetHead(ctx: PieceContext, face: 'plain' | 'star' | 'inlay'): string {
  const defs = ctx.defs;
  const cy = TOP_OF_BAND - 8;
  const plate =
    `<path fill="${metalPaint(defs, ctx.metal, 'horizontal')}" d="M-150 ${num(cy + 70)}C-150 ${num(cy)} -130 ${num(cy - 50)} 0 ${num(cy - 56)}C130 ${num(cy - 50)} 150 ${num(cy)} 150 ${num(cy + 70)}Z"/>` +
    `<ellipse cx="0" cy="${num(cy - 16)}" rx="128" ry="66" fill="${metalTone(ctx.metal, 'shadow')}"/>` +
    `<ellipse cx="0" cy="${num(cy - 22)}" rx="124" ry="62" fill="${satinPaint(defs, ctx.metal, 'diagonal')}"/>`;
  if (face === 'inlay') {
    return (
      plate +
      drawStone(defs, ctx.accent ?? ctx.stone, { cx: 0, cy: cy - 22, rx: 96, ry: 44 }) +
      `<ellipse cx="0" cy="${num(cy - 22)}" rx="98" ry="46" fill="none" stroke="${metalTone(ctx.metal, 'light')}" stroke-width="4"/>`
    );
  }
  if (face === 'star') {
    const square = (rotation: number) =>
      `<rect x="-34" y="-34" width="68" height="68" transform="rotate(${rotation})" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-width="5" stroke-linejoin="round"/>`;
    return (
      plate +
      `<g transform="translate(0 ${num(cy - 22)}) scale(1 .5)">${square(0)}${square(45)}<circle r="12" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-width="4"/></g>`
    );
  }
  return (
    plate +
    `<ellipse cx="0" cy="${num(cy - 22)}" rx="104" ry="50" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".55" stroke-width="3"/>`
  );
}

export function drawRing(ctx: PieceContext, style: RingStyle): Piece {
  const defs = ctx.defs;
  const standard: BandGeometry = { radius: RADIUS, thickness: 26, depth: 30 };
  const piece = (markup: string, top: number): Piece => ({
    markup,
    halfWidth: RADIUS,
    top,
    bottom: CENTRE_Y + RADIUS,
  });
  switch (style) {
    case 'solitaire':
      return piece(
        band(defs, ctx, { ...standard, thickness: 22, depth: 20 }) + solitaireHead(ctx),
        TOP_OF_BAND - 160,
      );
    case 'emeraldCut':
      return piece(band(defs, ctx, standard) + emeraldHead(ctx), TOP_OF_BAND - 120);
    case 'pearl':
      return piece(
        band(defs, ctx, { ...standard, thickness: 22, depth: 20 }) + pearlHead(ctx),
        TOP_OF_BAND - 130,
      );
    case 'flower':
      return piece(
        band(defs, ctx, { ...standard, thickness: 22, depth: 20 }) + flowerHead(ctx),
        TOP_OF_BAND - 140,
      );
    case 'band':
      return piece(band(defs, ctx, { ...standard, thickness: 30, depth: 34 }), TOP_OF_BAND - 34);
    case 'hammered':
      return piece(
        band(defs, ctx, { ...standard, thickness: 34, depth: 50 }) + hammeredFacets(ctx),
        TOP_OF_BAND - 50,
      );
    case 'pave':
      return piece(
        band(defs, ctx, { ...standard, thickness: 30, depth: 40 }) +
          setStones(ctx, RADIUS - 15, 200, 340, 11, 10) +
          sparkle(-120, TOP_OF_BAND + 40, 20),
        TOP_OF_BAND - 40,
      );
    case 'channel':
      return piece(
        band(defs, ctx, { ...standard, thickness: 34, depth: 50 }) +
          setStones(ctx, RADIUS - 17, 235, 305, 5, 13),
        TOP_OF_BAND - 50,
      );
    case 'duo':
      return {
        markup:
          `<g transform="translate(-95 10) rotate(-8) scale(.86)">${band(defs, ctx, { ...standard, thickness: 30, depth: 56 })}</g>` +
          `<g transform="translate(95 -10) rotate(8) scale(.86)">${band(defs, { ...ctx, metal: ctx.metal === 'gold' ? 'platinum' : 'gold' }, { ...standard, thickness: 24, depth: 48 })}</g>`,
        halfWidth: RADIUS + 100,
        top: TOP_OF_BAND - 40,
        bottom: CENTRE_Y + RADIUS,
      };
    case 'signet':
    case 'signetStar':
    case 'signetInlay':
      return piece(
        band(defs, ctx, { ...standard, thickness: 36, depth: 40 }) +
          signetHead(ctx, style === 'signet' ? 'plain' : style === 'signetStar' ? 'star' : 'inlay'),
        TOP_OF_BAND - 70,
      );
  }
}
