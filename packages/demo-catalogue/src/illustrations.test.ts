import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES, type ArticleArt } from './illustrations/art-styles.js';
import { type ArticleLook, drawArticleImage } from './illustrations/article-image.js';
import { drawEventImage } from './illustrations/event-scenes.js';
import { drawCollectionImage, drawHeroImage } from './illustrations/moods.js';
import { drawBannerImage, drawSocialImage } from './illustrations/site-scenes.js';
import { BACKDROP_SCALE, type LayeredSvg } from './illustrations/svg.js';
import { canvasFor, DEMO_IMAGE_KINDS, type DemoImageKind } from './image-kinds.js';
import { contentHash, planImage } from './render.js';

const EVERY_ART = Object.entries(ART_STYLES).flatMap(([kind, styles]) =>
  (styles as readonly string[]).map((style) => ({ kind, style }) as ArticleArt),
);

function lookFor(art: ArticleArt): ArticleLook {
  return { art, metal: 'gold', stone: 'emerald', accent: 'pearl', seed: `${art.kind}-${art.style}` };
}

/** The drawing is well-formed SVG of the kind's size: sharp (librsvg) parses all three documents. */
async function expectValidDrawing(drawing: LayeredSvg, kind: DemoImageKind): Promise<void> {
  const canvas = canvasFor(kind);
  expect(drawing.svg).not.toMatch(/NaN|undefined|Infinity/);
  const [whole, backdrop, subject] = await Promise.all(
    [drawing.svg, drawing.backdrop, drawing.subject].map((svg) => sharp(Buffer.from(svg)).metadata()),
  );
  expect(whole).toMatchObject({ format: 'svg', width: canvas.pixelWidth, height: canvas.pixelHeight });
  expect(subject).toMatchObject({ format: 'svg', width: canvas.pixelWidth, height: canvas.pixelHeight });
  expect(backdrop).toMatchObject({
    format: 'svg',
    width: Math.round(canvas.pixelWidth * BACKDROP_SCALE),
    height: Math.round(canvas.pixelHeight * BACKDROP_SCALE),
  });
}

describe('article illustrations', () => {
  it.each(EVERY_ART.map((art) => [`${art.kind} ${art.style}`, art] as const))(
    'draws %s as a valid square SVG for each of the three compositions',
    async (_name, art) => {
      for (const index of [0, 1, 2]) {
        await expectValidDrawing(drawArticleImage(lookFor(art), index, canvasFor('article')), 'article');
      }
    },
  );

  it('draws the same piece twice identically (the URLs depend on it)', () => {
    const look = lookFor({ kind: 'ring', style: 'solitaire' });
    expect(drawArticleImage(look, 1, canvasFor('article'))).toEqual(
      drawArticleImage(look, 1, canvasFor('article')),
    );
  });

  it('gives the three images of an article three different compositions', () => {
    const look = lookFor({ kind: 'watch', style: 'blueMesh' });
    const drawings = [0, 1, 2].map((index) => drawArticleImage(look, index, canvasFor('article')).svg);
    expect(new Set(drawings).size).toBe(3);
  });

  it('draws different metals and stones differently', () => {
    const art: ArticleArt = { kind: 'necklace', style: 'drop' };
    const gold = drawArticleImage(lookFor(art), 0, canvasFor('article'));
    const silver = drawArticleImage({ ...lookFor(art), metal: 'silver' }, 0, canvasFor('article'));
    const sapphire = drawArticleImage({ ...lookFor(art), stone: 'sapphire' }, 0, canvasFor('article'));
    expect(new Set([gold.svg, silver.svg, sapphire.svg]).size).toBe(3);
  });
});

describe('scene illustrations', () => {
  const moods = ['jasmin', 'sidiBouSaid', 'sahara', 'medina', 'tabarka', 'essentiel'] as const;

  it.each(moods)('draws the %s collection at 4:3 and as a 2:1 hero', async (mood) => {
    await expectValidDrawing(drawCollectionImage(mood, canvasFor('collection')), 'collection');
    await expectValidDrawing(drawHeroImage(mood, canvasFor('hero')), 'hero');
  });

  it.each(['launchEvening', 'privateSale', 'engravingWorkshop', 'craftMarket'] as const)(
    'draws the %s event at 4:3',
    async (event) => {
      await expectValidDrawing(drawEventImage(event, canvasFor('event')), 'event');
    },
  );

  it.each(['rings', 'necklaces', 'earrings'] as const)('draws the %s banner at 4:5', async (category) => {
    await expectValidDrawing(drawBannerImage(category, canvasFor('banner')), 'banner');
  });

  it.each([0, 1, 2, 3, 4, 5])('draws social tile %i as a square', async (tile) => {
    await expectValidDrawing(drawSocialImage(tile, canvasFor('social')), 'social');
  });
});

describe('image kinds', () => {
  it('keeps one aspect ratio per kind, rendered 1600 px wide', () => {
    expect(
      Object.fromEntries(
        Object.entries(DEMO_IMAGE_KINDS).map(([kind, { aspect }]) => [kind, aspect.width / aspect.height]),
      ),
    ).toEqual({
      article: 1,
      collection: 4 / 3,
      event: 4 / 3,
      hero: 2,
      banner: 0.8,
      social: 1,
    });
    expect(canvasFor('hero')).toMatchObject({ pixelWidth: 1600, pixelHeight: 800 });
    expect(canvasFor('banner')).toMatchObject({ pixelWidth: 1600, pixelHeight: 2000 });
  });
});

describe('content hash', () => {
  const look = lookFor({ kind: 'earrings', style: 'hoop' });

  it('names an image after its drawing: the same drawing keeps its URL', () => {
    const first = planImage('article', 'creoles-1', drawArticleImage(look, 0, canvasFor('article')));
    const again = planImage('article', 'creoles-1', drawArticleImage(look, 0, canvasFor('article')));
    expect(again.url).toBe(first.url);
    expect(first.url).toMatch(/^\/storage\/catalogue\/creoles-1-[0-9a-f]{8}-800\.webp$/);
  });

  it('changes when the drawing changes, so immutable caches never serve the old picture', () => {
    const gold = drawArticleImage(look, 0, canvasFor('article'));
    const silver = drawArticleImage({ ...look, metal: 'silver' }, 0, canvasFor('article'));
    expect(contentHash(silver)).not.toBe(contentHash(gold));
    expect(planImage('article', 'creoles-1', silver).url).not.toBe(
      planImage('article', 'creoles-1', gold).url,
    );
  });
});
