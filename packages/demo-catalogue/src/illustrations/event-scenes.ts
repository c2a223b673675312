import { velvetBackdrop, vignette } from './backdrop.js';
import { sidiBouSaid } from './moods.js';
import type { Tone } from './palette.js';
import { bokeh, giftBox, jasmineScatter, linen } from './props.js';
import { compose, jewel, type Layers, place, type Scene } from './scene.js';
import { metalPaint } from './shading.js';
import { type LayeredSvg, num, type SvgCanvas } from './svg.js';

// Event and promotion cards (4:3).

// Pieces named here where their description would not fit on the line that places them.
const FLOWER_RING = jewel('ring', 'flower', 'roseGold', { accent: 'crystal' });
const ONYX_SIGNET = jewel('ring', 'signetInlay', 'silver', { accent: 'onyx' });

function launchEvening(scene: Scene): Layers {
  const { defs, back, canvas, random } = scene;
  const { width: w, height: h } = canvas;
  const tone: Tone = { top: '#3a2d22', bottom: '#1a130d', glow: '#7a5c38', shadow: '#050302' };
  const cx = w * 0.5;
  return {
    // Bokeh is meant to be blurred: it belongs to the low-resolution backdrop.
    backdrop:
      velvetBackdrop(back, canvas, tone, false) +
      bokeh(random, canvas, '#f3d58f', 26) +
      vignette(back, canvas, tone.shadow, 0.45),
    subject:
      jasmineScatter(defs, random, w * 0.05, h * 0.62, w * 0.9, h * 0.32, 10) +
      place(scene, jewel('necklace', 'pearl', 'roseGold'), cx - w * 0.16, h * 0.42, w * 0.36) +
      place(scene, FLOWER_RING, cx + w * 0.2, h * 0.5, w * 0.22),
  };
}

function privateSale(scene: Scene): Layers {
  const { defs, back, canvas, random } = scene;
  const { width: w, height: h } = canvas;
  const tone: Tone = { top: '#6a2a36', bottom: '#2a0b12', glow: '#94505c', shadow: '#0b0204' };
  const floor = h * 0.82;
  const confetti = Array.from({ length: 40 }, () => {
    const x = random.next() * w;
    const y = random.next() * h * 0.7;
    return `<rect x="${num(x)}" y="${num(y)}" width="6" height="12" transform="rotate(${num(random.between(0, 180))} ${num(x)} ${num(y)})" fill="#e8c96f" opacity=".8"/>`;
  }).join('');
  return {
    backdrop:
      velvetBackdrop(back, canvas, tone) +
      bokeh(random, canvas, '#f0d28a', 18) +
      vignette(back, canvas, tone.shadow, 0.4),
    subject:
      giftBox(defs, w * 0.3, floor, w * 0.24, '#f4ece0', '#b8933f') +
      giftBox(defs, w * 0.56, floor + 10, w * 0.16, '#1f1f22', '#d4af37') +
      place(scene, jewel('bracelet', 'charmStar', 'gold'), w * 0.78, floor - h * 0.1, w * 0.26) +
      confetti,
  };
}

function engravingWorkshop(scene: Scene): Layers {
  const { defs, back, canvas } = scene;
  const { width: w, height: h } = canvas;
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
  const cx = w * 0.5;
  return {
    backdrop: linen(back, canvas, '#e9e1d3'),
    subject:
      `<rect x="${num(w * 0.14)}" y="${num(h * 0.16)}" width="${num(w * 0.72)}" height="${num(h * 0.68)}" rx="28" fill="${leather}"/>` +
      `<rect x="${num(w * 0.16)}" y="${num(h * 0.19)}" width="${num(w * 0.68)}" height="${num(h * 0.62)}" rx="22" fill="none" stroke="#d9b98a" stroke-opacity=".6" stroke-width="3" stroke-dasharray="10 8"/>` +
      place(scene, jewel('ring', 'signetStar', 'gold'), cx - w * 0.14, h * 0.5, w * 0.24, -8) +
      place(scene, ONYX_SIGNET, cx + w * 0.15, h * 0.52, w * 0.22, 10) +
      // An engraving burin.
      `<g transform="translate(${num(w * 0.3)} ${num(h * 0.78)}) rotate(-12)"><rect x="0" y="-10" width="${num(w * 0.28)}" height="20" rx="4" fill="${metalPaint(defs, 'silver', 'vertical')}"/><ellipse cx="-30" cy="0" rx="44" ry="30" fill="#8a5a36"/></g>`,
  };
}

function craftMarket(scene: Scene): Layers {
  return sidiBouSaid(scene, { x: 0, y: 0, w: scene.canvas.width, h: scene.canvas.height });
}

const EVENTS = { launchEvening, privateSale, engravingWorkshop, craftMarket } as const;
export type EventScene = keyof typeof EVENTS;

export function drawEventImage(event: EventScene, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `event:${event}`, EVENTS[event]);
}
