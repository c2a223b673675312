import type { StyleOf } from './art-styles.js';
import { drawStone } from './gems.js';
import type { Piece, PieceContext } from './piece.js';
import { metalPaint, metalTone, satinPaint } from './shading.js';
import { translate } from './svg.js';

export type CufflinkStyle = StyleOf<'cufflinks'>;

function face(ctx: PieceContext, style: CufflinkStyle): string {
  const defs = ctx.defs;
  if (style === 'onyx') {
    return (
      `<rect x="-90" y="-90" width="180" height="180" rx="18" fill="${metalPaint(defs, ctx.metal)}"/>` +
      `<rect x="-72" y="-72" width="144" height="144" rx="10" fill="#141414"/>` +
      `<path d="M-72 -62Q-72 -72 -62 -72L40 -72L-72 40Z" fill="#fff" opacity=".12"/>`
    );
  }
  if (style === 'star') {
    const square = (rotation: number) =>
      `<rect x="-44" y="-44" width="88" height="88" transform="rotate(${rotation})" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-width="6" stroke-linejoin="round"/>`;
    return (
      `<circle r="96" fill="${metalPaint(defs, ctx.metal)}"/>` +
      `<circle r="80" fill="${satinPaint(defs, ctx.metal, 'antidiagonal')}"/>` +
      square(0) +
      square(45) +
      `<circle r="14" fill="${metalTone(ctx.metal, 'shadow')}"/>`
    );
  }
  return (
    `<circle r="96" fill="${metalPaint(defs, ctx.metal)}"/>` +
    drawStone(defs, ctx.stone, { cx: 0, cy: 0, rx: 78, ry: 78 })
  );
}

/** The swivel bar behind the face, showing below it. */
function toggle(ctx: PieceContext): string {
  return (
    `<rect x="-14" y="60" width="28" height="52" fill="${metalPaint(ctx.defs, ctx.metal, 'horizontal')}"/>` +
    `<rect x="-66" y="100" width="132" height="32" rx="16" fill="${metalPaint(ctx.defs, ctx.metal, 'vertical')}"/>`
  );
}

/** The face's edge, seen because the cufflink is turned a little. */
function thickness(ctx: PieceContext, style: CufflinkStyle): string {
  const edge = metalTone(ctx.metal, 'shadow');
  return style === 'onyx'
    ? `<rect x="-84" y="-80" width="180" height="180" rx="18" fill="${edge}"/>`
    : `<circle cx="6" cy="10" r="96" fill="${edge}"/>`;
}

export function drawCufflinks(ctx: PieceContext, style: CufflinkStyle): Piece {
  const single = toggle(ctx) + thickness(ctx, style) + face(ctx, style);
  return {
    markup: translate(-130, -20, single, -14) + translate(140, 24, single, 10),
    halfWidth: 250,
    top: -130,
    bottom: 170,
  };
}
