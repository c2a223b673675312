import type { StyleOf } from './art-styles.js';
import { drawStone } from './gems.js';
import type { Piece, PieceContext } from './piece.js';
import { metalPaint, metalTone, satinPaint } from './shading.js';
import { num } from './svg.js';

export type BroochStyle = StyleOf<'brooch'>;

/** Tunisian jasmine (the mechmoum): five white petals around a jewelled heart, with two leaves. */
function jasmine(ctx: PieceContext): string {
  const defs = ctx.defs;
  const petal = defs.radial(
    'jasmine-petal',
    [
      [0, '#ffffff'],
      [0.7, '#f6f1e6'],
      [1, '#ddd2bd'],
    ],
    0.5,
    0.35,
    0.65,
  );
  const leaves = [-1, 1]
    .map(
      (side) =>
        `<path d="M0 0C${side * 60} -30 ${side * 150} -10 ${side * 190} 40C${side * 130} 70 ${side * 50} 50 0 0Z" transform="translate(0 40) rotate(${side * 18})" fill="${metalPaint(defs, ctx.metal, 'diagonal')}"/>` +
        `<path d="M0 0C${side * 70} 5 ${side * 130} 20 ${side * 185} 40" transform="translate(0 40) rotate(${side * 18})" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".5" stroke-width="3"/>`,
    )
    .join('');
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 360) / 5 - 90;
    return (
      `<g transform="rotate(${angle})"><path d="M0 0C30 -20 120 -46 150 0C120 46 30 20 0 0Z" fill="${petal}" stroke="${metalTone(ctx.metal, 'base')}" stroke-width="5"/>` +
      `<path d="M20 0L120 0" stroke="${metalTone(ctx.metal, 'light')}" stroke-opacity=".6" stroke-width="2"/></g>`
    );
  }).join('');
  return (
    leaves +
    petals +
    `<circle r="34" fill="${metalPaint(defs, ctx.metal)}"/>` +
    drawStone(defs, ctx.accent ?? 'crystal', { cx: 0, cy: 0, rx: 26, ry: 26 })
  );
}

/** An olive branch with pearls for olives. */
function olive(ctx: PieceContext): string {
  const defs = ctx.defs;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = -220 + t * 420;
    const y = 60 - Math.sin(t * Math.PI) * 90 + t * 20;
    const side = i % 2 ? 1 : -1;
    return `<path d="M0 0C20 -16 70 -20 100 0C70 20 20 16 0 0Z" transform="translate(${num(x)} ${num(y)}) rotate(${side * 48 - 20 + t * 30}) scale(${num(0.8 + 0.3 * Math.sin(t * Math.PI))})" fill="${metalPaint(defs, ctx.metal, i % 2 ? 'diagonal' : 'antidiagonal')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".35" stroke-width="2"/>`;
  }).join('');
  const pearls = [
    [-90, 80],
    [30, 40],
    [150, 40],
  ]
    .map(([x, y]) => drawStone(defs, 'pearl', { cx: x as number, cy: y as number, rx: 30, ry: 30 }))
    .join('');
  return (
    `<path d="M-240 70C-120 -40 60 -40 220 70" fill="none" stroke="${metalPaint(defs, ctx.metal, 'vertical')}" stroke-width="12" stroke-linecap="round"/>` +
    leaves +
    pearls
  );
}

function crescentStar(ctx: PieceContext): string {
  const defs = ctx.defs;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 26 : 62;
    return `${num(105 + Math.cos(a) * r)} ${num(-60 + Math.sin(a) * r)}`;
  });
  return (
    `<path fill-rule="evenodd" fill="${metalPaint(defs, ctx.metal, 'diagonal')}" d="M-190 0a190 190 0 1 0 380 0a190 190 0 1 0 -380 0ZM-120 -40a160 160 0 1 0 320 0a160 160 0 1 0 -320 0Z"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI * (0.55 + i * 0.1);
      return drawStone(defs, 'crystal', { cx: Math.cos(a) * 172, cy: Math.sin(a) * 172 - 8, rx: 12, ry: 12 });
    }).join('') +
    `<path d="M${star.join('L')}Z" fill="${satinPaint(defs, ctx.metal, 'diagonal')}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".5" stroke-width="3" stroke-linejoin="round"/>` +
    drawStone(defs, ctx.accent ?? ctx.stone, { cx: 105, cy: -60, rx: 18, ry: 18 })
  );
}

/** A branch of Tabarka red coral, capped in gold. */
function coral(ctx: PieceContext): string {
  const defs = ctx.defs;
  const branch = defs.linear(
    'coral-branch',
    [
      [0, '#f08a6c'],
      [0.5, '#d9553a'],
      [1, '#a8351f'],
    ],
    0,
    0,
    1,
    0,
  );
  const twigs = [
    'M0 200C-10 120 -20 60 -10 -40C-4 -120 20 -160 10 -220',
    'M-8 40C-60 0 -110 -30 -130 -110',
    'M-60 -2C-90 -40 -70 -90 -90 -150',
    'M-14 -60C30 -90 70 -120 80 -190',
    'M50 -110C90 -130 120 -150 140 -120',
    'M-2 110C60 80 110 40 150 -30',
    'M100 26C130 10 150 -10 170 0',
  ];
  return (
    '<g transform="rotate(-38)">' +
    twigs
      .map(
        (d, i) =>
          `<path d="${d}" fill="none" stroke="${branch}" stroke-width="${i ? 20 - i : 28}" stroke-linecap="round"/>` +
          `<path d="${d}" fill="none" stroke="#ffd2c2" stroke-opacity=".45" stroke-width="${i ? 4 : 6}" stroke-linecap="round" transform="translate(-4 -3)"/>`,
      )
      .join('') +
    `<path d="M-26 176Q0 160 26 176L22 222Q0 232 -22 222Z" fill="${metalPaint(defs, ctx.metal, 'horizontal')}"/>` +
    `<circle cy="236" r="12" fill="${metalPaint(defs, ctx.metal)}"/>` +
    '</g>'
  );
}

export function drawBrooch(ctx: PieceContext, style: BroochStyle): Piece {
  switch (style) {
    case 'jasmine':
      return { markup: jasmine(ctx), halfWidth: 200, top: -150, bottom: 150 };
    case 'olive':
      return { markup: olive(ctx), halfWidth: 250, top: -90, bottom: 130 };
    case 'crescentStar':
      return { markup: crescentStar(ctx), halfWidth: 195, top: -195, bottom: 195 };
    case 'coral':
      return { markup: coral(ctx), halfWidth: 230, top: -210, bottom: 230 };
  }
}
