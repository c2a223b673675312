import type { StyleOf } from './art-styles.js';
import { beadsAt, type Curve, cableChain } from './chain.js';
import { drawStone } from './gems.js';
import { drawPendant, type PendantKind } from './pendants.js';
import type { Piece, PieceContext } from './piece.js';
import { innerMetalPaint, metalPaint, metalTone, satinPaint } from './shading.js';
import { num, type Point, pointsAlongCubic, translate } from './svg.js';

export type BraceletStyle = StyleOf<'bracelet'>;

// A bracelet lying on its side, seen from above at an angle: an ellipse with the height of the band.
const RX = 300;
const RY = 112;

/** The back wall's inside, then the front wall's outside, of a band of height `h`. */
function bandPaths(h: number): { back: string; front: string } {
  const top = -h / 2;
  const bottom = h / 2;
  return {
    back: `M${-RX} ${num(top)}A${RX} ${RY} 0 0 1 ${RX} ${num(top)}L${RX} ${num(bottom)}A${RX} ${RY} 0 0 0 ${-RX} ${num(bottom)}Z`,
    front: `M${-RX} ${num(top)}A${RX} ${RY} 0 0 0 ${RX} ${num(top)}L${RX} ${num(bottom)}A${RX} ${RY} 0 0 1 ${-RX} ${num(bottom)}Z`,
  };
}

/** The lowest point of the front wall's mid-line. */
const FRONT_Y = RY;

interface BangleOptions {
  height: number;
  /** Drawn over the front wall, clipped to it. */
  decoration?: string;
  /** Width of an opening at the front (open bangles). */
  gap?: number;
  /** Leather and other non-metal bands bring their own paints. */
  paints?: { back: string; rim: string; front: string };
}

function bangle(ctx: PieceContext, { height, decoration = '', gap = 0, paints }: BangleOptions): string {
  const defs = ctx.defs;
  const { back, front } = bandPaths(height);
  const frontPaint =
    paints?.front ??
    defs.linear(
      `bangle-front-${ctx.metal}`,
      [
        [0, metalTone(ctx.metal, 'light')],
        [0.25, metalTone(ctx.metal, 'highlight')],
        [0.5, metalTone(ctx.metal, 'base')],
        [0.85, metalTone(ctx.metal, 'shadow')],
        [1, metalTone(ctx.metal, 'base')],
      ],
      0,
      0,
      0.15,
      1,
    );
  const frontClip = defs.define(
    `band-front-${height}`,
    (id) => `<clipPath id="${id}"><path d="${front}"/></clipPath>`,
  );
  const frontWall =
    `<ellipse cy="${num(-height / 2)}" rx="${RX}" ry="${RY}" fill="none" stroke="${paints?.rim ?? metalTone(ctx.metal, 'light')}" stroke-width="7"/>` +
    `<path d="${front}" fill="${frontPaint}"/>` +
    (decoration ? `<g clip-path="${frontClip}">${decoration}</g>` : '');
  const gapClip = gap
    ? defs.define(
        `band-gap-${gap}`,
        (id) =>
          `<clipPath id="${id}"><path d="M${-RX - 20} -400H${-gap / 2}V400H${-RX - 20}ZM${gap / 2} -400H${RX + 20}V400H${gap / 2}Z"/></clipPath>`,
      )
    : '';
  return (
    `<path d="${back}" fill="${paints?.back ?? innerMetalPaint(defs, ctx.metal)}"/>` +
    (gapClip ? `<g clip-path="${gapClip}">${frontWall}</g>` : frontWall)
  );
}

/** A point on the front wall's mid-line at angle `t` (0 = right, π/2 = front). */
function onFront(t: number, y = 0): Point {
  return { x: Math.cos(t) * RX, y: y + Math.sin(t) * RY };
}

function hammered(ctx: PieceContext, height: number): string {
  return Array.from({ length: 70 }, () => {
    const p = onFront(ctx.random.between(0.05, Math.PI - 0.05), ctx.random.between(-height / 2, height / 2));
    const light = ctx.random.chance(0.5);
    return `<ellipse cx="${num(p.x)}" cy="${num(p.y)}" rx="${num(ctx.random.between(8, 15))}" ry="${num(ctx.random.between(4, 8))}" fill="${light ? '#fff' : metalTone(ctx.metal, 'shadow')}" opacity="${light ? 0.4 : 0.28}"/>`;
  }).join('');
}

/** A lattice inspired by zellige, engraved on the front wall and following its curve. */
function engraved(ctx: PieceContext, height: number): string {
  const count = 22;
  const step = Math.PI / count;
  const half = height / 2 - 10;
  const lines: string[] = [];
  for (let i = -1; i <= count; i++) {
    const t = i * step;
    const a = onFront(t, -half);
    const b = onFront(t + step, half);
    const c = onFront(t + step, -half);
    const d = onFront(t, half);
    lines.push(
      `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}M${num(c.x)} ${num(c.y)}L${num(d.x)} ${num(d.y)}`,
    );
  }
  const borders = [-half - 4, half + 4]
    .map((y) => `M${-RX} ${num(y)}A${RX} ${RY} 0 0 0 ${RX} ${num(y)}`)
    .join('');
  return `<path d="${lines.join('')}${borders}" fill="none" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".45" stroke-width="3"/>`;
}

/** An inlaid strip along the front wall (black enamel or onyx). */
function inlay(height: number, color: string): string {
  const { front } = bandPaths(height);
  return `<path d="${front}" fill="${color}"/><path d="${front}" fill="#fff" opacity=".12" transform="translate(0 ${num(-height * 0.25)}) scale(1 .92)"/>`;
}

function ellipseQuarter(startAngle: number): Curve {
  // A quarter ellipse as one cubic (the usual 0.5523 handle length).
  const k = 0.5523;
  const a = startAngle;
  const b = a + Math.PI / 2;
  const p0 = { x: Math.cos(a) * RX, y: Math.sin(a) * RY };
  const p3 = { x: Math.cos(b) * RX, y: Math.sin(b) * RY };
  return [
    p0,
    { x: p0.x - Math.sin(a) * RX * k, y: p0.y + Math.cos(a) * RY * k },
    { x: p3.x + Math.sin(b) * RX * k, y: p3.y - Math.cos(b) * RY * k },
    p3,
  ];
}

function chainLoop(ctx: PieceContext, linkLength: number): { back: string; front: string } {
  const quarters = [0, 1, 2, 3].map((q) => ellipseQuarter((q * Math.PI) / 2));
  // Quarters 2 and 3 run along the back (top of the ellipse), 0 and 1 along the front.
  return {
    back: `<g opacity=".85">${cableChain(ctx, quarters[2] as Curve, linkLength)}${cableChain(ctx, quarters[3] as Curve, linkLength)}</g>`,
    front:
      cableChain(ctx, quarters[0] as Curve, linkLength) + cableChain(ctx, quarters[1] as Curve, linkLength),
  };
}

function frontStations(
  ctx: PieceContext,
  count: number,
  stones: readonly ('main' | 'accent')[],
  radius: number,
): string {
  const quarters = [ellipseQuarter(0), ellipseQuarter(Math.PI / 2)];
  const spacing = (Math.PI * (RX + RY)) / 2 / (count + 1);
  const points = quarters.flatMap((q) => pointsAlongCubic(...q, spacing).slice(1));
  return points
    .map((p, i) =>
      beadsAt(
        ctx,
        [p],
        stones[i % stones.length] === 'accent' ? (ctx.accent ?? ctx.stone) : ctx.stone,
        radius,
      ),
    )
    .join('');
}

function charmChain(ctx: PieceContext, charm: PendantKind, linkLength = 16): string {
  const loop = chainLoop(ctx, linkLength);
  const pendant = drawPendant(ctx, charm, 1.1);
  return (
    loop.back +
    `<ellipse cx="${-RX + 20}" cy="-10" rx="14" ry="9" fill="${metalPaint(ctx.defs, ctx.metal)}"/>` +
    loop.front +
    translate(40, FRONT_Y - 4, pendant.markup)
  );
}

function idPlate(ctx: PieceContext, width: number): string {
  return (
    `<rect x="${num(-width / 2)}" y="${FRONT_Y - 30}" width="${num(width)}" height="60" rx="30" fill="${metalPaint(ctx.defs, ctx.metal, 'vertical')}"/>` +
    `<rect x="${num(-width / 2 + 8)}" y="${FRONT_Y - 22}" width="${num(width - 16)}" height="44" rx="22" fill="${satinPaint(ctx.defs, ctx.metal, 'diagonal')}"/>`
  );
}

function cuffDecoration(ctx: PieceContext, style: BraceletStyle, height: number): string {
  switch (style) {
    case 'engravedCuff':
      return engraved(ctx, height);
    case 'enamelCuff':
      return inlay(height * 0.4, '#141414');
    default:
      return '';
  }
}

export function drawBracelet(ctx: PieceContext, style: BraceletStyle): Piece {
  const piece = (markup: string, height: number, extraBottom = 0): Piece => ({
    markup,
    halfWidth: RX,
    top: -RY - height / 2,
    bottom: RY + height / 2 + extraBottom,
  });
  switch (style) {
    case 'bangle':
      return piece(bangle(ctx, { height: 34 }), 34);
    case 'hammeredBangle':
      return piece(bangle(ctx, { height: 44, decoration: hammered(ctx, 44) }), 44);
    case 'pearlBangle':
      return piece(
        bangle(ctx, { height: 26 }) + drawStone(ctx.defs, 'pearl', { cx: 0, cy: FRONT_Y, rx: 40, ry: 40 }),
        26,
        24,
      );
    case 'enamelBangle':
      return piece(bangle(ctx, { height: 48, decoration: inlay(22, '#151515') }), 48);
    case 'openBangle': {
      const ends = [-1, 1]
        .map((side) =>
          drawStone(ctx.defs, ctx.accent ?? ctx.stone, { cx: side * 46, cy: FRONT_Y, rx: 30, ry: 30 }),
        )
        .join('');
      return piece(bangle(ctx, { height: 30, gap: 92 }) + ends, 30, 14);
    }
    case 'charmStar':
      return piece(charmChain(ctx, 'star'), 0, 90);
    case 'charmKhomsa':
      return piece(charmChain(ctx, 'khomsa', 18), 0, 170);
    case 'curbPlate': {
      const loop = chainLoop(ctx, 26);
      return piece(loop.back + loop.front + idPlate(ctx, 230), 0, 30);
    }
    case 'beadChain': {
      const loop = chainLoop(ctx, 14);
      return piece(loop.back + loop.front + frontStations(ctx, 5, ['main'], 17), 0, 17);
    }
    case 'stoneChain': {
      const loop = chainLoop(ctx, 14);
      return piece(loop.back + loop.front + frontStations(ctx, 5, ['main', 'accent'], 15), 0, 15);
    }
    case 'turquoiseCuff': {
      const stones = [-0.45, 0, 0.45]
        .map((offset) => {
          const p = onFront(Math.PI / 2 + offset);
          return (
            `<ellipse cx="${num(p.x)}" cy="${num(p.y)}" rx="${offset ? 36 : 46}" ry="${offset ? 30 : 38}" fill="${metalTone(ctx.metal, 'shadow')}"/>` +
            drawStone(ctx.defs, ctx.accent ?? ctx.stone, {
              cx: p.x,
              cy: p.y,
              rx: offset ? 30 : 40,
              ry: offset ? 24 : 32,
            })
          );
        })
        .join('');
      return piece(bangle(ctx, { height: 96, decoration: engraved(ctx, 96) }) + stones, 96);
    }
    case 'leatherCuff': {
      const leather = ctx.defs.linear('leather-black', [
        [0, '#4a4542'],
        [0.35, '#26231f'],
        [1, '#0d0c0b'],
      ]);
      const stitching = `<path d="${bandPaths(64).front}" fill="none" stroke="#bdb6ac" stroke-opacity=".55" stroke-width="2.5" stroke-dasharray="7 6"/>`;
      return piece(
        bangle(ctx, {
          height: 80,
          decoration: stitching,
          paints: { back: '#1a1816', rim: '#3a3633', front: leather },
        }) + idPlate(ctx, 150),
        80,
      );
    }
    case 'engravedCuff':
    case 'enamelCuff':
    case 'plainCuff':
      return piece(bangle(ctx, { height: 104, decoration: cuffDecoration(ctx, style, 104) }), 104);
  }
}
