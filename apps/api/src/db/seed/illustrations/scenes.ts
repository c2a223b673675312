import { createRandom, type Random } from '../random.js';
import { type ArticleArt, drawPiece, type Pose } from './article-image.js';
import { bust, contactShadow, lightBeam, paperBackdrop, plinth, velvetBackdrop, vignette } from './backdrop.js';
import type { MetalName, StoneName, Tone } from './palette.js';
import {
  blueDoor,
  bokeh,
  coralBranch,
  dunes,
  giftBox,
  jasmineFlower,
  jasmineScatter,
  linen,
  marbleVeins,
  moonAndStars,
  nightSky,
  oliveSprig,
  shell,
  silkRibbon,
  zellige,
} from './props.js';
import { metalPaint } from './shading.js';
import { type LayeredSvg, layeredDocument, num, type SvgCanvas, SvgDefs, translate } from './svg.js';

// Compositions for collections, events and the site's own images (hero, banners, social tiles).
// Heroes keep their left part calm: the storefront writes its headline there.

/** The region of the canvas the subject occupies. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Jewel {
  art: ArticleArt;
  metal: MetalName;
  stone?: StoneName;
  accent?: StoneName;
}

interface Scene {
  /** Definitions of the subject layer. */
  defs: SvgDefs;
  /** Definitions of the smooth backdrop layer (see LayeredSvg). */
  back: SvgDefs;
  canvas: SvgCanvas;
  random: Random;
}

/** A scene's two layers: smooth backdrop, sharp subject. */
interface Layers {
  backdrop: string;
  subject: string;
}

const PAPER: Tone = { top: '#fbf8f2', bottom: '#eee5d6', glow: '#ffffff', shadow: '#5a4630' };
const NIGHT: Tone = { top: '#2b2a4f', bottom: '#0d1330', glow: '#4a4470', shadow: '#05060f' };

/** Draws a piece so that its width is `width` canvas units and its centre is at x, y. */
function place(scene: Scene, jewel: Jewel, x: number, y: number, width: number, rotation = 0, pose: Pose = 'flat'): string {
  const piece = drawPiece(
    {
      defs: scene.defs,
      metal: jewel.metal,
      stone: jewel.stone ?? 'crystal',
      accent: jewel.accent,
      random: createRandom(`scene:${jewel.art.kind}:${jewel.art.style}`),
    },
    jewel.art,
    pose,
  );
  const scale = width / (piece.halfWidth * 2);
  const centre = (piece.top + piece.bottom) / 2;
  return translate(x, y, translate(0, -centre * scale, piece.markup, 0, scale), rotation);
}

/** Like `place`, but the piece stands on the surface at `floorY`. */
function placeOn(scene: Scene, jewel: Jewel, x: number, floorY: number, width: number): string {
  const piece = drawPiece(
    {
      defs: scene.defs,
      metal: jewel.metal,
      stone: jewel.stone ?? 'crystal',
      accent: jewel.accent,
      random: createRandom(`scene:${jewel.art.kind}:${jewel.art.style}`),
    },
    jewel.art,
  );
  const scale = width / (piece.halfWidth * 2);
  return translate(x, floorY - piece.bottom * scale, piece.markup, 0, scale);
}

/** A soft shadow, drawn in the backdrop layer. */
function shadowUnder(scene: Scene, tone: Tone, x: number, y: number, width: number, strength = 0.3): string {
  return contactShadow(scene.back, tone, x, y, width * 0.5, width * 0.07, strength);
}

// ── Moods ────────────────────────────────────────────────────────────────────────────────────

function jasmin(scene: Scene, box: Box): Layers {
  const { defs, back, canvas, random } = scene;
  const cx = box.x + box.w * 0.55;
  const cy = box.y + box.h * 0.52;
  const size = Math.min(box.w, box.h);
  return {
    backdrop:
      paperBackdrop(back, canvas, PAPER, (box.x + box.w / 2) / canvas.width, 0.45) +
      shadowUnder(scene, PAPER, cx, cy + size * 0.22, size * 0.55),
    subject:
      jasmineScatter(defs, random, box.x + box.w * 0.05, box.y + box.h * 0.05, box.w * 0.9, box.h * 0.9, 16) +
      oliveSprig(box.x + box.w * 0.1, box.y + box.h * 0.85, size / 900, -18) +
      place(scene, { art: { kind: 'necklace', style: 'pearlStrand' }, metal: 'gold' }, cx, cy - size * 0.08, size * 0.62) +
      place(scene, { art: { kind: 'brooch', style: 'jasmine' }, metal: 'gold', accent: 'crystal' }, cx, cy + size * 0.12, size * 0.26) +
      jasmineFlower(defs, cx + size * 0.33, cy + size * 0.2, size * 0.06, 20),
  };
}

function sidiBouSaid(scene: Scene, box: Box): Layers {
  const { defs, back, canvas, random } = scene;
  const wall = back.linear('whitewash', [
    [0, '#fbfaf7'],
    [1, '#e7e3da'],
  ]);
  const size = Math.min(box.w, box.h);
  const doorWidth = size * 0.46;
  const doorX = box.x + box.w * 0.62;
  const ledgeY = box.y + box.h * 0.8;
  const ledge = defs.linear('ledge', [
    [0, '#f1ede4'],
    [1, '#d6d0c4'],
  ]);
  const bougainvillea = Array.from({ length: 26 }, () => {
    const x = doorX + doorWidth * 0.55 + random.between(0, size * 0.28);
    const y = box.y + random.between(0, box.h * 0.35);
    const colour = random.pick(['#c2327a', '#d74b8f', '#a8286a', '#5f8a4a']);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(random.between(8, 20))}" fill="${colour}" opacity=".92"/>`;
  }).join('');
  return {
    backdrop: `<rect width="${canvas.width}" height="${canvas.height}" fill="${wall}"/>${lightBeam(back, canvas, true, 0.35)}`,
    subject:
      blueDoor(defs, doorX, box.y + box.h * 0.08, doorWidth, ledgeY - box.y - box.h * 0.08) +
      `<rect x="0" y="${num(ledgeY)}" width="${canvas.width}" height="${num(canvas.height - ledgeY)}" fill="${ledge}"/>` +
      `<rect x="0" y="${num(ledgeY)}" width="${canvas.width}" height="6" fill="#ffffff" opacity=".7"/>` +
      bougainvillea +
      contactShadow(defs, PAPER, doorX - doorWidth * 0.9, ledgeY + 4, size * 0.13, size * 0.018, 0.4) +
      placeOn(scene, { art: { kind: 'ring', style: 'solitaire' }, metal: 'silver', stone: 'sapphire' }, doorX - doorWidth * 0.9, ledgeY + 6, size * 0.24) +
      contactShadow(defs, PAPER, doorX + doorWidth * 0.05, ledgeY + 4, size * 0.1, size * 0.015, 0.35) +
      placeOn(scene, { art: { kind: 'ring', style: 'channel' }, metal: 'silver', stone: 'sapphire' }, doorX + doorWidth * 0.05, ledgeY + 6, size * 0.18),
  };
}

function sahara(scene: Scene, box: Box): Layers {
  const { defs, back, canvas, random } = scene;
  const size = Math.min(box.w, box.h);
  const horizon = canvas.height * 0.62;
  const cx = box.x + box.w * 0.55;
  const moon = { x: box.x + box.w * 0.78, y: canvas.height * 0.2, r: size * 0.07 };
  return {
    backdrop: nightSky(back, canvas, moon.x, moon.y, moon.r),
    subject:
      moonAndStars(canvas, random, moon.x, moon.y, moon.r) +
      dunes(defs, canvas, horizon) +
      contactShadow(defs, NIGHT, cx, horizon + size * 0.3, size * 0.34, size * 0.06, 0.5) +
      place(scene, { art: { kind: 'bracelet', style: 'enamelBangle' }, metal: 'gold' }, cx, horizon + size * 0.2, size * 0.62) +
      place(scene, { art: { kind: 'bracelet', style: 'bangle' }, metal: 'gold' }, cx + size * 0.05, horizon + size * 0.08, size * 0.54, -4),
  };
}

function medina(scene: Scene, box: Box): Layers {
  const { defs, back, canvas } = scene;
  const size = Math.min(box.w, box.h);
  const wall = back.linear('terracotta', [
    [0, '#e7b08a'],
    [1, '#c7815c'],
  ]);
  const tableY = box.y + box.h * 0.72;
  const cx = box.x + box.w * 0.55;
  return {
    backdrop: `<rect width="${canvas.width}" height="${canvas.height}" fill="${wall}"/>${lightBeam(back, canvas, false, 0.22)}`,
    subject:
      zellige(defs, 0, tableY - size * 0.16, canvas.width, size * 0.16, ['#f4ede0', '#1f6f78', '#c8553d']) +
      `<rect x="0" y="${num(tableY)}" width="${canvas.width}" height="${num(canvas.height - tableY)}" fill="#efe3cf"/>` +
      `<rect x="0" y="${num(tableY)}" width="${canvas.width}" height="5" fill="#ffffff" opacity=".6"/>` +
      contactShadow(defs, PAPER, cx, tableY + size * 0.12, size * 0.32, size * 0.06, 0.35) +
      place(scene, { art: { kind: 'bracelet', style: 'hammeredBangle' }, metal: 'gold' }, cx, tableY + size * 0.06, size * 0.58) +
      place(scene, { art: { kind: 'necklace', style: 'khomsa' }, metal: 'gold', accent: 'turquoise' }, cx + size * 0.02, box.y + box.h * 0.26, size * 0.42),
  };
}

function tabarka(scene: Scene, box: Box): Layers {
  const { defs, back, canvas } = scene;
  const size = Math.min(box.w, box.h);
  const sea = back.linear('sea', [
    [0, '#bfe3e4'],
    [0.5, '#4f9fa8'],
    [1, '#2d6f7a'],
  ]);
  const sand = defs.linear('sand', [
    [0, '#f1e2c8'],
    [1, '#dcc39c'],
  ]);
  const shore = canvas.height * 0.34;
  const cx = box.x + box.w * 0.55;
  const cy = box.y + box.h * 0.62;
  const shoreline = `M0 ${num(shore)}C${num(canvas.width * 0.3)} ${num(shore + 30)} ${num(canvas.width * 0.6)} ${num(shore - 20)} ${canvas.width} ${num(shore + 10)}`;
  return {
    backdrop: `<rect width="${canvas.width}" height="${num(shore + 40)}" fill="${sea}"/>`,
    subject:
      `<path d="${shoreline}L${canvas.width} ${canvas.height}L0 ${canvas.height}Z" fill="${sand}"/>` +
      `<path d="${shoreline}" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="5"/>` +
      coralBranch(defs, box.x + box.w * 0.16, cy + size * 0.05, size / 900, -60) +
      shell(box.x + box.w * 0.88, cy + size * 0.22, size * 0.07, 18) +
      shell(box.x + box.w * 0.8, cy - size * 0.1, size * 0.05, -24, '#f3d9cf') +
      contactShadow(defs, PAPER, cx, cy + size * 0.26, size * 0.2, size * 0.028, 0.3) +
      place(scene, { art: { kind: 'necklace', style: 'coralBeads' }, metal: 'gold', stone: 'coral' }, cx, cy - size * 0.02, size * 0.5) +
      place(scene, { art: { kind: 'earrings', style: 'hoopCoral' }, metal: 'gold', stone: 'coral' }, box.x + box.w * 0.2, cy + size * 0.26, size * 0.24, -12),
  };
}

function essentiel(scene: Scene, box: Box): Layers {
  const { defs, back, canvas } = scene;
  const size = Math.min(box.w, box.h);
  const tone: Tone = { top: '#f1ede7', bottom: '#d9d2c7', glow: '#fbfaf7', shadow: '#4a443c' };
  const cx = box.x + box.w * 0.52;
  const top = box.y + box.h * 0.62;
  return {
    backdrop: paperBackdrop(back, canvas, tone, (box.x + box.w / 2) / canvas.width),
    subject:
      plinth(defs, 'travertine', tone, cx - size * 0.2, top, size * 0.22, size * 0.6) +
      plinth(defs, 'marble', tone, cx + size * 0.22, top + size * 0.08, size * 0.2, size * 0.6) +
      placeOn(scene, { art: { kind: 'ring', style: 'band' }, metal: 'gold' }, cx - size * 0.2, top + size * 0.02, size * 0.2) +
      place(scene, { art: { kind: 'bracelet', style: 'bangle' }, metal: 'silver' }, cx + size * 0.22, top + size * 0.08, size * 0.3),
  };
}

const MOODS = { jasmin, sidiBouSaid, sahara, medina, tabarka, essentiel } as const;
export type Mood = keyof typeof MOODS;

// ── Events ───────────────────────────────────────────────────────────────────────────────────

function launchEvening(scene: Scene): Layers {
  const { defs, back, canvas, random } = scene;
  const tone: Tone = { top: '#3a2d22', bottom: '#1a130d', glow: '#7a5c38', shadow: '#050302' };
  const cx = canvas.width * 0.5;
  return {
    // Bokeh is meant to be blurred: it belongs to the low-resolution backdrop.
    backdrop:
      velvetBackdrop(back, canvas, tone, false) + bokeh(random, canvas, '#f3d58f', 26) + vignette(back, canvas, tone.shadow, 0.45),
    subject:
      jasmineScatter(defs, random, canvas.width * 0.05, canvas.height * 0.62, canvas.width * 0.9, canvas.height * 0.32, 10) +
      place(scene, { art: { kind: 'necklace', style: 'pearl' }, metal: 'roseGold' }, cx - canvas.width * 0.16, canvas.height * 0.42, canvas.width * 0.36) +
      place(scene, { art: { kind: 'ring', style: 'flower' }, metal: 'roseGold', accent: 'crystal' }, cx + canvas.width * 0.2, canvas.height * 0.5, canvas.width * 0.22),
  };
}

function privateSale(scene: Scene): Layers {
  const { defs, back, canvas, random } = scene;
  const tone: Tone = { top: '#6a2a36', bottom: '#2a0b12', glow: '#94505c', shadow: '#0b0204' };
  const floor = canvas.height * 0.82;
  const confetti = Array.from({ length: 40 }, () => {
    const x = random.next() * canvas.width;
    const y = random.next() * canvas.height * 0.7;
    return `<rect x="${num(x)}" y="${num(y)}" width="6" height="12" transform="rotate(${num(random.between(0, 180))} ${num(x)} ${num(y)})" fill="#e8c96f" opacity=".8"/>`;
  }).join('');
  return {
    backdrop: velvetBackdrop(back, canvas, tone) + bokeh(random, canvas, '#f0d28a', 18) + vignette(back, canvas, tone.shadow, 0.4),
    subject:
      giftBox(defs, canvas.width * 0.3, floor, canvas.width * 0.24, '#f4ece0', '#b8933f') +
      giftBox(defs, canvas.width * 0.56, floor + 10, canvas.width * 0.16, '#1f1f22', '#d4af37') +
      place(scene, { art: { kind: 'bracelet', style: 'charmStar' }, metal: 'gold' }, canvas.width * 0.78, floor - canvas.height * 0.1, canvas.width * 0.26) +
      confetti,
  };
}

function engravingWorkshop(scene: Scene): Layers {
  const { defs, back, canvas } = scene;
  const leather = defs.linear(
    'tray',
    [
      [0, '#7a4b2c'],
      [1, '#4b2a16'],
    ],
    0,
    0,
    1,
    1,
  );
  const cx = canvas.width * 0.5;
  return {
    backdrop: linen(back, canvas, '#e9e1d3'),
    subject:
      `<rect x="${num(canvas.width * 0.14)}" y="${num(canvas.height * 0.16)}" width="${num(canvas.width * 0.72)}" height="${num(canvas.height * 0.68)}" rx="28" fill="${leather}"/>` +
      `<rect x="${num(canvas.width * 0.16)}" y="${num(canvas.height * 0.19)}" width="${num(canvas.width * 0.68)}" height="${num(canvas.height * 0.62)}" rx="22" fill="none" stroke="#d9b98a" stroke-opacity=".6" stroke-width="3" stroke-dasharray="10 8"/>` +
      place(scene, { art: { kind: 'ring', style: 'signetStar' }, metal: 'gold' }, cx - canvas.width * 0.14, canvas.height * 0.5, canvas.width * 0.24, -8) +
      place(scene, { art: { kind: 'ring', style: 'signetInlay' }, metal: 'silver', accent: 'onyx' }, cx + canvas.width * 0.15, canvas.height * 0.52, canvas.width * 0.22, 10) +
      // An engraving burin.
      `<g transform="translate(${num(canvas.width * 0.3)} ${num(canvas.height * 0.78)}) rotate(-12)"><rect x="0" y="-10" width="${num(canvas.width * 0.28)}" height="20" rx="4" fill="${metalPaint(defs, 'silver', 'vertical')}"/><ellipse cx="-30" cy="0" rx="44" ry="30" fill="#8a5a36"/></g>`,
  };
}

function craftMarket(scene: Scene): Layers {
  return sidiBouSaid(scene, { x: 0, y: 0, w: scene.canvas.width, h: scene.canvas.height });
}

const EVENTS = { launchEvening, privateSale, engravingWorkshop, craftMarket } as const;
export type EventScene = keyof typeof EVENTS;

// ── Site images ──────────────────────────────────────────────────────────────────────────────

export type BannerCategory = 'rings' | 'necklaces' | 'earrings';

const BANNER_TONES: Record<BannerCategory, Tone> = {
  rings: { top: '#d8c8b2', bottom: '#a99478', glow: '#ecdfcb', shadow: '#3b2c1b' },
  necklaces: { top: '#36594d', bottom: '#132720', glow: '#4f7a6b', shadow: '#040a08' },
  earrings: { top: '#2c3a56', bottom: '#10172a', glow: '#46597f', shadow: '#03050b' },
};

/** Category banners: one piece of the category, staged on velvet. */
function banner(scene: Scene, category: BannerCategory): Layers {
  const { defs, back, canvas } = scene;
  const tone = BANNER_TONES[category];
  const cx = canvas.width / 2;
  let subject: string;
  if (category === 'rings') {
    const top = canvas.height * 0.64;
    subject =
      plinth(defs, 'travertine', tone, cx, top, canvas.width * 0.3, canvas.height) +
      contactShadow(defs, tone, cx, top + 4, canvas.width * 0.16, 16, 0.45) +
      placeOn(scene, { art: { kind: 'ring', style: 'solitaire' }, metal: 'gold', stone: 'crystal' }, cx, top + 8, canvas.width * 0.4);
  } else if (category === 'necklaces') {
    subject =
      translate(cx, 0, bust(defs, tone, 0, { ...canvas, height: canvas.height / 1.1 }), 0, 1.1) +
      place(scene, { art: { kind: 'necklace', style: 'drop' }, metal: 'gold', stone: 'emerald' }, cx, canvas.height * 0.52, canvas.width * 0.44, 0, 'worn');
  } else {
    const barY = canvas.height * 0.3;
    subject =
      `<rect x="${num(canvas.width * 0.1)}" y="${num(barY - 8)}" width="${num(canvas.width * 0.8)}" height="16" rx="8" fill="${metalPaint(defs, 'gold', 'vertical')}"/>` +
      place(scene, { art: { kind: 'earrings', style: 'dropPearl' }, metal: 'gold' }, cx, barY + canvas.height * 0.17, canvas.width * 0.7);
  }
  return { backdrop: velvetBackdrop(back, canvas, tone) + vignette(back, canvas, tone.shadow, 0.4), subject };
}

/** Social tiles: flat lays seen from above, as on the shop's Instagram. */
function social(scene: Scene, tile: number): Layers {
  const { defs, back, canvas, random } = scene;
  const w = canvas.width;
  const h = canvas.height;
  switch (tile) {
    case 0:
      return {
        backdrop: linen(back, canvas, '#eee4d4'),
        subject:
          jasmineScatter(defs, random, 40, 40, w - 80, h - 80, 18) +
          place(scene, { art: { kind: 'earrings', style: 'hoopTextured' }, metal: 'gold' }, w * 0.5, h * 0.5, w * 0.66, -8),
      };
    case 1:
      return {
        backdrop: `<rect width="${w}" height="${h}" fill="${back.linear('marble', [
          [0, '#f8f7f4'],
          [1, '#e8e5df'],
        ])}"/>`,
        subject:
          marbleVeins(random, canvas) +
          place(scene, { art: { kind: 'ring', style: 'pave' }, metal: 'roseGold' }, w * 0.26, h * 0.52, w * 0.3, -10) +
          place(scene, { art: { kind: 'ring', style: 'solitaire' }, metal: 'gold' }, w * 0.52, h * 0.46, w * 0.3, 4) +
          place(scene, { art: { kind: 'ring', style: 'band' }, metal: 'platinum' }, w * 0.77, h * 0.54, w * 0.26, 12),
      };
    case 2:
      return {
        backdrop: paperBackdrop(back, canvas, { top: '#f5ede6', bottom: '#e6d3c6', glow: '#fffaf6', shadow: '#5e3f34' }),
        subject:
          silkRibbon(defs, '#d8b4a6', -40, h * 0.85, w + 40, h * 0.2, 150) +
          place(scene, { art: { kind: 'watch', style: 'nacreMesh' }, metal: 'roseGold' }, w * 0.42, h * 0.5, w * 0.28, -20) +
          place(scene, { art: { kind: 'bracelet', style: 'pearlBangle' }, metal: 'roseGold' }, w * 0.7, h * 0.7, w * 0.4, 10),
      };
    case 3:
      return {
        backdrop: `<rect width="${w}" height="${h}" fill="#ecdcc0"/>`,
        subject:
          shell(w * 0.18, h * 0.2, 70, -20) +
          shell(w * 0.84, h * 0.78, 60, 30, '#f3d9cf') +
          coralBranch(defs, w * 0.82, h * 0.28, 0.9, 40) +
          place(scene, { art: { kind: 'necklace', style: 'cabochon' }, metal: 'gold', accent: 'coral' }, w * 0.46, h * 0.56, w * 0.5),
      };
    case 4:
      return {
        backdrop: paperBackdrop(back, canvas, PAPER),
        subject:
          silkRibbon(defs, '#c9a98a', -40, h * 0.3, w + 40, h * 0.75, 110) +
          place(scene, { art: { kind: 'hairClip', style: 'pearlBar' }, metal: 'gold' }, w * 0.5, h * 0.5, w * 0.7, -18),
      };
    default:
      return {
        backdrop: `<rect width="${w}" height="${h}" fill="#f4ede0"/>`,
        subject:
          zellige(defs, 0, 0, w, h, ['#f4ede0', '#1f6f78', '#c8553d']) +
          `<rect x="${num(w * 0.12)}" y="${num(h * 0.18)}" width="${num(w * 0.76)}" height="${num(h * 0.64)}" rx="24" fill="#f4ede0"/>` +
          place(scene, { art: { kind: 'bracelet', style: 'turquoiseCuff' }, metal: 'silver', accent: 'turquoise' }, w * 0.5, h * 0.5, w * 0.62),
      };
  }
}

// ── Entry points ─────────────────────────────────────────────────────────────────────────────

function compose(canvas: SvgCanvas, seed: string, draw: (scene: Scene) => Layers): LayeredSvg {
  const scene: Scene = { defs: new SvgDefs(), back: new SvgDefs(), canvas, random: createRandom(seed) };
  const { backdrop, subject } = draw(scene);
  return layeredDocument(canvas, { defs: scene.back, body: backdrop }, { defs: scene.defs, body: subject });
}

export function drawCollectionImage(mood: Mood, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `collection:${mood}`, (scene) => MOODS[mood](scene, { x: 0, y: 0, w: canvas.width, h: canvas.height }));
}

/** A hero: the mood fills the frame, the subject sits in the right 55 %, the left stays calm for text. */
export function drawHeroImage(mood: Mood, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `hero:${mood}`, (scene) =>
    MOODS[mood](scene, { x: canvas.width * 0.45, y: 0, w: canvas.width * 0.55, h: canvas.height }),
  );
}

export function drawEventImage(event: EventScene, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `event:${event}`, EVENTS[event]);
}

export function drawBannerImage(category: BannerCategory, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `banner:${category}`, (scene) => banner(scene, category));
}

export function drawSocialImage(tile: number, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `social:${tile}`, (scene) => social(scene, tile));
}
