import { createRandom, type Random } from '../random.js';
import { drawPiece, type Pose } from './art.js';
import type { ArticleArt } from './art-styles.js';
import { contactShadow, lightBeam, paperBackdrop, velvetBackdrop, vignette } from './backdrop.js';
import { onBar, onCushion, onNeckForm, onPlinth } from './displays.js';
import { DETAIL_TONES, type MetalName, STUDIO_TONES, type StoneName, VELVET_TONES } from './palette.js';
import { fit, focusOf, type Piece } from './piece.js';
import { type LayeredSvg, layeredDocument, type SvgCanvas, SvgDefs, translate } from './svg.js';

// The pictures of an article: a studio shot, a close-up and a staged view, each from its own seed.

/** Everything that decides how an article's pictures look. */
export interface ArticleLook {
  art: ArticleArt;
  metal: MetalName;
  stone: StoneName;
  accent?: StoneName | undefined;
  /** Stable per article (its slug): the same piece on every image, with its own backdrops. */
  seed: string;
}

function pieceFor(look: ArticleLook, defs: SvgDefs, pose: Pose = 'flat'): Piece & { hangs?: boolean } {
  return drawPiece(
    {
      defs,
      metal: look.metal,
      stone: look.stone,
      accent: look.accent,
      random: createRandom(`${look.seed}:piece`),
    },
    look.art,
    pose,
  );
}

/** The piece alone on light paper, as on a product page. */
function studio(look: ArticleLook, canvas: SvgCanvas, random: Random): LayeredSvg {
  const back = new SvgDefs();
  const front = new SvgDefs();
  const tone = random.pick(STUDIO_TONES);
  const piece = pieceFor(look, front);
  // Tall, narrow pieces (a watch and its strap) may use more of the height.
  const tall = piece.bottom - piece.top > piece.halfWidth * 3.5;
  const { scale, centreOffset } = fit(piece, canvas.width * 0.68, canvas.height * (tall ? 0.8 : 0.62));
  const cx = canvas.width / 2;
  const cy = canvas.height * (tall ? 0.49 : 0.47) + centreOffset;
  const floor = cy + piece.bottom * scale;
  return layeredDocument(
    canvas,
    {
      defs: back,
      body:
        paperBackdrop(back, canvas, tone) +
        contactShadow(back, tone, cx, floor + 6, piece.halfWidth * scale * 0.95, 26, 0.34),
    },
    { defs: front, body: translate(cx, cy, piece.markup, 0, scale) },
  );
}

/** A close, slightly turned view in warm window light. */
function detail(look: ArticleLook, canvas: SvgCanvas, random: Random): LayeredSvg {
  const back = new SvgDefs();
  const front = new SvgDefs();
  const tone = random.pick(DETAIL_TONES);
  const piece = pieceFor(look, front);
  const focus = focusOf(piece);
  const { scale, centreOffset } = fit(focus, canvas.width * 0.8, canvas.height * 0.78);
  const rotation = random.pick([-1, 1]) * random.between(8, 15);
  const cx = canvas.width * random.between(0.48, 0.52);
  const cy = canvas.height * 0.52 + centreOffset;
  return layeredDocument(
    canvas,
    {
      defs: back,
      body:
        paperBackdrop(back, canvas, tone, 0.35, 0.3) +
        lightBeam(back, canvas, rotation < 0, 0.28) +
        vignette(back, canvas, tone.shadow, 0.18) +
        contactShadow(
          back,
          tone,
          cx + 30,
          cy + focus.bottom * scale,
          focus.halfWidth * scale * 0.9,
          40,
          0.22,
        ),
    },
    { defs: front, body: translate(cx, cy, piece.markup, rotation, scale) },
  );
}

/** On display on velvet: a neck form for necklaces, a bar for hanging earrings, a plinth for the rest. */
function staged(look: ArticleLook, canvas: SvgCanvas, random: Random): LayeredSvg {
  const back = new SvgDefs();
  const front = new SvgDefs();
  const tone = random.pick(VELVET_TONES);
  let subject: string;
  if (look.art.kind === 'necklace') {
    subject = onNeckForm(canvas, front, tone, pieceFor(look, front, 'worn'));
  } else {
    const piece = pieceFor(look, front);
    if (piece.hangs) subject = onBar(canvas, front, piece);
    else if (look.art.kind === 'watch') subject = onCushion(canvas, front, tone, piece);
    else subject = onPlinth(canvas, front, tone, piece, random, look.art.kind === 'bracelet');
  }
  return layeredDocument(
    canvas,
    { defs: back, body: velvetBackdrop(back, canvas, tone) + vignette(back, canvas, tone.shadow, 0.4) },
    { defs: front, body: subject },
  );
}

const COMPOSITIONS = [studio, detail, staged] as const;

/** Image `index` (0, 1, 2) of an article: studio shot, close-up, then staged. */
export function drawArticleImage(look: ArticleLook, index: number, canvas: SvgCanvas): LayeredSvg {
  const compose = COMPOSITIONS[index % COMPOSITIONS.length] as (typeof COMPOSITIONS)[number];
  return compose(look, canvas, createRandom(`${look.seed}:${index}`));
}
