// Materials and backdrop tones of the demo illustrations. Hex values are tuned to read as polished
// metal and stones under soft studio light, not as flat swatches.

export interface Metal {
  shadow: string;
  base: string;
  light: string;
  highlight: string;
}

export const METALS = {
  gold: { shadow: '#7c5c1b', base: '#c49a3c', light: '#ecd58f', highlight: '#fff6d8' },
  roseGold: { shadow: '#7e4a43', base: '#be8476', light: '#ecc4b6', highlight: '#fff0e8' },
  silver: { shadow: '#5e6369', base: '#aeb3b9', light: '#e3e6ea', highlight: '#ffffff' },
  platinum: { shadow: '#696863', base: '#bebcb4', light: '#e9e8e2', highlight: '#ffffff' },
} as const satisfies Record<string, Metal>;
export type MetalName = keyof typeof METALS;

export interface Stone {
  /** faceted stones sparkle, pearls glow, opaque stones (turquoise, onyx, coral) are polished domes. */
  finish: 'faceted' | 'pearl' | 'opaque';
  dark: string;
  base: string;
  light: string;
}

export const STONES = {
  crystal: { finish: 'faceted', dark: '#6c7a88', base: '#e8eef3', light: '#ffffff' },
  emerald: { finish: 'faceted', dark: '#08432b', base: '#1f8a57', light: '#8fe0b4' },
  sapphire: { finish: 'faceted', dark: '#081f57', base: '#1b4aa8', light: '#86a9f0' },
  ruby: { finish: 'faceted', dark: '#42040d', base: '#9b111e', light: '#ea5a67' },
  pearl: { finish: 'pearl', dark: '#b9ad94', base: '#efe8d6', light: '#fffdf7' },
  turquoise: { finish: 'opaque', dark: '#17807a', base: '#3fc2b6', light: '#b4f1e9' },
  onyx: { finish: 'opaque', dark: '#020202', base: '#1a1a1c', light: '#6d6d72' },
  coral: { finish: 'opaque', dark: '#a63a26', base: '#e8694a', light: '#ffbfa6' },
} as const satisfies Record<string, Stone>;
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
