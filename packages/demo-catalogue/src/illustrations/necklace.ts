import { BUST_NECK_HALF_WIDTH } from './backdrop.js';
import { beadedStrand, beadsAt, type Curve, cableChain, snakeChain } from './chain.js';
import type { StoneName } from './palette.js';
import { drawPendant, type PendantKind } from './pendants.js';
import type { Piece, PieceContext } from './piece.js';
import { pointsAlongCubic, translate } from './svg.js';

type NecklaceLength = 'pendant' | 'long' | 'choker';

interface NecklaceDesign {
  length: NecklaceLength;
  chain: 'cable' | 'snake' | 'strand';
  pendant?: PendantKind;
  /** Beads or stones threaded on the chain at intervals. */
  stations?: { stone: 'main' | 'pearl'; radius: number; spacing: number };
}

const DESIGNS = {
  khomsa: { length: 'pendant', chain: 'cable', pendant: 'khomsa' },
  drop: { length: 'pendant', chain: 'cable', pendant: 'drop' },
  pearl: { length: 'pendant', chain: 'cable', pendant: 'pearl' },
  crescent: { length: 'pendant', chain: 'cable', pendant: 'crescent' },
  cabochon: { length: 'pendant', chain: 'cable', pendant: 'cabochon' },
  medal: { length: 'pendant', chain: 'cable', pendant: 'medal' },
  tag: { length: 'pendant', chain: 'cable', pendant: 'tag' },
  halo: { length: 'pendant', chain: 'cable', pendant: 'halo' },
  pearlStations: { length: 'long', chain: 'cable', stations: { stone: 'pearl', radius: 17, spacing: 95 } },
  tassel: { length: 'long', chain: 'cable', pendant: 'tassel' },
  beadStations: {
    length: 'long',
    chain: 'cable',
    pendant: 'disc',
    stations: { stone: 'main', radius: 13, spacing: 80 },
  },
  longDisc: { length: 'long', chain: 'cable', pendant: 'disc' },
  coralBeads: { length: 'long', chain: 'cable', stations: { stone: 'main', radius: 15, spacing: 60 } },
  pearlStrand: { length: 'choker', chain: 'strand', stations: { stone: 'pearl', radius: 19, spacing: 0 } },
  snake: { length: 'choker', chain: 'snake' },
  turquoiseStations: {
    length: 'choker',
    chain: 'cable',
    stations: { stone: 'main', radius: 16, spacing: 70 },
  },
  riviere: { length: 'choker', chain: 'strand', stations: { stone: 'main', radius: 11, spacing: 0 } },
  onyxBeads: { length: 'choker', chain: 'strand', stations: { stone: 'main', radius: 15, spacing: 0 } },
} as const satisfies Record<string, NecklaceDesign>;

export type NecklaceStyle = keyof typeof DESIGNS;
export const NECKLACE_STYLES = Object.keys(DESIGNS) as NecklaceStyle[];

/** `flat`: hanging from above the frame, as photographed on a board; `worn`: around a neck form (origin at the base of the neck). */
export type NecklacePose = 'flat' | 'worn';

function leftCurve(length: NecklaceLength, pose: NecklacePose): Curve {
  if (pose === 'worn') {
    const drop = { choker: 70, pendant: 230, long: 420 }[length];
    const spread = { choker: 150, pendant: 175, long: 185 }[length];
    // Starts on the neck's edge, so the chain seems to pass behind it.
    return [
      { x: -BUST_NECK_HALF_WIDTH, y: -70 },
      { x: -spread, y: drop * 0.35 },
      { x: -spread * 0.55, y: drop },
      { x: 0, y: drop },
    ];
  }
  if (length === 'choker') {
    return [
      { x: -330, y: -1000 },
      { x: -330, y: -200 },
      { x: -250, y: 40 },
      { x: 0, y: 40 },
    ];
  }
  const spread = length === 'long' ? 230 : 270;
  return [
    { x: -spread, y: -1000 },
    { x: -spread, y: -300 },
    { x: -80, y: 0 },
    { x: 0, y: 40 },
  ];
}

function mirror(curve: Curve): Curve {
  return curve.map((p) => ({ x: -p.x, y: p.y })) as unknown as Curve;
}

export function drawNecklace(ctx: PieceContext, style: NecklaceStyle, pose: NecklacePose = 'flat'): Piece {
  const design: NecklaceDesign = DESIGNS[style];
  const left = leftCurve(design.length, pose);
  const right = mirror(left);
  const stationStone: StoneName = design.stations?.stone === 'pearl' ? 'pearl' : ctx.stone;
  const parts: string[] = [];
  for (const curve of [left, right]) {
    if (design.chain === 'snake') parts.push(snakeChain(ctx, curve, 14));
    else if (design.chain === 'cable')
      parts.push(cableChain(ctx, curve, design.length === 'choker' ? 18 : 15));
    if (design.stations && design.chain === 'strand') {
      parts.push(beadedStrand(ctx, curve, stationStone, design.stations.radius));
    } else if (design.stations) {
      const { radius, spacing } = design.stations;
      // Stations stop short of the centre (the pendant's place) and of the hidden part above the frame.
      const stations = pointsAlongCubic(...curve, spacing).filter(
        (p) => p.y > -420 && Math.abs(p.x) > radius * 1.5,
      );
      parts.push(beadsAt(ctx, stations, stationStone, radius));
    }
  }
  const bottom = left[3].y;
  let pendantHeight = 0;
  if (design.pendant) {
    const scale = pose === 'worn' ? 0.8 : design.length === 'long' ? 1.2 : 1.45;
    const pendant = drawPendant(ctx, design.pendant, scale);
    pendantHeight = pendant.height;
    parts.push(translate(0, bottom - 4, pendant.markup));
  }
  return {
    markup: parts.join(''),
    halfWidth: pose === 'worn' ? 200 : design.length === 'choker' ? 300 : 210,
    // Framed on the lower part: the pendant is the subject, the chain leads the eye to it.
    top: pose === 'worn' ? -60 : design.length === 'choker' ? -300 : -220,
    bottom: bottom + pendantHeight + 20,
    focus:
      design.pendant && pose === 'flat'
        ? { halfWidth: 150, top: bottom - 180, bottom: bottom + pendantHeight + 20 }
        : undefined,
  };
}
