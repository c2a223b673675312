import { drawStone } from './gems.js';
import type { StoneName } from './palette.js';
import type { PieceContext } from './piece.js';
import { metalPaint, metalTone } from './shading.js';
import { cubicPath, num, type Point, pointsAlongCubic } from './svg.js';

export type Curve = readonly [Point, Point, Point, Point];

/** A cable chain: links alternately seen flat and edge-on, which is how a fine chain catches light. */
export function cableChain(ctx: PieceContext, curve: Curve, linkLength = 16): string {
  const links = pointsAlongCubic(...curve, linkLength * 0.78);
  const shadow = metalTone(ctx.metal, 'shadow');
  const base = metalTone(ctx.metal, 'base');
  const light = metalTone(ctx.metal, 'light');
  const body = links
    .map((link, i) => {
      const transform = `translate(${num(link.x)} ${num(link.y)}) rotate(${num(link.angle)})`;
      return i % 2
        ? `<ellipse transform="${transform}" rx="${num(linkLength / 2)}" ry="${num(linkLength * 0.13)}" fill="${light}"/>`
        : `<ellipse transform="${transform}" rx="${num(linkLength / 2)}" ry="${num(linkLength * 0.3)}" fill="none" stroke="${base}" stroke-width="${num(linkLength * 0.17)}"/>`;
    })
    .join('');
  return `<path d="${cubicPath(...curve)}" fill="none" stroke="${shadow}" stroke-opacity=".35" stroke-width="${num(linkLength * 0.2)}"/>${body}`;
}

/** A snake chain: a smooth polished rope with fine scales. */
export function snakeChain(ctx: PieceContext, curve: Curve, width = 12): string {
  const d = cubicPath(...curve);
  return (
    `<path d="${d}" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-width="${num(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${metalPaint(ctx.defs, ctx.metal, 'horizontal')}" stroke-width="${num(width * 0.8)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".35" stroke-width="${num(width * 0.8)}" stroke-dasharray="1.5 3"/>` +
    `<path d="${d}" fill="none" stroke="${metalTone(ctx.metal, 'highlight')}" stroke-opacity=".8" stroke-width="${num(width * 0.18)}" transform="translate(-1.5 -2)"/>`
  );
}

/** Beads (pearls or stones) centred on the given points. */
export function beadsAt(
  ctx: PieceContext,
  points: readonly Point[],
  stone: StoneName,
  radius: number,
): string {
  return points
    .map((p) => drawStone(ctx.defs, stone, { cx: p.x, cy: p.y, rx: radius, ry: radius, cut: 'round' }))
    .join('');
}

/** Beads strung edge to edge along the curve. */
export function beadedStrand(ctx: PieceContext, curve: Curve, stone: StoneName, radius: number): string {
  return beadsAt(ctx, pointsAlongCubic(...curve, radius * 2.05), stone, radius);
}
