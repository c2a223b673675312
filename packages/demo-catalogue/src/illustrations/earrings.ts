import type { StyleOf } from './art-styles.js';
import { drawStone } from './gems.js';
import { drawPendant, type PendantKind } from './pendants.js';
import type { Piece, PieceContext } from './piece.js';
import { metalPaint, metalTone, satinPaint } from './shading.js';
import { num, translate } from './svg.js';

export type EarringStyle = StyleOf<'earrings'>;

interface Earring {
  markup: string;
  /** Below the hanging point (0, 0). */
  height: number;
  halfWidth: number;
  /** Hoops and drops hang from a bar on display; studs lie down. */
  hangs: boolean;
}

function hoop(ctx: PieceContext, rx: number, ry: number, width: number, textured: boolean): string {
  const cy = ry;
  const twist = textured
    ? `<ellipse cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".55" stroke-width="${num(width * 0.9)}" stroke-dasharray="3 7"/>`
    : '';
  return (
    `<ellipse cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-width="${num(width + 3)}"/>` +
    `<ellipse cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${metalPaint(ctx.defs, ctx.metal, 'diagonal')}" stroke-width="${num(width)}"/>` +
    twist +
    `<path d="M${num(-rx * 0.92)} ${num(cy - ry * 0.35)}A${num(rx)} ${num(ry)} 0 0 1 ${num(-rx * 0.2)} ${num(cy - ry * 0.98)}" fill="none" stroke="${metalTone(ctx.metal, 'highlight')}" stroke-opacity=".85" stroke-width="${num(width * 0.22)}" stroke-linecap="round"/>`
  );
}

/** The wire that goes through the ear, hooked over the hanging point. */
function earWire(ctx: PieceContext): string {
  return `<path d="M0 26C0 -10 10 -34 34 -34C52 -34 58 -18 54 0" fill="none" stroke="${metalTone(ctx.metal, 'base')}" stroke-width="5" stroke-linecap="round"/><circle cy="28" r="9" fill="${metalPaint(ctx.defs, ctx.metal)}"/>`;
}

function stud(ctx: PieceContext, style: EarringStyle): string {
  const defs = ctx.defs;
  switch (style) {
    case 'studPearl':
      return drawStone(defs, 'pearl', { cx: 0, cy: 0, rx: 58, ry: 58 });
    case 'studOnyx':
      return (
        `<rect x="-52" y="-52" width="104" height="104" rx="10" fill="${metalPaint(defs, ctx.metal)}"/>` +
        `<rect x="-42" y="-42" width="84" height="84" rx="6" fill="#161616"/>` +
        `<path d="M-42 -36Q-42 -42 -36 -42L20 -42L-42 20Z" fill="#fff" opacity=".12"/>`
      );
    case 'studStar': {
      const points = Array.from({ length: 16 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 8;
        const r = i % 2 ? 30 : 62;
        return `${num(Math.cos(a) * r)} ${num(Math.sin(a) * r)}`;
      });
      return `<path d="M${points.join('L')}Z" fill="${metalPaint(defs, ctx.metal, 'diagonal')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".5" stroke-width="2" stroke-linejoin="round"/><circle r="10" fill="${metalTone(ctx.metal, 'highlight')}"/>`;
    }
    case 'studFlower': {
      const petals = Array.from({ length: 5 }, (_, i) => {
        const angle = (i * 360) / 5;
        return `<ellipse cy="-30" rx="20" ry="32" transform="rotate(${angle})" fill="${satinPaint(defs, ctx.metal, 'vertical')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".4" stroke-width="2"/>`;
      });
      return petals.join('') + drawStone(defs, ctx.accent ?? 'crystal', { cx: 0, cy: 0, rx: 17, ry: 17 });
    }
    default:
      return (
        `<circle r="62" fill="${metalPaint(defs, ctx.metal)}"/>` +
        drawStone(defs, ctx.stone, { cx: 0, cy: 0, rx: 54, ry: 54, cut: 'round' })
      );
  }
}

const DROP_PENDANTS: Partial<Record<EarringStyle, PendantKind>> = {
  dropStone: 'drop',
  dropPearl: 'pearl',
  dropTurquoise: 'cabochon',
  dropCrescent: 'crescent',
  dropTassel: 'tassel',
};

function chandelier(ctx: PieceContext): Earring {
  const defs = ctx.defs;
  const arms = [-1, 0, 1]
    .map((side) => {
      const x = side * 44;
      const y = side ? 110 : 150;
      return (
        `<path d="M0 60Q${x * 0.6} ${num(y * 0.6)} ${x} ${y - 20}" fill="none" stroke="${metalTone(ctx.metal, 'base')}" stroke-width="4"/>` +
        drawStone(defs, ctx.stone, { cx: x, cy: y + 10, rx: side ? 18 : 24, ry: side ? 28 : 36, cut: 'pear' })
      );
    })
    .join('');
  return {
    markup:
      earWire(ctx) +
      `<path d="M-40 70Q0 40 40 70L0 100Z" fill="${metalPaint(defs, ctx.metal)}"/>` +
      drawStone(defs, 'crystal', { cx: 0, cy: 62, rx: 12, ry: 12 }) +
      arms,
    height: 200,
    halfWidth: 70,
    hangs: true,
  };
}

function earring(ctx: PieceContext, style: EarringStyle): Earring {
  switch (style) {
    case 'hoop':
      return { markup: hoop(ctx, 90, 104, 14, false), height: 210, halfWidth: 100, hangs: true };
    case 'hoopTextured':
      return { markup: hoop(ctx, 92, 106, 18, true), height: 214, halfWidth: 102, hangs: true };
    case 'hoopLarge':
      return { markup: hoop(ctx, 120, 140, 12, false), height: 282, halfWidth: 130, hangs: true };
    case 'hoopSmall':
      return { markup: hoop(ctx, 58, 66, 12, false), height: 134, halfWidth: 66, hangs: true };
    case 'hoopPearl':
    case 'hoopCoral': {
      const charm = drawPendant(ctx, style === 'hoopPearl' ? 'pearl' : 'cabochon', 0.8);
      return {
        markup: hoop(ctx, 80, 92, 12, false) + translate(0, 172, charm.markup),
        height: 184 + charm.height,
        halfWidth: 90,
        hangs: true,
      };
    }
    case 'studStone':
    case 'studPearl':
    case 'studStar':
    case 'studFlower':
    case 'studOnyx':
      return { markup: translate(0, 64, stud(ctx, style)), height: 128, halfWidth: 66, hangs: false };
    case 'chandelier':
      return chandelier(ctx);
    default: {
      const pendant = drawPendant(ctx, DROP_PENDANTS[style] ?? 'drop', 1);
      return {
        markup: earWire(ctx) + translate(0, 36, pendant.markup),
        height: 40 + pendant.height,
        halfWidth: 60,
        hangs: true,
      };
    }
  }
}

/** A pair, mirrored, hanging from y = 0; `hangs` tells the staging whether to hang them from a bar. */
export function drawEarrings(ctx: PieceContext, style: EarringStyle): Piece & { hangs: boolean } {
  const single = earring(ctx, style);
  const spacing = single.halfWidth + 40;
  return {
    markup:
      translate(-spacing, 0, single.markup) +
      `<g transform="translate(${spacing} 0) scale(-1 1)">${single.markup}</g>`,
    halfWidth: spacing + single.halfWidth,
    top: -40,
    bottom: single.height,
    hangs: single.hangs,
  };
}
