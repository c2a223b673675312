// Materials and backdrop tones of the demo illustrations. Hex values are tuned to read as polished
// metal and stones under soft studio light, not as flat swatches.

export interface Metal {
  shadow: string;
  base: string;
  light: string;
  highlight: string;
}

export interface Stone {
  /** faceted stones sparkle, pearls glow, opaque stones (turquoise, onyx, coral) are polished domes. */
  finish: 'faceted' | 'pearl' | 'opaque';
  dark: string;
  base: string;
  light: string;
}

// The tables' rows: a material's values, in the order of its builder's parameters.

/** A metal's tones, darkest first. */
function metal(shadow: string, base: string, light: string, highlight: string): Metal {
  return { shadow, base, light, highlight };
}

/** A stone's finish, then its tones, darkest first. */
function stone(finish: Stone['finish'], dark: string, base: string, light: string): Stone {
  return { finish, dark, base, light };
}

export const METALS = {
  gold: metal('#7c5c1b', '#c49a3c', '#ecd58f', '#fff6d8'),
  roseGold: metal('#7e4a43', '#be8476', '#ecc4b6', '#fff0e8'),
  silver: metal('#5e6369', '#aeb3b9', '#e3e6ea', '#ffffff'),
  platinum: metal('#696863', '#bebcb4', '#e9e8e2', '#ffffff'),
};
export type MetalName = keyof typeof METALS;

export const STONES = {
  crystal: stone('faceted', '#6c7a88', '#e8eef3', '#ffffff'),
  emerald: stone('faceted', '#08432b', '#1f8a57', '#8fe0b4'),
  sapphire: stone('faceted', '#081f57', '#1b4aa8', '#86a9f0'),
  ruby: stone('faceted', '#42040d', '#9b111e', '#ea5a67'),
  pearl: stone('pearl', '#b9ad94', '#efe8d6', '#fffdf7'),
  turquoise: stone('opaque', '#17807a', '#3fc2b6', '#b4f1e9'),
  onyx: stone('opaque', '#020202', '#1a1a1c', '#6d6d72'),
  coral: stone('opaque', '#a63a26', '#e8694a', '#ffbfa6'),
};
export type StoneName = keyof typeof STONES;

/** A backdrop: top and bottom of a seamless paper sweep, and the glow behind the piece. */
export interface Tone {
  top: string;
  bottom: string;
  glow: string;
  /** Shadow colour: warm on light paper, deep on velvet. */
  shadow: string;
}

/** Light studio papers for the first image of every article. */
export const STUDIO_TONES: readonly Tone[] = [
  { top: '#fbf8f3', bottom: '#ece4d6', glow: '#ffffff', shadow: '#5a4630' },
  { top: '#f8f1e6', bottom: '#e7d7bf', glow: '#fffaf0', shadow: '#5c4426' },
  { top: '#f7f5f1', bottom: '#e3ded6', glow: '#ffffff', shadow: '#4a443c' },
  { top: '#faf1ec', bottom: '#ebd6cc', glow: '#fff8f4', shadow: '#5e3f34' },
];

/** Warmer papers for close-ups. */
export const DETAIL_TONES: readonly Tone[] = [
  { top: '#f3e6d6', bottom: '#dcc3a5', glow: '#fff6ea', shadow: '#4e3720' },
  { top: '#f4e4dc', bottom: '#ddbfb1', glow: '#fff3ee', shadow: '#553328' },
  { top: '#eee9e0', bottom: '#d6cbbb', glow: '#fbf8f2', shadow: '#433a2e' },
  { top: '#f1eadf', bottom: '#d9cdb5', glow: '#fffbf2', shadow: '#4a3f2a' },
];

/** Velvet and linen for the staged image. */
export const VELVET_TONES: readonly Tone[] = [
  { top: '#36594d', bottom: '#132720', glow: '#4f7a6b', shadow: '#040a08' },
  { top: '#2c3a56', bottom: '#10172a', glow: '#46597f', shadow: '#03050b' },
  { top: '#5f2a35', bottom: '#260b12', glow: '#84434f', shadow: '#0b0204' },
  { top: '#857464', bottom: '#463a2f', glow: '#a8967f', shadow: '#17110b' },
  { top: '#d8c8b2', bottom: '#a99478', glow: '#ecdfcb', shadow: '#3b2c1b' },
];
