// The designs each kind of piece comes in, apart from the drawing (art.ts): each piece's module names its
// own style type from here, and art.ts picks the piece to draw, so neither imports the other back.
import { NECKLACE_STYLES } from './necklace.js';
import { WATCH_STYLES } from './watch.js';

/** The designs of each kind of piece (necklaces and watches list theirs in their own design tables). */
export const ART_STYLES = {
  ring: [
    'solitaire',
    'emeraldCut',
    'pearl',
    'flower',
    'band',
    'hammered',
    'pave',
    'duo',
    'channel',
    'signet',
    'signetStar',
    'signetInlay',
  ],
  necklace: NECKLACE_STYLES,
  bracelet: [
    'bangle',
    'hammeredBangle',
    'pearlBangle',
    'enamelBangle',
    'openBangle',
    'charmStar',
    'charmKhomsa',
    'curbPlate',
    'beadChain',
    'stoneChain',
    'engravedCuff',
    'enamelCuff',
    'turquoiseCuff',
    'plainCuff',
    'leatherCuff',
  ],
  earrings: [
    'hoop',
    'hoopTextured',
    'hoopLarge',
    'hoopSmall',
    'hoopPearl',
    'hoopCoral',
    'studStone',
    'studPearl',
    'studStar',
    'studFlower',
    'studOnyx',
    'dropStone',
    'dropPearl',
    'dropTurquoise',
    'dropCrescent',
    'dropTassel',
    'chandelier',
  ],
  watch: WATCH_STYLES,
  brooch: ['jasmine', 'olive', 'crescentStar', 'coral'],
  hairClip: ['pearlBar', 'hammered', 'stars', 'nacre'],
  cufflinks: ['onyx', 'star', 'sapphire'],
} as const;
type Styles = typeof ART_STYLES;
export type PieceKind = keyof Styles;
export type StyleOf<K extends PieceKind> = Styles[K][number];

/** What to draw for an article: the kind of piece and its design. */
export type ArticleArt = { [K in PieceKind]: { kind: K; style: StyleOf<K> } }[PieceKind];
