import type { Random } from '../random.js';
import { mix, num, type SvgCanvas, type SvgDefs, translate } from './svg.js';

// Scenery around the jewellery: Tunisian motifs (jasmine, olive, Sidi Bou Saïd doors, zellige,
// dunes, Tabarka coral) drawn quietly so the pieces stay the subject.

/** A jasmine flower (five white petals) at x, y. */
export function jasmineFlower(defs: SvgDefs, x: number, y: number, size: number, rotation = 0): string {
  const petal = defs.radial(
    'jasmine-flower-petal',
    [
      [0, '#ffffff'],
      [0.75, '#f7f3ea'],
      [1, '#e4dac6'],
    ],
    0.3,
    0.5,
    0.8,
  );
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = i * 72;
    return `<path d="M0 0C12 -8 44 -18 54 0C44 18 12 8 0 0Z" transform="rotate(${angle})" fill="${petal}" stroke="#e2d8c4" stroke-width="1"/>`;
  }).join('');
  return translate(
    x,
    y,
    `${petals}<circle r="6" fill="#e9d889"/><circle r="3" fill="#b8a64a"/>`,
    rotation,
    size / 54,
  );
}

/** A scatter of jasmine flowers and buds over a region. */
export function jasmineScatter(
  defs: SvgDefs,
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
): string {
  return Array.from({ length: count }, () => {
    const px = x + random.next() * width;
    const py = y + random.next() * height;
    if (random.chance(0.3)) {
      return `<ellipse cx="${num(px)}" cy="${num(py)}" rx="6" ry="16" transform="rotate(${num(random.between(0, 180))} ${num(px)} ${num(py)})" fill="#f6f1e4" stroke="#ddd0b8"/>`;
    }
    return jasmineFlower(defs, px, py, random.between(26, 42), random.between(0, 72));
  }).join('');
}

/** An olive sprig in sage green. */
export function oliveSprig(x: number, y: number, scale: number, rotation: number): string {
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    const side = i % 2 ? 1 : -1;
    return `<path d="M0 0C14 -10 50 -12 72 0C50 12 14 10 0 0Z" transform="translate(${num(t * 220)} ${num(-Math.sin(t * 3) * 10)}) rotate(${side * 35 - 10})" fill="${i % 2 ? '#8d9b6c' : '#74845a'}"/>`;
  }).join('');
  const olives = `<ellipse cx="120" cy="24" rx="12" ry="16" fill="#4b4a2c"/><ellipse cx="176" cy="-22" rx="11" ry="15" fill="#5b5a34"/>`;
  return translate(
    x,
    y,
    `<path d="M0 0C80 -14 160 6 230 -6" fill="none" stroke="#6b6a4a" stroke-width="4"/>${leaves}${olives}`,
    rotation,
    scale,
  );
}

/** A branch of red coral (the raw material of Tabarka), lying on sand. */
export function coralBranch(defs: SvgDefs, x: number, y: number, scale: number, rotation: number): string {
  const paint = defs.linear(
    'coral-prop',
    [
      [0, '#f0876a'],
      [1, '#b63f27'],
    ],
    0,
    0,
    1,
    0,
  );
  const twigs = [
    'M0 160C-6 90 -14 40 -6 -40C-2 -100 14 -130 8 -170',
    'M-6 40C-50 6 -90 -20 -104 -84',
    'M-48 4C-72 -28 -56 -70 -72 -118',
    'M-10 -50C24 -72 56 -96 64 -150',
    'M0 90C48 66 88 32 120 -24',
  ];
  return translate(
    x,
    y,
    twigs
      .map(
        (d, i) =>
          `<path d="${d}" fill="none" stroke="${paint}" stroke-width="${i ? 15 - i : 22}" stroke-linecap="round"/>`,
      )
      .join(''),
    rotation,
    scale,
  );
}

/** A scallop shell. */
export function shell(x: number, y: number, size: number, rotation: number, colour = '#efe2cf'): string {
  const ribs = Array.from({ length: 9 }, (_, i) => {
    const a = (-70 + i * 17.5) * (Math.PI / 180);
    return `M0 40L${num(Math.sin(a) * 58)} ${num(-Math.cos(a) * 50)}`;
  }).join('');
  return translate(
    x,
    y,
    `<path d="M0 40L-58 -18Q-40 -56 0 -60Q40 -56 58 -18Z" fill="${colour}" stroke="${mix(colour, '#000000', 0.2)}" stroke-width="2"/>` +
      `<path d="${ribs}" stroke="${mix(colour, '#000000', 0.18)}" stroke-width="2"/>` +
      `<path d="M-14 40L14 40L10 52L-10 52Z" fill="${mix(colour, '#000000', 0.1)}"/>`,
    rotation,
    size / 60,
  );
}

/** The blue arched door of Sidi Bou Saïd with its black studs, set in a white wall. */
export function blueDoor(defs: SvgDefs, x: number, y: number, width: number, height: number): string {
  const blue = defs.linear(
    'door-blue',
    [
      [0, '#2d6fb7'],
      [1, '#1b4f8e'],
    ],
    0,
    0,
    1,
    1,
  );
  const half = width / 2;
  const arch = `M${num(x - half)} ${num(y + height)}L${num(x - half)} ${num(y + half)}A${num(half)} ${num(half)} 0 0 1 ${num(x + half)} ${num(y + half)}L${num(x + half)} ${num(y + height)}Z`;
  const frame = `M${num(x - half - 26)} ${num(y + height)}L${num(x - half - 26)} ${num(y + half)}A${num(half + 26)} ${num(half + 26)} 0 0 1 ${num(x + half + 26)} ${num(y + half)}L${num(x + half + 26)} ${num(y + height)}Z`;
  const studs: string[] = [];
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 4; col++) {
      const sx = x - half * 0.6 + col * ((half * 1.2) / 3);
      const sy = y + half * 1.1 + row * ((height - half * 1.4) / 6);
      studs.push(`<circle cx="${num(sx)}" cy="${num(sy)}" r="4.5" fill="#1a1a1a"/>`);
    }
  }
  return (
    `<path d="${frame}" fill="#f4f1ea"/>` +
    `<path d="${arch}" fill="${blue}"/>` +
    `<path d="M${num(x)} ${num(y + 10)}L${num(x)} ${num(y + height)}" stroke="#163f72" stroke-width="4"/>` +
    studs.join('') +
    `<circle cx="${num(x - 18)}" cy="${num(y + height * 0.62)}" r="9" fill="#c9a24a"/>`
  );
}

/** Eight-pointed star tiles (zellige) in a rectangle. */
export function zellige(
  defs: SvgDefs,
  x: number,
  y: number,
  width: number,
  height: number,
  colours: readonly string[],
): string {
  const id = `zellige-${colours.map((c) => c.slice(1)).join('')}`;
  const tile = 80;
  defs.define(id, (key) => {
    const star = `M40 8L49 27L70 22L63 40L70 58L49 53L40 72L31 53L10 58L17 40L10 22L31 27Z`;
    return (
      `<pattern id="${key}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
      `<rect width="${tile}" height="${tile}" fill="${colours[0]}"/>` +
      `<path d="${star}" fill="${colours[1]}"/>` +
      `<circle cx="40" cy="40" r="10" fill="${colours[2]}"/>` +
      `<path d="M0 0L12 0L0 12ZM80 0L68 0L80 12ZM0 80L12 80L0 68ZM80 80L68 80L80 68Z" fill="${colours[2]}"/>` +
      `<rect width="${tile}" height="${tile}" fill="none" stroke="#f4ede0" stroke-width="3"/></pattern>`
    );
  });
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="url(#${id})"/>`;
}

/** Layered dunes under a night or dusk sky, across the whole canvas width. */
export function dunes(defs: SvgDefs, canvas: SvgCanvas, horizon: number): string {
  const w = canvas.width;
  const h = canvas.height;
  const layer = (id: string, top: string, bottom: string, d: string) =>
    `<path d="${d}" fill="${defs.linear(id, [
      [0, top],
      [1, bottom],
    ])}"/>`;
  return (
    layer(
      'dune-far',
      '#b07a4c',
      '#7c5033',
      `M0 ${num(horizon)}C${num(w * 0.2)} ${num(horizon - 40)} ${num(w * 0.4)} ${num(horizon - 10)} ${num(w * 0.6)} ${num(horizon - 30)}S${num(w * 0.9)} ${num(horizon - 20)} ${w} ${num(horizon - 45)}L${w} ${h}L0 ${h}Z`,
    ) +
    layer(
      'dune-near',
      '#d39a5e',
      '#8a5530',
      `M0 ${num(horizon + 70)}C${num(w * 0.25)} ${num(horizon + 10)} ${num(w * 0.5)} ${num(horizon + 90)} ${num(w * 0.75)} ${num(horizon + 40)}S${num(w * 0.95)} ${num(horizon + 60)} ${w} ${num(horizon + 50)}L${w} ${h}L0 ${h}Z`,
    )
  );
}

/** A night sky fading to amber at the horizon, with the glow of the moon (the smooth part). */
export function nightSky(
  defs: SvgDefs,
  canvas: SvgCanvas,
  moonX: number,
  moonY: number,
  moonRadius: number,
): string {
  const sky = defs.linear('night-sky', [
    [0, '#0d1330'],
    [0.55, '#2b2a4f'],
    [0.85, '#8a5a4a'],
    [1, '#d7955d'],
  ]);
  const moonGlow = defs.radial('moon-glow', [
    [0, '#fff1c9', 0.35],
    [1, '#fff1c9', 0],
  ]);
  return (
    `<rect width="${canvas.width}" height="${canvas.height}" fill="${sky}"/>` +
    `<circle cx="${num(moonX)}" cy="${num(moonY)}" r="${num(moonRadius * 3)}" fill="${moonGlow}"/>`
  );
}

/** Stars and a crescent moon, to draw over `nightSky`. */
export function moonAndStars(
  canvas: SvgCanvas,
  random: Random,
  moonX: number,
  moonY: number,
  moonRadius: number,
): string {
  const stars = Array.from({ length: 40 }, () => {
    const x = random.next() * canvas.width;
    const y = random.next() * canvas.height * 0.5;
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(random.between(0.8, 2.4))}" fill="#fff8e6" opacity="${num(random.between(0.4, 0.95))}"/>`;
  }).join('');
  const r = moonRadius;
  return (
    stars +
    `<path fill-rule="evenodd" fill="#f7e7b4" d="M${num(moonX - r)} ${num(moonY)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z` +
    `M${num(moonX - r * 0.55)} ${num(moonY - r * 0.3)}a${num(r * 0.9)} ${num(r * 0.9)} 0 1 0 ${num(1.8 * r)} 0a${num(r * 0.9)} ${num(r * 0.9)} 0 1 0 ${num(-1.8 * r)} 0Z"/>`
  );
}

/** A flowing silk ribbon from (x1, y1) to (x2, y2). */
export function silkRibbon(
  defs: SvgDefs,
  colour: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
): string {
  const paint = defs.linear(
    `silk-${colour.slice(1)}`,
    [
      [0, mix(colour, '#000000', 0.2)],
      [0.3, mix(colour, '#ffffff', 0.35)],
      [0.6, colour],
      [1, mix(colour, '#000000', 0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return (
    `<path d="M${num(x1)} ${num(y1)}C${num(mx - 200)} ${num(my - 160)} ${num(mx + 200)} ${num(my + 160)} ${num(x2)} ${num(y2)}" ` +
    `fill="none" stroke="${paint}" stroke-width="${num(width)}" stroke-linecap="round"/>`
  );
}

/** A gift box with a satin ribbon and bow, its front face centred on x, resting on y. */
export function giftBox(
  defs: SvgDefs,
  x: number,
  y: number,
  size: number,
  colour: string,
  ribbon: string,
): string {
  const s = size;
  const front = defs.linear(
    `box-${colour.slice(1)}`,
    [
      [0, mix(colour, '#ffffff', 0.12)],
      [1, mix(colour, '#000000', 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  const top = mix(colour, '#ffffff', 0.2);
  return (
    `<path d="M${num(x - s / 2)} ${num(y - s * 0.8)}L${num(x - s / 2 + s * 0.25)} ${num(y - s * 0.95)}L${num(x + s / 2 + s * 0.25)} ${num(y - s * 0.95)}L${num(x + s / 2)} ${num(y - s * 0.8)}Z" fill="${top}"/>` +
    `<path d="M${num(x + s / 2)} ${num(y - s * 0.8)}L${num(x + s / 2 + s * 0.25)} ${num(y - s * 0.95)}L${num(x + s / 2 + s * 0.25)} ${num(y - s * 0.15)}L${num(x + s / 2)} ${num(y)}Z" fill="${mix(colour, '#000000', 0.3)}"/>` +
    `<rect x="${num(x - s / 2)}" y="${num(y - s * 0.8)}" width="${num(s)}" height="${num(s * 0.8)}" fill="${front}"/>` +
    `<rect x="${num(x - s * 0.06)}" y="${num(y - s * 0.8)}" width="${num(s * 0.12)}" height="${num(s * 0.8)}" fill="${ribbon}"/>` +
    `<path d="M${num(x + s * 0.06)} ${num(y - s * 0.8)}L${num(x + s * 0.31)} ${num(y - s * 0.95)}L${num(x + s * 0.19)} ${num(y - s * 0.95)}L${num(x - s * 0.06)} ${num(y - s * 0.8)}Z" fill="${ribbon}"/>` +
    `<path d="M${num(x + s * 0.12)} ${num(y - s * 0.9)}C${num(x - s * 0.1)} ${num(y - s * 1.15)} ${num(x - s * 0.25)} ${num(y - s * 0.95)} ${num(x + s * 0.12)} ${num(y - s * 0.9)}C${num(x + s * 0.35)} ${num(y - s * 1.2)} ${num(x + s * 0.5)} ${num(y - s * 0.98)} ${num(x + s * 0.12)} ${num(y - s * 0.9)}Z" fill="${ribbon}" stroke="${mix(ribbon, '#000000', 0.25)}" stroke-width="2"/>`
  );
}

/** Soft out-of-focus lights (bokeh) in a colour. */
export function bokeh(random: Random, canvas: SvgCanvas, colour: string, count: number): string {
  return Array.from({ length: count }, () => {
    const r = random.between(14, 60);
    return `<circle cx="${num(random.next() * canvas.width)}" cy="${num(random.next() * canvas.height)}" r="${num(r)}" fill="${colour}" opacity="${num(random.between(0.08, 0.3))}"/>`;
  }).join('');
}

/** The grey veins of white marble, over a pale backdrop. */
export function marbleVeins(random: Random, canvas: SvgCanvas): string {
  return Array.from({ length: 6 }, () => {
    const y = random.next() * canvas.height;
    const w = canvas.width;
    return `<path d="M-20 ${num(y)}C${num(w * 0.3)} ${num(y + random.between(-120, 120))} ${num(w * 0.6)} ${num(y + random.between(-160, 160))} ${num(w + 20)} ${num(y + random.between(-200, 200))}" fill="none" stroke="#9d978c" stroke-opacity="${num(random.between(0.12, 0.3))}" stroke-width="${num(random.between(1, 3.5))}"/>`;
  }).join('');
}

/** Natural linen: a warm, softly lit flat colour (a woven texture costs too much to render). */
export function linen(defs: SvgDefs, canvas: SvgCanvas, colour: string): string {
  const paint = defs.linear(
    `linen-${colour.slice(1)}`,
    [
      [0, mix(colour, '#ffffff', 0.25)],
      [1, mix(colour, '#000000', 0.06)],
    ],
    0,
    0,
    1,
    1,
  );
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="${paint}"/>`;
}
