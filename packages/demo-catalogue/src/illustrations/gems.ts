import { STONES, type StoneName } from './palette.js';
import { sheenPaint, stonePaint } from './shading.js';
import { num, type Point, polygonPath, type SvgDefs } from './svg.js';

export type StoneCut = 'round' | 'emerald' | 'pear';

export interface StoneOptions {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Faceted stones only; pearls and opaque stones are always drawn as domes. */
  cut?: StoneCut;
}

/** A stone (or pearl) centred on cx, cy: the cut follows the stone's nature. */
export function drawStone(defs: SvgDefs, stone: StoneName, options: StoneOptions): string {
  const { finish } = STONES[stone];
  const body =
    finish === 'pearl'
      ? pearl(defs, stone, options)
      : finish === 'opaque'
        ? cabochon(defs, stone, options)
        : options.cut === 'emerald'
          ? emeraldCut(defs, stone, options)
          : options.cut === 'pear'
            ? pearCut(defs, stone, options)
            : brilliant(defs, stone, options);
  return `<g transform="translate(${num(options.cx)} ${num(options.cy)})">${body}</g>`;
}

/** A four-pointed glint. */
export function sparkle(x: number, y: number, size: number, opacity = 0.9): string {
  const s = num(size);
  const t = num(size * 0.12);
  return (
    `<path transform="translate(${num(x)} ${num(y)})" fill="#fff" opacity="${opacity}" ` +
    `d="M0 -${s}Q${t} -${t} ${s} 0Q${t} ${t} 0 ${s}Q-${t} ${t} -${s} 0Q-${t} -${t} 0 -${s}Z"/>`
  );
}

/** Light comes from the top left: facets facing it are lighter, the others darker. */
function facetShade(angleRadians: number, strength = 0.42, scintillation = 0): string {
  const facing = Math.max(-1, Math.min(1, Math.cos(angleRadians - (-3 * Math.PI) / 4) + scintillation));
  return facing >= 0
    ? `fill="#fff" fill-opacity="${Math.round(facing * strength * 100) / 100}"`
    : `fill="#000" fill-opacity="${Math.round(-facing * strength * 60) / 100}"`;
}

function onEllipse(rx: number, ry: number, angle: number, scale = 1): Point {
  return { x: Math.cos(angle) * rx * scale, y: Math.sin(angle) * ry * scale };
}

function brilliant(defs: SvgDefs, stone: StoneName, { rx, ry }: StoneOptions): string {
  const s = STONES[stone];
  const parts = [`<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="${stonePaint(defs, stone)}"/>`];
  const step = Math.PI / 4;
  for (let k = 0; k < 8; k++) {
    const a = k * step;
    const tableA = onEllipse(rx, ry, a + step / 2, 0.55);
    const tableB = onEllipse(rx, ry, a + (3 * step) / 2, 0.55);
    const rimMid = onEllipse(rx, ry, a + step);
    // Alternating facets catch and lose the light: that contrast is what reads as brilliance.
    const flash = k % 2 ? 0.45 : -0.45;
    parts.push(`<path ${facetShade(a + step, 0.5, flash)} d="${polygonPath([tableA, tableB, rimMid])}"/>`);
    const rimStart = onEllipse(rx, ry, a);
    const rimHalf = onEllipse(rx, ry, a + step / 2);
    parts.push(
      `<path ${facetShade(a + step / 4, 0.5, -flash)} d="${polygonPath([tableA, rimStart, rimHalf])}"/>`,
    );
    parts.push(
      `<path ${facetShade(a + (3 * step) / 4, 0.6, flash)} d="${polygonPath([tableA, rimHalf, rimMid])}"/>`,
    );
  }
  const table = Array.from({ length: 8 }, (_, k) => onEllipse(rx, ry, k * step + step / 2, 0.55));
  const tablePaint = defs.linear(
    `table-${stone}`,
    [
      [0, s.light, 0.9],
      [0.6, s.base, 0.35],
      [1, s.dark, 0.4],
    ],
    0,
    0,
    1,
    1,
  );
  parts.push(`<path fill="${tablePaint}" d="${polygonPath(table)}"/>`);
  parts.push(
    `<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${s.dark}" stroke-opacity=".55" stroke-width="${num(Math.max(rx, ry) * 0.04)}"/>`,
  );
  parts.push(sparkle(-rx * 0.3, -ry * 0.32, Math.max(rx, ry) * 0.3, 0.8));
  return parts.join('');
}

function octagon(halfWidth: number, halfHeight: number, corner: number): Point[] {
  return [
    { x: -halfWidth + corner, y: -halfHeight },
    { x: halfWidth - corner, y: -halfHeight },
    { x: halfWidth, y: -halfHeight + corner },
    { x: halfWidth, y: halfHeight - corner },
    { x: halfWidth - corner, y: halfHeight },
    { x: -halfWidth + corner, y: halfHeight },
    { x: -halfWidth, y: halfHeight - corner },
    { x: -halfWidth, y: -halfHeight + corner },
  ];
}

/** Step cut: concentric octagons, each band shaded by the side it faces. */
function emeraldCut(defs: SvgDefs, stone: StoneName, { rx, ry }: StoneOptions): string {
  const s = STONES[stone];
  const corner = Math.min(rx, ry) * 0.32;
  const rings = [1, 0.82, 0.64].map((f) => octagon(rx * f, ry * f, corner * f));
  const parts = [`<path fill="${stonePaint(defs, stone)}" d="${polygonPath(rings[0] as Point[])}"/>`];
  const sideAngles = [-90, -45, 0, 45, 90, 135, 180, -135].map((deg) => (deg * Math.PI) / 180);
  for (let r = 0; r < rings.length - 1; r++) {
    const outer = rings[r] as Point[];
    const inner = rings[r + 1] as Point[];
    for (let j = 0; j < 8; j++) {
      const next = (j + 1) % 8;
      const facet = [outer[j] as Point, outer[next] as Point, inner[next] as Point, inner[j] as Point];
      const angle = (sideAngles[j] as number) + (r % 2 ? Math.PI : 0) * 0.15;
      parts.push(`<path ${facetShade(angle, 0.5)} d="${polygonPath(facet)}"/>`);
    }
  }
  const tablePaint = defs.linear(
    `table-${stone}`,
    [
      [0, s.light, 0.9],
      [0.6, s.base, 0.35],
      [1, s.dark, 0.4],
    ],
    0,
    0,
    1,
    1,
  );
  parts.push(`<path fill="${tablePaint}" d="${polygonPath(rings[2] as Point[])}"/>`);
  parts.push(
    `<path fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${num(rx * 0.015)}" d="${rings.map((ring) => polygonPath(ring)).join('')}"/>`,
  );
  parts.push(sparkle(-rx * 0.42, -ry * 0.4, Math.min(rx, ry) * 0.28, 0.7));
  return parts.join('');
}

/** A drop, point up (the classic teardrop curve x = sin t · sin(t/2)). */
function pearCut(defs: SvgDefs, stone: StoneName, { rx, ry }: StoneOptions): string {
  const s = STONES[stone];
  const count = 36;
  const outline = Array.from({ length: count }, (_, i) => {
    const t = (i / count) * 2 * Math.PI;
    return { x: rx * 1.3 * Math.sin(t) * Math.sin(t / 2), y: -ry * Math.cos(t) };
  });
  const centre = { x: 0, y: ry * 0.3 };
  const parts = [`<path fill="${stonePaint(defs, stone)}" d="${polygonPath(outline)}"/>`];
  for (let i = 0; i < count; i += 3) {
    const a = outline[i] as Point;
    const b = outline[(i + 3) % count] as Point;
    const angle = Math.atan2((a.y + b.y) / 2 - centre.y, (a.x + b.x) / 2 - centre.x);
    parts.push(`<path ${facetShade(angle, 0.45)} d="${polygonPath([centre, a, b])}"/>`);
  }
  parts.push(
    `<path fill="none" stroke="${s.dark}" stroke-opacity=".5" stroke-width="${num(rx * 0.04)}" d="${polygonPath(outline)}"/>`,
  );
  parts.push(sparkle(-rx * 0.25, ry * 0.1, rx * 0.45, 0.85));
  return parts.join('');
}

function cabochon(defs: SvgDefs, stone: StoneName, { rx, ry }: StoneOptions): string {
  const s = STONES[stone];
  const parts = [`<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="${stonePaint(defs, stone)}"/>`];
  if (stone === 'turquoise') {
    // The brown matrix veins that make turquoise look natural.
    parts.push(
      `<path fill="none" stroke="#6b4f32" stroke-opacity=".35" stroke-width="${num(rx * 0.025)}" stroke-linecap="round" ` +
        `d="M${num(-rx * 0.7)} ${num(ry * 0.1)}q${num(rx * 0.3)} ${num(-ry * 0.25)} ${num(rx * 0.55)} ${num(-ry * 0.05)}t${num(rx * 0.6)} ${num(ry * 0.2)}` +
        `M${num(-rx * 0.2)} ${num(ry * 0.55)}q${num(rx * 0.2)} ${num(-ry * 0.2)} ${num(rx * 0.5)} ${num(-ry * 0.15)}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${num(-rx * 0.28)}" cy="${num(-ry * 0.38)}" rx="${num(rx * 0.5)}" ry="${num(ry * 0.3)}" fill="${sheenPaint(defs)}" opacity="${stone === 'onyx' ? 0.55 : 0.7}"/>`,
  );
  parts.push(
    `<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${s.dark}" stroke-opacity=".45" stroke-width="${num(rx * 0.03)}"/>`,
  );
  return parts.join('');
}

function pearl(defs: SvgDefs, stone: StoneName, { rx, ry }: StoneOptions): string {
  const iridescence = defs.radial('pearl-iridescence', [
    [0.6, '#f6d9d2', 0],
    [0.92, '#e9c9d2', 0.45],
    [1, '#cfd9e0', 0.2],
  ]);
  return (
    `<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="${stonePaint(defs, stone)}"/>` +
    `<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="${iridescence}"/>` +
    `<ellipse cx="${num(-rx * 0.32)}" cy="${num(-ry * 0.36)}" rx="${num(rx * 0.22)}" ry="${num(ry * 0.16)}" fill="${sheenPaint(defs)}"/>`
  );
}
