import type { Tone } from './palette.js';
import { shadowPaint } from './shading.js';
import { mix, num, type SvgCanvas, type SvgDefs } from './svg.js';

/** A seamless paper sweep: lighter where the light falls, a soft glow behind the subject. */
export function paperBackdrop(
  defs: SvgDefs,
  canvas: SvgCanvas,
  tone: Tone,
  glowX = 0.5,
  glowY = 0.42,
): string {
  const key = `${tone.top.slice(1)}${tone.bottom.slice(1)}`;
  const paper = defs.linear(`paper-${key}`, [
    [0, tone.top],
    [0.62, mix(tone.top, tone.bottom, 0.45)],
    [1, tone.bottom],
  ]);
  const glow = defs.radial(`glow-${tone.glow.slice(1)}`, [
    [0, tone.glow, 0.9],
    [0.6, tone.glow, 0.3],
    [1, tone.glow, 0],
  ]);
  return (
    `<rect width="${canvas.width}" height="${canvas.height}" fill="${paper}"/>` +
    `<ellipse cx="${num(canvas.width * glowX)}" cy="${num(canvas.height * glowY)}" rx="${num(canvas.width * 0.55)}" ry="${num(canvas.height * 0.45)}" fill="${glow}"/>`
  );
}

/** Darkened edges, as a lens and a single soft light give. */
export function vignette(defs: SvgDefs, canvas: SvgCanvas, color: string, strength = 0.35): string {
  const paint = defs.radial(`vignette-${color.slice(1)}-${Math.round(strength * 100)}`, [
    [0.55, color, 0],
    [1, color, strength],
  ]);
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="${paint}"/>`;
}

/** Window light falling across the scene. */
export function lightBeam(defs: SvgDefs, canvas: SvgCanvas, fromLeft = true, opacity = 0.35): string {
  const paint = defs.linear(
    `beam-${fromLeft ? 'l' : 'r'}`,
    [
      [0, '#ffffff', 0],
      [0.35, '#ffffff', 0.9],
      [0.55, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const w = canvas.width;
  const h = canvas.height;
  const d = fromLeft
    ? `M${num(w * 0.05)} 0L${num(w * 0.5)} 0L${num(w * 0.95)} ${h}L${num(w * 0.35)} ${h}Z`
    : `M${num(w * 0.5)} 0L${num(w * 0.95)} 0L${num(w * 0.65)} ${h}L${num(w * 0.05)} ${h}Z`;
  return `<path d="${d}" fill="${paint}" opacity="${opacity}"/>`;
}

/** The soft pool of shade a piece leaves on the surface under it. */
export function contactShadow(
  defs: SvgDefs,
  tone: Tone,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.3,
): string {
  const paint = shadowPaint(defs, tone.shadow, strength);
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${paint}"/>`;
}

/** Velvet: deep colour lit from the centre, with a few soft folds. */
export function velvetBackdrop(defs: SvgDefs, canvas: SvgCanvas, tone: Tone, folds = true): string {
  const key = tone.top.slice(1);
  const base = defs.linear(`velvet-${key}`, [
    [0, tone.top],
    [1, tone.bottom],
  ]);
  const glow = defs.radial(`velvet-glow-${key}`, [
    [0, tone.glow, 0.85],
    [0.7, tone.glow, 0.15],
    [1, tone.glow, 0],
  ]);
  const w = canvas.width;
  const h = canvas.height;
  const foldPaint = defs.linear(
    `fold-${key}`,
    [
      [0, tone.bottom, 0],
      [0.5, tone.bottom, 0.45],
      [1, tone.bottom, 0],
    ],
    0,
    0,
    1,
    0,
  );
  const foldMarkup = folds
    ? `<path fill="${foldPaint}" d="M${num(w * 0.05)} 0C${num(w * 0.2)} ${num(h * 0.3)} ${num(w * 0.02)} ${num(h * 0.7)} ${num(w * 0.16)} ${h}L${num(w * 0.3)} ${h}C${num(w * 0.18)} ${num(h * 0.7)} ${num(w * 0.32)} ${num(h * 0.35)} ${num(w * 0.2)} 0Z"/>` +
      `<path fill="${foldPaint}" d="M${num(w * 0.82)} 0C${num(w * 0.7)} ${num(h * 0.35)} ${num(w * 0.9)} ${num(h * 0.6)} ${num(w * 0.78)} ${h}L${num(w * 0.92)} ${h}C${num(w * 1.02)} ${num(h * 0.6)} ${num(w * 0.84)} ${num(h * 0.35)} ${num(w * 0.95)} 0Z"/>`
    : '';
  return (
    `<rect width="${w}" height="${h}" fill="${base}"/>${foldMarkup}` +
    `<ellipse cx="${num(w * 0.5)}" cy="${num(h * 0.42)}" rx="${num(w * 0.5)}" ry="${num(h * 0.42)}" fill="${glow}"/>`
  );
}

export type PlinthMaterial = 'travertine' | 'marble' | 'velvet';

const PLINTH_COLOURS: Record<
  Exclude<PlinthMaterial, 'velvet'>,
  { top: string; side: string; dark: string }
> = {
  travertine: { top: '#efe3cf', side: '#d9c6a8', dark: '#b39b78' },
  marble: { top: '#f7f6f3', side: '#e4e1db', dark: '#bdb8ae' },
};

/** A round display plinth whose top is centred on cx, topY. */
export function plinth(
  defs: SvgDefs,
  material: PlinthMaterial,
  tone: Tone,
  cx: number,
  topY: number,
  rx: number,
  height: number,
): string {
  const colours =
    material === 'velvet'
      ? { top: mix(tone.top, '#ffffff', 0.12), side: tone.top, dark: tone.bottom }
      : PLINTH_COLOURS[material];
  const ry = rx * 0.3;
  const side = defs.linear(
    `plinth-side-${material}-${colours.side.slice(1)}`,
    [
      [0, colours.dark],
      [0.3, colours.side],
      [0.55, mix(colours.side, '#ffffff', 0.25)],
      [1, colours.dark],
    ],
    0,
    0,
    1,
    0,
  );
  const top = defs.linear(`plinth-top-${material}-${colours.top.slice(1)}`, [
    [0, mix(colours.top, '#ffffff', 0.35)],
    [1, colours.top],
  ]);
  const veins =
    material === 'marble'
      ? `<path fill="none" stroke="#a9a39a" stroke-opacity=".35" stroke-width="1.5" d="M${num(cx - rx * 0.7)} ${num(topY + height * 0.2)}c${num(rx * 0.2)} ${num(height * 0.15)} ${num(rx * 0.3)} ${num(height * 0.05)} ${num(rx * 0.5)} ${num(height * 0.3)}s${num(rx * 0.3)} ${num(height * 0.2)} ${num(rx * 0.6)} ${num(height * 0.25)}M${num(cx - rx * 0.4)} ${num(topY - ry * 0.3)}c${num(rx * 0.3)} ${num(ry * 0.2)} ${num(rx * 0.5)} ${num(-ry * 0.1)} ${num(rx * 0.9)} ${num(ry * 0.4)}"/>`
      : '';
  return (
    `<path fill="${side}" d="M${num(cx - rx)} ${num(topY)}L${num(cx - rx)} ${num(topY + height)}A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(topY + height)}L${num(cx + rx)} ${num(topY)}Z"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(topY)}" rx="${num(rx)}" ry="${num(ry)}" fill="${top}"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(topY)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="#ffffff" stroke-opacity=".5" stroke-width="2"/>` +
    veins
  );
}

/** Half the width of the neck form's neck; worn necklaces are drawn for this size. */
export const BUST_NECK_HALF_WIDTH = 120;

/** A velvet watch cushion seen from the front; returns its outline too, to tuck the strap behind it. */
export function cushion(
  defs: SvgDefs,
  tone: Tone,
  cx: number,
  cy: number,
  halfWidth: number,
  halfHeight: number,
): { markup: string; outline: string } {
  const key = tone.top.slice(1);
  const paint = defs.linear(
    `cushion-${key}`,
    [
      [0, mix(tone.top, '#000000', 0.25)],
      [0.4, mix(tone.top, '#ffffff', 0.18)],
      [1, mix(tone.bottom, '#000000', 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const r = halfWidth * 0.5;
  const outline = `M${num(cx - halfWidth)} ${num(cy - halfHeight + r)}Q${num(cx - halfWidth)} ${num(cy - halfHeight)} ${num(cx)} ${num(cy - halfHeight)}Q${num(cx + halfWidth)} ${num(cy - halfHeight)} ${num(cx + halfWidth)} ${num(cy - halfHeight + r)}L${num(cx + halfWidth)} ${num(cy + halfHeight - r)}Q${num(cx + halfWidth)} ${num(cy + halfHeight)} ${num(cx)} ${num(cy + halfHeight)}Q${num(cx - halfWidth)} ${num(cy + halfHeight)} ${num(cx - halfWidth)} ${num(cy + halfHeight - r)}Z`;
  return { markup: `<path d="${outline}" fill="${paint}"/>`, outline };
}

/** A jeweller's neck form, covered in velvet or linen; its neck is centred on cx, its base at 36 % of the height. */
export function bust(defs: SvgDefs, tone: Tone, cx: number, canvas: SvgCanvas): string {
  const h = canvas.height;
  const key = tone.top.slice(1);
  const cloth = defs.linear(
    `bust-${key}`,
    [
      [0, mix(tone.top, '#000000', 0.15)],
      [0.45, mix(tone.top, '#ffffff', 0.12)],
      [1, mix(tone.bottom, '#000000', 0.1)],
    ],
    0,
    0,
    1,
    0.3,
  );
  const neckHalf = BUST_NECK_HALF_WIDTH;
  const shade = defs.linear(
    `bust-shade-${key}`,
    [
      [0, tone.bottom, 0],
      [1, tone.bottom, 0.6],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    `<path fill="${cloth}" d="M${num(cx - neckHalf)} -10L${num(cx - neckHalf)} ${num(h * 0.36)}` +
    `C${num(cx - neckHalf - 10)} ${num(h * 0.5)} ${num(cx - 420)} ${num(h * 0.5)} ${num(cx - 470)} ${num(h * 0.62)}` +
    `L${num(cx - 520)} ${num(h + 10)}L${num(cx + 520)} ${num(h + 10)}L${num(cx + 470)} ${num(h * 0.62)}` +
    `C${num(cx + 420)} ${num(h * 0.5)} ${num(cx + neckHalf + 10)} ${num(h * 0.5)} ${num(cx + neckHalf)} ${num(h * 0.36)}L${num(cx + neckHalf)} -10Z"/>` +
    // The neck turns away from the light where it meets the shoulders.
    `<path fill="${shade}" d="M${num(cx - neckHalf)} ${num(h * 0.22)}L${num(cx + neckHalf)} ${num(h * 0.22)}L${num(cx + neckHalf)} ${num(h * 0.36)}Q${num(cx)} ${num(h * 0.42)} ${num(cx - neckHalf)} ${num(h * 0.36)}Z"/>`
  );
}
