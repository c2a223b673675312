import type { StyleOf } from './art-styles.js';
import { drawStone } from './gems.js';
import type { Piece, PieceContext } from './piece.js';
import { metalPaint, metalTone, satinPaint } from './shading.js';
import { num, translate } from './svg.js';

export type HairClipStyle = StyleOf<'hairClip'>;

function bar(ctx: PieceContext, length: number, height: number): string {
  return (
    `<rect x="${num(-length / 2)}" y="${num(-height / 2 + 6)}" width="${num(length)}" height="${num(height)}" rx="${num(height / 2)}" fill="${metalTone(ctx.metal, 'shadow')}"/>` +
    `<rect x="${num(-length / 2)}" y="${num(-height / 2)}" width="${num(length)}" height="${num(height)}" rx="${num(height / 2)}" fill="${metalPaint(ctx.defs, ctx.metal, 'vertical')}"/>`
  );
}

function star(ctx: PieceContext, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.45 : r;
    return `${num(Math.cos(a) * radius)} ${num(Math.sin(a) * radius)}`;
  });
  return `<path d="M${points.join('L')}Z" fill="${metalPaint(ctx.defs, ctx.metal, 'diagonal')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".45" stroke-width="2" stroke-linejoin="round"/>`;
}

/** Two clips, one above the other and slightly turned, as they are sold and photographed. */
function pair(single: string, spread: number): string {
  return translate(-20, -spread, single, -7) + translate(20, spread, single, 5);
}

function hammeredClip(ctx: PieceContext): string {
  const outline = 'M-280 0C-230 -44 230 -44 280 0C230 44 -230 44 -280 0Z';
  const dents = Array.from({ length: 44 }, () => {
    const x = ctx.random.between(-250, 250);
    const y = ctx.random.between(-26, 26) * Math.cos((x / 280) * (Math.PI / 2));
    const light = ctx.random.chance(0.5);
    return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(ctx.random.between(8, 14))}" ry="${num(ctx.random.between(4, 7))}" fill="${light ? '#fff' : metalTone(ctx.metal, 'shadow')}" opacity="${light ? 0.45 : 0.25}"/>`;
  }).join('');
  return (
    `<path d="${outline}" fill="${metalTone(ctx.metal, 'shadow')}" transform="translate(0 6)"/>` +
    `<path d="${outline}" fill="${satinPaint(ctx.defs, ctx.metal, 'vertical')}"/>` +
    dents
  );
}

function nacreClip(ctx: PieceContext): string {
  const nacre = ctx.defs.linear(
    'nacre-plate',
    [
      [0, '#fbf7f2'],
      [0.4, '#efe6ee'],
      [0.7, '#e3edf0'],
      [1, '#f3e9d9'],
    ],
    0,
    0,
    1,
    1,
  );
  const crystals = Array.from({ length: 9 }, (_, i) =>
    drawStone(ctx.defs, 'crystal', { cx: -200 + i * 50, cy: 0, rx: 13, ry: 13 }),
  ).join('');
  return (
    `<rect x="-270" y="-44" width="540" height="88" rx="44" fill="${metalPaint(ctx.defs, ctx.metal, 'vertical')}"/>` +
    `<rect x="-258" y="-33" width="516" height="66" rx="33" fill="${nacre}"/>` +
    `<rect x="-230" y="-27" width="300" height="14" rx="7" fill="#fff" opacity=".45"/>` +
    crystals
  );
}

export function drawHairClip(ctx: PieceContext, style: HairClipStyle): Piece {
  switch (style) {
    case 'pearlBar': {
      const pearls = Array.from({ length: 9 }, (_, i) =>
        drawStone(ctx.defs, 'pearl', {
          cx: -224 + i * 56,
          cy: 0,
          rx: 27 + (i % 2) * 2,
          ry: 27 + (i % 2) * 2,
        }),
      ).join('');
      return { markup: pair(bar(ctx, 560, 26) + pearls, 70), halfWidth: 300, top: -130, bottom: 130 };
    }
    case 'hammered':
      return { markup: pair(hammeredClip(ctx), 75), halfWidth: 300, top: -140, bottom: 140 };
    case 'stars': {
      const clip =
        bar(ctx, 380, 18) +
        [-120, 0, 120].map((x, i) => translate(x, 0, star(ctx, i === 1 ? 44 : 34))).join('');
      return { markup: pair(clip, 75), halfWidth: 230, top: -140, bottom: 140 };
    }
    case 'nacre':
      return { markup: pair(nacreClip(ctx), 80), halfWidth: 290, top: -145, bottom: 145 };
  }
}
