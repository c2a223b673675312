import { availableParallelism } from 'node:os';
import type { Db } from '../client.js';
import { buildDemoData } from './demo-data.js';
import { insertDemoData } from './insert.js';
import { renderImages } from './render.js';

export { DEMO_IMAGE_KINDS, type DemoImageKind, HERO_TEXT_AREA } from './image-kinds.js';

export interface SeedOptions {
  /** Where images are written (served at /storage). */
  storageDir: string;
  /** Render the image files (default true). Without it the rows and URLs are the same, the files absent. */
  renderImages?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  articles: number;
  imagesRendered: number;
  imagesReused: number;
}

/** Any constant: it only has to be the same for every process seeding the same database. */
const SEED_LOCK_KEY = 7_245_318;
const TRANSACTION_TIMEOUT_MS = 120_000;

/** Seeds the demo boutique when the catalogue is empty; does nothing when articles exist (idempotent). */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const notSeeded: SeedResult = { seeded: false, articles: 0, imagesRendered: 0, imagesReused: 0 };
  if ((await db.article.count()) > 0) return notSeeded;

  const data = buildDemoData(new Date());
  let rendered = 0;
  let reused = 0;
  if (options.renderImages ?? true) {
    log(`Images de démonstration : ${data.images.length} dessins à préparer…`);
    const summary = await renderImages(options.storageDir, data.images, Math.max(1, availableParallelism()));
    rendered = summary.rendered;
    reused = summary.reused;
    log(
      `Images de démonstration : ${rendered} rendues, ${reused} réutilisées en ${(summary.milliseconds / 1000).toFixed(1)} s`,
    );
  }

  const inserted = await db.$transaction(
    async (tx) => {
      // Two instances starting together: the second waits here, then sees the articles and stops.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      if ((await tx.article.count()) > 0) return false;
      await insertDemoData(tx, data);
      return true;
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
  );
  if (!inserted) return { ...notSeeded, imagesRendered: rendered, imagesReused: reused };
  log(`Catalogue de démonstration : ${data.articles.length} articles, ${data.orders.length} commandes`);
  return { seeded: true, articles: data.articles.length, imagesRendered: rendered, imagesReused: reused };
}

/**
 * Renders the demo images that are missing under `storageDir` (every file is reused when present).
 * The shop calls it after it starts listening, so a first start serves pages while images appear.
 */
export async function renderDemoImages(
  storageDir: string,
  log: (line: string) => void = () => {},
): Promise<void> {
  const { images } = buildDemoData(new Date());
  const summary = await renderImages(storageDir, images, Math.max(1, availableParallelism()));
  if (summary.rendered) {
    log(
      `Images de démonstration : ${summary.rendered} rendues, ${summary.reused} réutilisées en ${(summary.milliseconds / 1000).toFixed(1)} s`,
    );
  }
}
