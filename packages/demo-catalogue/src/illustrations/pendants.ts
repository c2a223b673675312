import { drawStone, sparkle } from './gems.js';
import type { StoneName } from './palette.js';
import type { PieceContext } from './piece.js';
import { metalPaint, metalTone, satinPaint } from './shading.js';
import { num } from './svg.js';

// Small hanging elements shared by necklaces, earrings and charm bracelets. Each hangs from (0, 0)
// (its bail) and extends downwards; `height` says how far.

export const PENDANT_KINDS = [
  'khomsa',
  'drop',
  'pearl',
  'crescent',
  'cabochon',
  'medal',
  'tag',
  'halo',
  'disc',
  'tassel',
  'star',
] as const;
export type PendantKind = (typeof PENDANT_KINDS)[number];

export interface Pendant {
  markup: string;
  height: number;
}

function bail(ctx: PieceContext, size: number): string {
  return (
    `<ellipse cy="${num(size * 0.9)}" rx="${num(size * 0.55)}" ry="${num(size)}" fill="none" ` +
    `stroke="${metalTone(ctx.metal, 'base')}" stroke-width="${num(size * 0.35)}"/>`
  );
}

/** A pendant: its bail, then what hangs from it, `height` long. */
function hanging(ctx: PieceContext, bailSize: number, markup: string, height: number): Pendant {
  return { markup: bail(ctx, bailSize) + markup, height };
}

/** A metal disc of radius `r` whose top is `top` below the bail, `face` drawn over it (centred at `cy`). */
function medal(
  ctx: PieceContext,
  bailSize: number,
  top: number,
  r: number,
  face: (cy: number, r: number) => string,
): Pendant {
  const cy = top + r;
  const disc = `<circle cy="${num(cy)}" r="${num(r)}" fill="${metalPaint(ctx.defs, ctx.metal, 'diagonal')}"/>`;
  return hanging(ctx, bailSize, disc + face(cy, r), top + 2 * r);
}

function eightPointStar(radius: number, stroke: string, width: number): string {
  const side = radius * 1.4;
  const square = (rotation: number) =>
    `<rect x="${num(-side / 2)}" y="${num(-side / 2)}" width="${num(side)}" height="${num(side)}" transform="rotate(${rotation})" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linejoin="round"/>`;
  return square(0) + square(45);
}

/** The hand of Fatma (khomsa), the Tunisian good-luck charm; drawn as a right half and its mirror. */
function khomsa(ctx: PieceContext, scale: number): Pendant {
  const half =
    'M-2 -75A14 14 0 0 1 14 -61L14 -34L18 -34L18 -50A13 13 0 0 1 44 -50L44 -8' +
    'C50 -14 56 -24 64 -26C72 -20 68 -4 58 8C52 42 30 70 -2 72Z';
  const paint = satinPaint(ctx.defs, ctx.metal, 'vertical');
  const outline = `fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-width="5"`;
  // Outline both halves first: the fills then cover the seam along the middle.
  const body =
    `<path d="${half}" ${outline}/><path d="${half}" ${outline} transform="scale(-1 1)"/>` +
    `<path d="${half}" fill="${paint}"/><path d="${half}" fill="${paint}" transform="scale(-1 1)"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<circle cx="${num(Math.cos(a) * 27)}" cy="${num(26 + Math.sin(a) * 27)}" r="3" fill="${metalTone(ctx.metal, 'light')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".4"/>`;
    }).join('') +
    `<circle cy="26" r="19" fill="${metalTone(ctx.metal, 'shadow')}"/>` +
    drawStone(ctx.defs, ctx.accent ?? ctx.stone, { cx: 0, cy: 26, rx: 16, ry: 16, cut: 'round' });
  return hanging(
    ctx,
    10 * scale,
    `<g transform="translate(0 ${num(95 * scale)}) scale(${scale})">${body}</g>`,
    170 * scale,
  );
}

/** A stone in a closed bezel (rub-over setting). */
function bezelStone(
  ctx: PieceContext,
  stone: StoneName,
  cy: number,
  rx: number,
  ry: number,
  cut: 'round' | 'pear' | 'emerald',
): string {
  const frame =
    cut === 'emerald'
      ? `<rect x="${num(-rx - 8)}" y="${num(cy - ry - 8)}" width="${num(2 * rx + 16)}" height="${num(2 * ry + 16)}" rx="10" fill="${metalPaint(ctx.defs, ctx.metal, 'diagonal')}"/>`
      : `<ellipse cy="${num(cy)}" rx="${num(rx + 8)}" ry="${num(ry + 8)}" fill="${metalPaint(ctx.defs, ctx.metal, 'diagonal')}"/>`;
  return frame + drawStone(ctx.defs, stone, { cx: 0, cy, rx, ry, cut });
}

export function drawPendant(ctx: PieceContext, kind: PendantKind, scale = 1): Pendant {
  const s = scale;
  const defs = ctx.defs;
  switch (kind) {
    case 'khomsa':
      return khomsa(ctx, s);
    case 'drop':
      return hanging(
        ctx,
        9 * s,
        `<circle cy="${num(24 * s)}" r="${num(8 * s)}" fill="${metalPaint(defs, ctx.metal)}"/>` +
          drawStone(defs, ctx.stone, { cx: 0, cy: 78 * s, rx: 38 * s, ry: 56 * s, cut: 'pear' }),
        135 * s,
      );
    case 'pearl':
      return hanging(
        ctx,
        8 * s,
        `<path d="M${num(-14 * s)} ${num(30 * s)}Q0 ${num(14 * s)} ${num(14 * s)} ${num(30 * s)}Z" fill="${metalPaint(defs, ctx.metal)}"/>` +
          drawStone(defs, 'pearl', { cx: 0, cy: 62 * s, rx: 34 * s, ry: 36 * s }),
        100 * s,
      );
    case 'crescent': {
      const r = 54 * s;
      return hanging(
        ctx,
        9 * s,
        `<path fill-rule="evenodd" fill="${metalPaint(defs, ctx.metal, 'diagonal')}" d="M${num(-r)} ${num(20 * s + r)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0ZM${num(-r * 0.62)} ${num(20 * s + r * 0.72)}a${num(r * 0.86)} ${num(r * 0.86)} 0 1 0 ${num(2 * r * 0.86)} 0a${num(r * 0.86)} ${num(r * 0.86)} 0 1 0 ${num(-2 * r * 0.86)} 0Z"/>` +
          `<g transform="translate(${num(8 * s)} ${num(20 * s + r * 0.85)})">${sparkle(0, 0, 15 * s, 1).replace('fill="#fff"', `fill="${metalTone(ctx.metal, 'light')}"`)}</g>`,
        20 * s + 2 * r,
      );
    }
    case 'cabochon':
      return hanging(
        ctx,
        9 * s,
        bezelStone(ctx, ctx.accent ?? ctx.stone, 66 * s, 34 * s, 46 * s, 'round') +
          Array.from({ length: 14 }, (_, i) => {
            const a = (i / 14) * Math.PI * 2;
            return `<circle cx="${num(Math.cos(a) * 50 * s)}" cy="${num(66 * s + Math.sin(a) * 62 * s)}" r="${num(4 * s)}" fill="${metalTone(ctx.metal, 'light')}"/>`;
          }).join(''),
        135 * s,
      );
    case 'medal':
      return medal(
        ctx,
        9 * s,
        18 * s,
        48 * s,
        (cy, r) =>
          `<circle cy="${num(cy)}" r="${num(r * 0.84)}" fill="${satinPaint(defs, ctx.metal, 'antidiagonal')}"/>` +
          `<g transform="translate(0 ${num(cy)})">${eightPointStar(r * 0.45, metalTone(ctx.metal, 'shadow'), 3 * s)}</g>`,
      );
    case 'tag':
      return hanging(
        ctx,
        10 * s,
        `<rect x="${num(-40 * s)}" y="${num(20 * s)}" width="${num(80 * s)}" height="${num(118 * s)}" rx="${num(12 * s)}" fill="${metalPaint(defs, ctx.metal, 'diagonal')}"/>` +
          `<rect x="${num(-32 * s)}" y="${num(28 * s)}" width="${num(64 * s)}" height="${num(102 * s)}" rx="${num(8 * s)}" fill="${satinPaint(defs, ctx.metal, 'antidiagonal')}"/>` +
          (ctx.stone === 'onyx' || ctx.accent === 'onyx'
            ? `<rect x="${num(-24 * s)}" y="${num(36 * s)}" width="${num(48 * s)}" height="${num(86 * s)}" rx="${num(5 * s)}" fill="#1c1c1e"/><rect x="${num(-24 * s)}" y="${num(36 * s)}" width="${num(20 * s)}" height="${num(86 * s)}" rx="${num(5 * s)}" fill="#fff" opacity=".12"/>`
            : ''),
        140 * s,
      );
    case 'halo': {
      const cy = 70 * s;
      const halo = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return drawStone(defs, 'crystal', {
          cx: Math.cos(a) * 50 * s,
          cy: cy + Math.sin(a) * 58 * s,
          rx: 8 * s,
          ry: 8 * s,
        });
      });
      return hanging(
        ctx,
        9 * s,
        `<ellipse cy="${num(cy)}" rx="${num(60 * s)}" ry="${num(68 * s)}" fill="${metalPaint(defs, ctx.metal)}"/>` +
          halo.join('') +
          drawStone(defs, ctx.stone, { cx: 0, cy, rx: 36 * s, ry: 44 * s, cut: 'emerald' }),
        140 * s,
      );
    }
    case 'disc':
      return medal(
        ctx,
        7 * s,
        14 * s,
        30 * s,
        (cy, r) =>
          `<circle cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".4" stroke-width="${num(2 * s)}"/>`,
      );
    case 'tassel': {
      const threads = Array.from({ length: 19 }, (_, i) => {
        const x = (i - 9) * 3.4 * s;
        const tone = i % 3 === 0 ? 'light' : i % 3 === 1 ? 'base' : 'shadow';
        return `<path d="M${num(x * 0.5)} ${num(58 * s)}Q${num(x)} ${num(100 * s)} ${num(x * 1.25)} ${num(150 * s)}" fill="none" stroke="${metalTone(ctx.metal, tone)}" stroke-width="${num(2.4 * s)}" stroke-linecap="round"/>`;
      });
      return hanging(
        ctx,
        8 * s,
        threads.join('') +
          drawStone(defs, ctx.accent ?? ctx.stone, {
            cx: 0,
            cy: 30 * s,
            rx: 14 * s,
            ry: 14 * s,
            cut: 'round',
          }) +
          `<path d="M${num(-18 * s)} ${num(44 * s)}L${num(18 * s)} ${num(44 * s)}L${num(14 * s)} ${num(62 * s)}L${num(-14 * s)} ${num(62 * s)}Z" fill="${metalPaint(defs, ctx.metal, 'horizontal')}"/>`,
        152 * s,
      );
    }
    case 'star': {
      const r = 26 * s;
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const radius = i % 2 ? r * 0.45 : r;
        return `${num(Math.cos(a) * radius)} ${num(14 * s + r + Math.sin(a) * radius)}`;
      });
      return hanging(
        ctx,
        6 * s,
        `<path d="M${points.join('L')}Z" fill="${metalPaint(defs, ctx.metal, 'diagonal')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".4" stroke-width="${num(1.5 * s)}" stroke-linejoin="round"/>`,
        14 * s + 2 * r,
      );
    }
  }
}
