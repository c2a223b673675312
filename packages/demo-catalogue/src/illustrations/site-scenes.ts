import { bust, contactShadow, paperBackdrop, plinth, velvetBackdrop, vignette } from './backdrop.js';
import type { Tone } from './palette.js';
import { coralBranch, jasmineScatter, linen, marbleVeins, shell, silkRibbon, zellige } from './props.js';
import { compose, jewel, type Layers, PAPER, place, placeOn, type Scene } from './scene.js';
import { metalPaint } from './shading.js';
import { type LayeredSvg, num, type SvgCanvas, translate } from './svg.js';

// The home page's own images: category banners (4:5) and the social block's tiles (1:1).

export type BannerCategory = 'rings' | 'necklaces' | 'earrings';

// Pieces named here where their description would not fit on the line that places them.
const CRYSTAL_SOLITAIRE = jewel('ring', 'solitaire', 'gold', { stone: 'crystal' });
const EMERALD_DROP = jewel('necklace', 'drop', 'gold', { stone: 'emerald' });
const PEARL_DROPS = jewel('earrings', 'dropPearl', 'gold');
const CORAL_CABOCHON = jewel('necklace', 'cabochon', 'gold', { accent: 'coral' });
const TURQUOISE_CUFF = jewel('bracelet', 'turquoiseCuff', 'silver', { accent: 'turquoise' });

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
      placeOn(scene, CRYSTAL_SOLITAIRE, cx, top + 8, canvas.width * 0.4);
  } else if (category === 'necklaces') {
    subject =
      translate(cx, 0, bust(defs, tone, 0, { ...canvas, height: canvas.height / 1.1 }), 0, 1.1) +
      place(scene, EMERALD_DROP, cx, canvas.height * 0.52, canvas.width * 0.44, 0, 'worn');
  } else {
    const barY = canvas.height * 0.3;
    subject =
      `<rect x="${num(canvas.width * 0.1)}" y="${num(barY - 8)}" width="${num(canvas.width * 0.8)}" height="16" rx="8" fill="${metalPaint(defs, 'gold', 'vertical')}"/>` +
      place(scene, PEARL_DROPS, cx, barY + canvas.height * 0.17, canvas.width * 0.7);
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
          place(scene, jewel('earrings', 'hoopTextured', 'gold'), w * 0.5, h * 0.5, w * 0.66, -8),
      };
    case 1:
      return {
        backdrop: `<rect width="${w}" height="${h}" fill="${back.linear('marble', [
          [0, '#f8f7f4'],
          [1, '#e8e5df'],
        ])}"/>`,
        subject:
          marbleVeins(random, canvas) +
          place(scene, jewel('ring', 'pave', 'roseGold'), w * 0.26, h * 0.52, w * 0.3, -10) +
          place(scene, jewel('ring', 'solitaire', 'gold'), w * 0.52, h * 0.46, w * 0.3, 4) +
          place(scene, jewel('ring', 'band', 'platinum'), w * 0.77, h * 0.54, w * 0.26, 12),
      };
    case 2:
      return {
        backdrop: paperBackdrop(back, canvas, {
          top: '#f5ede6',
          bottom: '#e6d3c6',
          glow: '#fffaf6',
          shadow: '#5e3f34',
        }),
        subject:
          silkRibbon(defs, '#d8b4a6', -40, h * 0.85, w + 40, h * 0.2, 150) +
          place(scene, jewel('watch', 'nacreMesh', 'roseGold'), w * 0.42, h * 0.5, w * 0.28, -20) +
          place(scene, jewel('bracelet', 'pearlBangle', 'roseGold'), w * 0.7, h * 0.7, w * 0.4, 10),
      };
    case 3:
      return {
        backdrop: `<rect width="${w}" height="${h}" fill="#ecdcc0"/>`,
        subject:
          shell(w * 0.18, h * 0.2, 70, -20) +
          shell(w * 0.84, h * 0.78, 60, 30, '#f3d9cf') +
          coralBranch(defs, w * 0.82, h * 0.28, 0.9, 40) +
          place(scene, CORAL_CABOCHON, w * 0.46, h * 0.56, w * 0.5),
      };
    case 4:
      return {
        backdrop: paperBackdrop(back, canvas, PAPER),
        subject:
          silkRibbon(defs, '#c9a98a', -40, h * 0.3, w + 40, h * 0.75, 110) +
          place(scene, jewel('hairClip', 'pearlBar', 'gold'), w * 0.5, h * 0.5, w * 0.7, -18),
      };
    default:
      return {
        backdrop: `<rect width="${w}" height="${h}" fill="#f4ede0"/>`,
        subject:
          zellige(defs, 0, 0, w, h, ['#f4ede0', '#1f6f78', '#c8553d']) +
          `<rect x="${num(w * 0.12)}" y="${num(h * 0.18)}" width="${num(w * 0.76)}" height="${num(h * 0.64)}" rx="24" fill="#f4ede0"/>` +
          place(scene, TURQUOISE_CUFF, w * 0.5, h * 0.5, w * 0.62),
      };
  }
}

export function drawBannerImage(category: BannerCategory, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `banner:${category}`, (scene) => banner(scene, category));
}

export function drawSocialImage(tile: number, canvas: SvgCanvas): LayeredSvg {
  return compose(canvas, `social:${tile}`, (scene) => social(scene, tile));
}
