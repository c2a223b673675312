import { METALS, type MetalName, STONES, type StoneName } from './palette.js';
import type { SvgDefs } from './svg.js';

export type LightDirection = 'vertical' | 'horizontal' | 'diagonal' | 'antidiagonal';

const DIRECTIONS: Record<LightDirection, [number, number, number, number]> = {
  vertical: [0, 0, 0, 1],
  horizontal: [0, 0, 1, 0],
  diagonal: [0, 0, 1, 1],
  antidiagonal: [1, 0, 0, 1],
};

/** Polished metal: two bright reflections on a darker body, like a tube under a softbox. */
export function metalPaint(defs: SvgDefs, metal: MetalName, direction: LightDirection = 'diagonal'): string {
  const m = METALS[metal];
  const [x1, y1, x2, y2] = DIRECTIONS[direction];
  return defs.linear(
    `metal-${metal}-${direction}`,
    [
      [0, m.shadow],
      [0.16, m.base],
      [0.32, m.light],
      [0.42, m.highlight],
      [0.52, m.light],
      [0.7, m.base],
      [0.86, m.shadow],
      [1, m.base],
    ],
    x1,
    y1,
    x2,
    y2,
  );
}

/** Brushed, quieter metal for large flat surfaces (plates, dials' rims, cuffs). */
export function satinPaint(defs: SvgDefs, metal: MetalName, direction: LightDirection = 'diagonal'): string {
  const m = METALS[metal];
  const [x1, y1, x2, y2] = DIRECTIONS[direction];
  return defs.linear(
    `satin-${metal}-${direction}`,
    [
      [0, m.base],
      [0.35, m.light],
      [0.55, m.highlight],
      [0.8, m.base],
      [1, m.shadow],
    ],
    x1,
    y1,
    x2,
    y2,
  );
}

/** The inside of a band, seen in shade. */
export function innerMetalPaint(defs: SvgDefs, metal: MetalName): string {
  const m = METALS[metal];
  return defs.linear(
    `metal-inner-${metal}`,
    [
      [0, m.shadow],
      [0.45, m.base],
      [0.7, m.light],
      [1, m.shadow],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A flat metal colour for small parts (chain links, prongs) where a gradient would not show. */
export function metalTone(
  metal: MetalName,
  tone: 'shadow' | 'base' | 'light' | 'highlight' = 'base',
): string {
  return METALS[metal][tone];
}

/** A stone's body: lit from the top left, deep at the rim. */
export function stonePaint(defs: SvgDefs, stone: StoneName): string {
  const s = STONES[stone];
  if (s.finish === 'pearl') {
    return defs.radial(
      `stone-${stone}`,
      [
        [0, '#ffffff'],
        [0.18, s.light],
        [0.55, s.base],
        [0.85, s.dark],
        [1, '#9c8f76'],
      ],
      0.5,
      0.5,
      0.55,
      0.36,
      0.3,
    );
  }
  return defs.radial(
    `stone-${stone}`,
    [
      [0, s.light],
      [0.45, s.base],
      [1, s.dark],
    ],
    0.5,
    0.5,
    0.6,
    0.35,
    0.3,
  );
}

/** A soft white sheen, to lay over domes and pearls. */
export function sheenPaint(defs: SvgDefs): string {
  return defs.radial(
    'sheen',
    [
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
}

/** The soft shadow under a piece (a radial falloff: far cheaper to render than a blur filter). */
export function shadowPaint(defs: SvgDefs, color: string, strength = 0.32): string {
  return defs.radial(`shadow-${color.slice(1)}-${Math.round(strength * 100)}`, [
    [0, color, strength],
    [0.55, color, strength * 0.45],
    [1, color, 0],
  ]);
}
