import { contactShadow, lightBeam, paperBackdrop, plinth } from './backdrop.js';
import type { Tone } from './palette.js';
import {
  blueDoor,
  coralBranch,
  dunes,
  jasmineFlower,
  jasmineScatter,
  moonAndStars,
  nightSky,
  oliveSprig,
  shell,
  zellige,
} from './props.js';
import {
  type Box,
  compose,
  jewel,
  type Layers,
  PAPER,
  place,
  placeOn,
  type Scene,
  shadowUnder,
} from './scene.js';
import { type LayeredSvg, num, type SvgCanvas } from './svg.js';

// The mood of each collection, drawn for its own image (4:3) and for the home page heroes (2:1).
// In a hero the subject sits in the right 55 %: the left stays calm for the storefront's headline.

const NIGHT: Tone = { top: '#2b2a4f', bottom: '#0d1330', glow: '#4a4470', shadow: '#05060f' };

function jasmin(scene: Scene, box: Box): Layers {
  const { defs, back, canvas, random } = scene;
  const cx = box.x + box.w * 0.55;
  const cy = box.y + box.h * 0.52;
  const size = Math.min(box.w, box.h);
  const brooch = jewel('brooch', 'jasmine', 'gold', { accent: 'crystal' });
  return {
    backdrop:
      paperBackdrop(back, canvas, PAPER, (box.x + box.w / 2) / canvas.width, 0.45) +
      shadowUnder(scene, PAPER, cx, cy + size * 0.22, size * 0.55),
    subject:
      jasmineScatter(defs, random, box.x + box.w * 0.05, box.y + box.h * 0.05, box.w * 0.9, box.h * 0.9, 16) +
      oliveSprig(box.x + box.w * 0.1, box.y + box.h * 0.85, size / 900, -18) +
      place(scene, jewel('necklace', 'pearlStrand', 'gold'), cx, cy - size * 0.08, size * 0.62) +
      place(scene, brooch, cx, cy + size * 0.12, size * 0.26) +
      jasmineFlower(defs, cx + size * 0.33, cy + size * 0.2, size * 0.06, 20),
  };
}

export function sidiBouSaid(scene: Scene, box: Box): Layers {
  const { defs, back, canvas, random } = scene;
  const wall = back.linear('whitewash', [
    [0, '#fbfaf7'],
    [1, '#e7e3da'],
  ]);
  const size = Math.min(box.w, box.h);
  const doorWidth = size * 0.46;
  const doorX = box.x + box.w * 0.62;
  const ledgeY = box.y + box.h * 0.8;
  const solitaire = jewel('ring', 'solitaire', 'silver', { stone: 'sapphire' });
  const channel = jewel('ring', 'channel', 'silver', { stone: 'sapphire' });
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
      placeOn(scene, solitaire, doorX - doorWidth * 0.9, ledgeY + 6, size * 0.24) +
      contactShadow(defs, PAPER, doorX + doorWidth * 0.05, ledgeY + 4, size * 0.1, size * 0.015, 0.35) +
      placeOn(scene, channel, doorX + doorWidth * 0.05, ledgeY + 6, size * 0.18),
  };
}

function sahara(scene: Scene, box: Box): Layers {
  const { defs, back, canvas, random } = scene;
  const size = Math.min(box.w, box.h);
  const horizon = canvas.height * 0.62;
  const cx = box.x + box.w * 0.55;
  const moon = { x: box.x + box.w * 0.78, y: canvas.height * 0.2, r: size * 0.07 };
  const bangle = jewel('bracelet', 'bangle', 'gold');
  return {
    backdrop: nightSky(back, canvas, moon.x, moon.y, moon.r),
    subject:
      moonAndStars(canvas, random, moon.x, moon.y, moon.r) +
      dunes(defs, canvas, horizon) +
      contactShadow(defs, NIGHT, cx, horizon + size * 0.3, size * 0.34, size * 0.06, 0.5) +
      place(scene, jewel('bracelet', 'enamelBangle', 'gold'), cx, horizon + size * 0.2, size * 0.62) +
      place(scene, bangle, cx + size * 0.05, horizon + size * 0.08, size * 0.54, -4),
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
  const khomsa = jewel('necklace', 'khomsa', 'gold', { accent: 'turquoise' });
  return {
    backdrop: `<rect width="${canvas.width}" height="${canvas.height}" fill="${wall}"/>${lightBeam(back, canvas, false, 0.22)}`,
    subject:
      zellige(defs, 0, tableY - size * 0.16, canvas.width, size * 0.16, ['#f4ede0', '#1f6f78', '#c8553d']) +
      `<rect x="0" y="${num(tableY)}" width="${canvas.width}" height="${num(canvas.height - tableY)}" fill="#efe3cf"/>` +
      `<rect x="0" y="${num(tableY)}" width="${canvas.width}" height="5" fill="#ffffff" opacity=".6"/>` +
      contactShadow(defs, PAPER, cx, tableY + size * 0.12, size * 0.32, size * 0.06, 0.35) +
      place(scene, jewel('bracelet', 'hammeredBangle', 'gold'), cx, tableY + size * 0.06, size * 0.58) +
      place(scene, khomsa, cx + size * 0.02, box.y + box.h * 0.26, size * 0.42),
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
  const beads = jewel('necklace', 'coralBeads', 'gold', { stone: 'coral' });
  const hoops = jewel('earrings', 'hoopCoral', 'gold', { stone: 'coral' });
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
      place(scene, beads, cx, cy - size * 0.02, size * 0.5) +
      place(scene, hoops, box.x + box.w * 0.2, cy + size * 0.26, size * 0.24, -12),
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
      placeOn(scene, jewel('ring', 'band', 'gold'), cx - size * 0.2, top + size * 0.02, size * 0.2) +
      place(scene, jewel('bracelet', 'bangle', 'silver'), cx + size * 0.22, top + size * 0.08, size * 0.3),
  };
}

const MOODS = { jasmin, sidiBouSaid, sahara, medina, tabarka, essentiel } as const;
export type Mood = keyof typeof MOODS;

export function drawCollectionImage(mood: Mood, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `collection:${mood}`, (scene) =>
    MOODS[mood](scene, { x: 0, y: 0, w: canvas.width, h: canvas.height }),
  );
}

/** A hero: the mood fills the frame, the subject sits in the right 55 %, the left stays calm for text. */
export function drawHeroImage(mood: Mood, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `hero:${mood}`, (scene) =>
    MOODS[mood](scene, { x: canvas.width * 0.45, y: 0, w: canvas.width * 0.55, h: canvas.height }),
  );
}
