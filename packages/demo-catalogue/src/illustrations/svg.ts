// Tiny helpers to write SVG by hand: compact numbers, gradients registered once per document.

/** A number as SVG text: one decimal at most, so documents stay small and stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type GradientStop = readonly [offset: number, color: string, opacity?: number];

/** Definitions (gradients, clip paths) of one SVG document, each registered once under a stable id. */
export class SvgDefs {
  readonly #items = new Map<string, string>();

  /** Registers `build(id)` under `id` unless already present; returns `url(#id)`. */
  define(id: string, build: (id: string) => string): string {
    if (!this.#items.has(id)) this.#items.set(id, build(id));
    return `url(#${id})`;
  }

  linear(id: string, stops: readonly GradientStop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.define(
      id,
      (key) =>
        `<linearGradient id="${key}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  /** A radial gradient in bounding-box units (cx, cy, r, fx, fy between 0 and 1). */
  radial(id: string, stops: readonly GradientStop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    return this.define(
      id,
      (key) =>
        `<radialGradient id="${key}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  toString(): string {
    return this.#items.size ? `<defs>${[...this.#items.values()].join('')}</defs>` : '';
  }
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

export interface SvgCanvas {
  /** viewBox size: drawings use these units whatever the rendered size. */
  width: number;
  height: number;
  /** Rendered size in pixels (the largest variant). */
  pixelWidth: number;
  pixelHeight: number;
}

export function svgDocument(canvas: SvgCanvas, defs: SvgDefs | string, body: string, scale = 1): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(canvas.pixelWidth * scale)}" height="${Math.round(canvas.pixelHeight * scale)}" ` +
    `viewBox="0 0 ${canvas.width} ${canvas.height}">${defs}${body}</svg>`
  );
}

/**
 * A picture in two layers. The backdrop holds only smooth things (gradients, glows, soft light):
 * rasterised at a quarter of the size and scaled up it looks the same, at a sixteenth of the cost.
 * The subject (the jewellery, props, edges) is rasterised at full size over it.
 */
export interface LayeredSvg {
  /** Both layers in one document: what the content hash covers, and a faithful preview. */
  svg: string;
  /** The backdrop alone, at BACKDROP_SCALE of the full pixel size. */
  backdrop: string;
  /** The subject alone, on a transparent background, at full size. */
  subject: string;
}

export const BACKDROP_SCALE = 0.25;

export interface Layer {
  defs: SvgDefs;
  body: string;
}

export function layeredDocument(canvas: SvgCanvas, backdrop: Layer, subject: Layer): LayeredSvg {
  return {
    svg: svgDocument(canvas, `${backdrop.defs}${subject.defs}`, backdrop.body + subject.body),
    backdrop: svgDocument(canvas, backdrop.defs, backdrop.body, BACKDROP_SCALE),
    subject: svgDocument(canvas, subject.defs, subject.body),
  };
}

export function translate(x: number, y: number, body: string, rotation = 0, scale = 1): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rotation) parts.push(`rotate(${num(rotation)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}

/** An ellipse as path data, to combine with others (even-odd holes, clip paths). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0` +
    `a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`
  );
}

export interface Point {
  x: number;
  y: number;
}

/** A point of the cubic Bézier p0 p1 p2 p3 at t. */
export function cubicPoint(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

/** Points evenly spaced (by arc length) along a cubic Bézier; `spacing` in drawing units. */
export function pointsAlongCubic(
  p0: Point,
  p1: Point,
  p2: Point,
  p3: Point,
  spacing: number,
): Array<Point & { angle: number }> {
  const samples = 400;
  const table: Array<{ point: Point; length: number }> = [];
  let length = 0;
  let previous = p0;
  for (let i = 0; i <= samples; i++) {
    const point = cubicPoint(p0, p1, p2, p3, i / samples);
    length += Math.hypot(point.x - previous.x, point.y - previous.y);
    table.push({ point, length });
    previous = point;
  }
  const result: Array<Point & { angle: number }> = [];
  let cursor = 0;
  for (let distance = 0; distance <= length; distance += spacing) {
    while (cursor < table.length - 1 && (table[cursor + 1] as { length: number }).length < distance) cursor++;
    const here = (table[cursor] as { point: Point }).point;
    const ahead = (table[Math.min(cursor + 1, table.length - 1)] as { point: Point }).point;
    const behind = (table[Math.max(cursor - 1, 0)] as { point: Point }).point;
    result.push({ ...here, angle: (Math.atan2(ahead.y - behind.y, ahead.x - behind.x) * 180) / Math.PI });
  }
  return result;
}

/** Path data of a cubic Bézier. */
export function cubicPath(p0: Point, p1: Point, p2: Point, p3: Point): string {
  return `M${num(p0.x)} ${num(p0.y)}C${num(p1.x)} ${num(p1.y)} ${num(p2.x)} ${num(p2.y)} ${num(p3.x)} ${num(p3.y)}`;
}

/** A closed polygon's path data. */
export function polygonPath(points: readonly Point[]): string {
  return `${points.map((p, i) => `${i ? 'L' : 'M'}${num(p.x)} ${num(p.y)}`).join('')}Z`;
}

/** Mixes two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const channel = (i: number) =>
    Math.round((pa[i] as number) + ((pb[i] as number) - (pa[i] as number)) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function parseHex(hex: string): number[] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
}
