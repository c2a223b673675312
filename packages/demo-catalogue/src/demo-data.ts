import { SITE_IMAGE_POSITIONS } from '@vitrine/contracts';
import {
  ARTICLES,
  type ArticleSeed,
  BRACELET_SIZES,
  CARE_SENTENCES,
  CATEGORIES,
  CLIENTS,
  COLLECTIONS,
  COLOURS,
  type ColourName,
  EVENTS,
  GIFT_SENTENCES,
  ONE_SIZE,
  PROMO_SINGLE_USE,
  PROMO_SUMMER,
  PROMO_WELCOME,
  RING_SIZES,
  SEXES,
  SITE_IMAGES,
  SIZES,
  type SizeName,
} from './catalogue.js';
import type { DemoArticle, DemoClient, DemoPromo } from './demo-records.js';
import { type ArticleLook, drawArticleImage } from './illustrations/article-image.js';
import { drawEventImage } from './illustrations/event-scenes.js';
import { drawCollectionImage, drawHeroImage } from './illustrations/moods.js';
import type { MetalName, StoneName } from './illustrations/palette.js';
import { drawBannerImage, drawSocialImage } from './illustrations/site-scenes.js';
import type { LayeredSvg, SvgCanvas } from './illustrations/svg.js';
import { canvasFor, type DemoImageKind } from './image-kinds.js';
import { buildOrderBook, type DemoNote } from './order-book.js';
import { buildDemoOrders, type DemoOrder } from './orders.js';
import { createRandom } from './random.js';
import { type PlannedImage, planImage, type RenderSummary, renderImages } from './render.js';
import { slugify } from './slug.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PROMO_PERCENTS = [10, 15, 20, 25, 30] as const;

/** The whole demo boutique, computed without touching the database or the disk. */
export interface DemoData {
  categories: typeof CATEGORIES;
  sexes: typeof SEXES;
  colours: Array<{ nom: ColourName; code_hexadecimal: string }>;
  sizes: Array<{ nom: SizeName; position: number }>;
  collections: Array<{ nom: string; description: string; image: PlannedImage; createdAt: Date }>;
  articles: DemoArticle[];
  events: Array<{
    nomevent: string;
    description: string;
    link: string;
    image: PlannedImage;
    createdAt: Date;
  }>;
  siteImages: Array<{ nom: string; position: number; image: PlannedImage }>;
  promos: DemoPromo[];
  /** The catalogue's six named clients, then the order book's customers. */
  clients: DemoClient[];
  orders: DemoOrder[];
  /** The owner's notes on customers' records. */
  notes: DemoNote[];
  /** Every image above, once. */
  images: PlannedImage[];
}

function lookOf(article: ArticleSeed): ArticleLook {
  const materials = article.colours.map((nom) => COLOURS.find((colour) => colour.nom === nom)?.material);
  const metal = materials.map((m) => (m && 'metal' in m ? m.metal : undefined)).find(Boolean) as
    | MetalName
    | undefined;
  const stones = materials.flatMap((m) => (m && 'stone' in m ? [m.stone as StoneName] : []));
  return {
    art: article.art,
    metal: metal ?? 'gold',
    stone: stones[0] ?? 'crystal',
    accent: stones[1],
    seed: slugify(article.nom),
  };
}

function detailsOf(article: ArticleSeed, stockRandom: () => number): DemoArticle['details'] {
  const metalColour = article.colours.find((nom) =>
    COLOURS.some((c) => c.nom === nom && 'metal' in c.material),
  );
  const colour = metalColour ?? article.colours[0];
  const sizes: readonly SizeName[] =
    article.art.kind === 'ring'
      ? article.sex === 'Enfant'
        ? ['48', '50']
        : article.sex === 'Homme'
          ? RING_SIZES.slice(3)
          : RING_SIZES.slice(0, 6)
      : article.art.kind === 'bracelet' && article.sub !== 'Manchettes' && article.sex !== 'Enfant'
        ? BRACELET_SIZES
        : [ONE_SIZE];
  return sizes.map((size) => ({ size, colour, stock: stockRandom() }));
}

/** An image of a kind, drawn on that kind's canvas. */
function drawn(kind: DemoImageKind, stem: string, draw: (canvas: SvgCanvas) => LayeredSvg): PlannedImage {
  return planImage(kind, stem, draw(canvasFor(kind)));
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Last summer's end: the summer code's expiry, always in the past. */
function lastSummerEnd(now: Date): Date {
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), 8, 1));
  return thisYear < now ? thisYear : new Date(Date.UTC(now.getUTCFullYear() - 1, 8, 1));
}

function buildPromos(now: Date): DemoPromo[] {
  const summerEnd = lastSummerEnd(now);
  return [
    {
      code: PROMO_WELCOME,
      reduction: 10,
      active: true,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      usage_count: 0,
    },
    {
      code: PROMO_SUMMER,
      reduction: 25,
      active: true,
      starts_at: new Date(Date.UTC(summerEnd.getUTCFullYear(), 5, 21)),
      ends_at: summerEnd,
      usage_limit: null,
      usage_count: 0,
    },
    {
      code: PROMO_SINGLE_USE,
      reduction: 50,
      active: true,
      starts_at: null,
      ends_at: null,
      usage_limit: 1,
      usage_count: 0,
    },
  ];
}

function buildArticles(now: Date): DemoArticle[] {
  const random = createRandom('articles');
  const onPromo = new Set(
    random.shuffle(ARTICLES.map((_, i) => i)).slice(0, Math.round(ARTICLES.length / 3)),
  );
  const canvas = canvasFor('article');
  return ARTICLES.map((seed, index) => {
    const look = lookOf(seed);
    const imageCount = random.chance(1 / 3) ? 3 : 2;
    const images = Array.from({ length: imageCount }, (_, i) =>
      planImage('article', `${look.seed}-${i + 1}`, drawArticleImage(look, i, canvas)),
    );
    // The new collection arrived last: its pieces are the latest; the rest spread over ten weeks.
    const ageDays =
      seed.collection === 'Jasmin de Carthage' ? random.between(0.5, 12) : random.between(12, 70);
    const { about, art, ...rest } = seed;
    return {
      ...rest,
      description: [about, random.pick(CARE_SENTENCES[art.kind]), random.pick(GIFT_SENTENCES)].join(' '),
      promo: onPromo.has(index) ? random.pick(PROMO_PERCENTS) : 0,
      createdAt: new Date(now.getTime() - Math.round(ageDays * DAY_MS + index * HOUR_MS * 0.1)),
      images,
      details: detailsOf(seed, () => (random.chance(0.08) ? 0 : random.int(1, 14))),
    };
  });
}

export function buildDemoData(now: Date): DemoData {
  const articles = buildArticles(now);
  const promos = buildPromos(now);
  const book = buildOrderBook(articles, promos, CLIENTS, now);
  const orders = [...buildDemoOrders(articles, promos, now), ...book.orders].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  for (const promo of promos)
    promo.usage_count = orders.filter((order) => order.promoCode === promo.code).length;

  const collections = COLLECTIONS.map(({ nom, description, mood }, i) => ({
    nom,
    description,
    image: drawn('collection', `collection-${slugify(nom)}`, (canvas) => drawCollectionImage(mood, canvas)),
    createdAt: daysAgo(now, 80 - i * 10),
  }));
  const events = EVENTS.map(({ nomevent, description, link, scene }, i) => ({
    nomevent,
    description,
    link,
    image: drawn('event', `evenement-${slugify(nomevent)}`, (canvas) => drawEventImage(scene, canvas)),
    createdAt: daysAgo(now, 30 - i * 7),
  }));
  const siteImages = SITE_IMAGES.map((site, position) => ({
    nom: site.nom,
    position,
    image: drawn(site.kind, `site-${position}-${slugify(site.nom).slice(0, 40)}`, (canvas) =>
      site.kind === 'hero'
        ? drawHeroImage(site.mood, canvas)
        : site.kind === 'banner'
          ? drawBannerImage(site.category, canvas)
          : drawSocialImage(site.tile, canvas),
    ),
  }));
  const expectedPositions = Object.values(SITE_IMAGE_POSITIONS).flat();
  if (siteImages.length !== expectedPositions.length)
    throw new Error(`The demo set must provide ${expectedPositions.length} site images.`);

  return {
    categories: CATEGORIES,
    sexes: SEXES,
    colours: COLOURS.map(({ nom, code_hexadecimal }) => ({ nom, code_hexadecimal })),
    sizes: SIZES.map((nom, position) => ({ nom, position })),
    collections,
    articles,
    events,
    siteImages,
    promos,
    clients: [...CLIENTS, ...book.clients],
    orders,
    notes: book.notes,
    images: [
      ...articles.flatMap((article) => article.images),
      ...collections.map((c) => c.image),
      ...events.map((e) => e.image),
      ...siteImages.map((s) => s.image),
    ],
  };
}

/**
 * Draws the demo images missing under `storageDir` (files already there are kept): the API calls it
 * once it listens, so a first start serves pages while the images appear.
 */
export function renderDemoImages(storageDir: string, now = new Date()): Promise<RenderSummary> {
  return renderImages(storageDir, buildDemoData(now).images);
}
