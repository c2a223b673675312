import type { Piece, PieceContext } from './piece.js';
import { metalPaint, metalTone, satinPaint } from './shading.js';
import { mix, num } from './svg.js';

type Strap = 'leather' | 'mesh' | 'links';
type Dial = 'ivory' | 'blue' | 'black' | 'nacre' | 'champagne';

const DESIGNS = {
  classicLeather: { strap: 'leather', dial: 'ivory' },
  blueMesh: { strap: 'mesh', dial: 'blue' },
  blackLinks: { strap: 'links', dial: 'black' },
  nacreMesh: { strap: 'mesh', dial: 'nacre' },
  essentialMesh: { strap: 'mesh', dial: 'champagne' },
  kidsLeather: { strap: 'leather', dial: 'ivory' },
} as const satisfies Record<string, { strap: Strap; dial: Dial }>;

export type WatchStyle = keyof typeof DESIGNS;
export const WATCH_STYLES = Object.keys(DESIGNS) as WatchStyle[];

const CASE_RADIUS = 150;
const STRAP_WIDTH = 150;
const STRAP_LENGTH = 210;

const DIALS: Record<Dial, { centre: string; edge: string; marks: string }> = {
  ivory: { centre: '#fffdf6', edge: '#e9e0cc', marks: '#3b342a' },
  champagne: { centre: '#f8ecd0', edge: '#d9c08e', marks: '#4a3a20' },
  blue: { centre: '#2f5fb8', edge: '#0d234f', marks: '#eef3ff' },
  black: { centre: '#2b2b2e', edge: '#060607', marks: '#efe6cf' },
  nacre: { centre: '#fbf9f6', edge: '#e2dbe6', marks: '#5c5246' },
};

/** Leather colour follows the article's colours: black by default, turquoise for the children's watch. */
function leatherColour(ctx: PieceContext): string {
  if (ctx.accent === 'turquoise' || ctx.stone === 'turquoise') return '#2f9c94';
  if (ctx.accent === 'coral') return '#c8583c';
  return '#1e1b19';
}

function strap(ctx: PieceContext, kind: Strap, direction: 1 | -1): string {
  const defs = ctx.defs;
  const y0 = direction * (CASE_RADIUS - 30);
  const y1 = direction * (CASE_RADIUS + STRAP_LENGTH);
  const half = STRAP_WIDTH / 2;
  const taper = half * 0.82;
  const outline = `M${-half} ${y0}L${half} ${y0}L${num(taper)} ${y1}L${num(-taper)} ${y1}Z`;
  if (kind === 'leather') {
    const colour = leatherColour(ctx);
    const paint = defs.linear(
      `leather-${colour.slice(1)}`,
      [
        [0, mix(colour, '#000000', 0.35)],
        [0.3, mix(colour, '#ffffff', 0.12)],
        [0.7, colour],
        [1, mix(colour, '#000000', 0.45)],
      ],
      0,
      0,
      1,
      0,
    );
    const stitch = `M${num(-half + 12)} ${y0}L${num(-taper + 12)} ${y1}M${num(half - 12)} ${y0}L${num(taper - 12)} ${y1}`;
    return (
      `<path d="${outline}" fill="${paint}"/>` +
      `<path d="${stitch}" fill="none" stroke="${mix(colour, '#ffffff', 0.55)}" stroke-width="2.5" stroke-dasharray="8 6"/>`
    );
  }
  if (kind === 'mesh') {
    const lines = Array.from({ length: Math.floor(STRAP_LENGTH / 7) }, (_, i) => {
      const y = y0 + direction * (i * 7 + 4);
      return `M${-half} ${y}H${half}`;
    }).join('');
    return (
      `<path d="${outline}" fill="${metalPaint(defs, ctx.metal, 'horizontal')}"/>` +
      `<path d="${lines}" stroke="${metalTone(ctx.metal, 'shadow')}" stroke-opacity=".35" stroke-width="2"/>`
    );
  }
  const links = Array.from({ length: 6 }, (_, i) => {
    const y = y0 + direction * (i * 46 + 4);
    const h = direction * 40;
    const inset = (i * (half - taper)) / 6;
    return (
      `<rect x="${num(-half + inset)}" y="${num(Math.min(y, y + h))}" width="${num(STRAP_WIDTH * 0.3)}" height="40" rx="6" fill="${satinPaint(defs, ctx.metal, 'horizontal')}"/>` +
      `<rect x="${num(-STRAP_WIDTH * 0.17)}" y="${num(Math.min(y, y + h))}" width="${num(STRAP_WIDTH * 0.34)}" height="40" rx="6" fill="${metalPaint(defs, ctx.metal, 'horizontal')}"/>` +
      `<rect x="${num(half - inset - STRAP_WIDTH * 0.3)}" y="${num(Math.min(y, y + h))}" width="${num(STRAP_WIDTH * 0.3)}" height="40" rx="6" fill="${satinPaint(defs, ctx.metal, 'horizontal')}"/>`
    );
  });
  return links.join('');
}

function dial(ctx: PieceContext, kind: Dial): string {
  const defs = ctx.defs;
  const colours = DIALS[kind];
  const paint = defs.radial(
    `dial-${kind}`,
    [
      [0, colours.centre],
      [1, colours.edge],
    ],
    0.45,
    0.4,
    0.7,
  );
  const r = CASE_RADIUS * 0.8;
  const indices = Array.from({ length: 12 }, (_, i) => {
    const long = i % 3 === 0;
    const length = long ? 22 : 12;
    const width = i === 0 ? 9 : long ? 6 : 3;
    return `<rect x="${num(-width / 2)}" y="${num(-r + 10)}" width="${width}" height="${length}" rx="1.5" transform="rotate(${i * 30})" fill="${kind === 'black' || kind === 'blue' ? metalTone(ctx.metal, 'light') : metalTone(ctx.metal, 'shadow')}"/>`;
  }).join('');
  const sheen =
    kind === 'nacre'
      ? `<circle r="${num(r)}" fill="${defs.radial('nacre-play', [
          [0, '#f3dfe8', 0],
          [0.7, '#dfe8f3', 0.55],
          [1, '#f0e4d0', 0.3],
        ])}"/>`
      : '';
  const hand = (angle: number, length: number, width: number, colour: string) =>
    `<path d="M${num(-width / 2)} 14L0 ${num(-length)}L${num(width / 2)} 14Z" transform="rotate(${angle})" fill="${colour}"/>`;
  const handColour =
    kind === 'black' || kind === 'blue' ? metalTone(ctx.metal, 'highlight') : metalTone(ctx.metal, 'shadow');
  return (
    `<circle r="${num(r)}" fill="${paint}"/>${sheen}${indices}` +
    // Hands at ten past ten, as every watch is photographed.
    hand(-60, r * 0.55, 9, handColour) +
    hand(60, r * 0.8, 7, handColour) +
    `<path d="M0 24L0 ${num(-r * 0.86)}" stroke="#b0332a" stroke-width="2" transform="rotate(200)"/>` +
    `<circle r="7" fill="${metalPaint(defs, ctx.metal)}"/>`
  );
}

export function drawWatch(ctx: PieceContext, style: WatchStyle): Piece {
  const defs = ctx.defs;
  const design = DESIGNS[style];
  const scale = style === 'kidsLeather' ? 0.86 : 1;
  const glass = defs.linear(
    'watch-glass',
    [
      [0, '#ffffff', 0.35],
      [0.4, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  );
  const markup =
    `<g transform="scale(${scale})">` +
    strap(ctx, design.strap, -1) +
    strap(ctx, design.strap, 1) +
    // Lugs, then crown, case, bezel, dial, glass.
    `<rect x="${-STRAP_WIDTH / 2 - 6}" y="${-CASE_RADIUS - 24}" width="${STRAP_WIDTH + 12}" height="${2 * CASE_RADIUS + 48}" rx="24" fill="${metalPaint(defs, ctx.metal, 'horizontal')}"/>` +
    `<rect x="${CASE_RADIUS - 6}" y="-20" width="34" height="40" rx="8" fill="${metalPaint(defs, ctx.metal, 'vertical')}"/>` +
    `<circle r="${CASE_RADIUS + 4}" fill="${metalTone(ctx.metal, 'shadow')}"/>` +
    `<circle r="${CASE_RADIUS}" fill="${metalPaint(defs, ctx.metal, 'diagonal')}"/>` +
    `<circle r="${num(CASE_RADIUS * 0.87)}" fill="${metalPaint(defs, ctx.metal, 'antidiagonal')}"/>` +
    dial(ctx, design.dial) +
    `<circle r="${num(CASE_RADIUS * 0.8)}" fill="${glass}"/>` +
    `</g>`;
  const extent = (CASE_RADIUS + STRAP_LENGTH) * scale;
  return {
    markup,
    halfWidth: (CASE_RADIUS + 30) * scale,
    top: -extent,
    bottom: extent,
    focus: {
      halfWidth: (CASE_RADIUS + 40) * scale,
      top: -(CASE_RADIUS + 90) * scale,
      bottom: (CASE_RADIUS + 90) * scale,
    },
  };
}
