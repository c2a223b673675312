import type * as DemoCatalogue from '@vitrine/demo-catalogue';
import type { RenderSummary } from '@vitrine/demo-catalogue';
import type { Db } from '../db/prisma.js';
import { insertDemoData } from './demo-insert.js';

// The demo boutique lives in its own package, loaded only here and only when it is wanted: the shop's
// image can be built without it (and without sharp, which only it needs).

type Catalogue = typeof DemoCatalogue;
type Log = (line: string) => void;

export const DEMO_PACKAGE = '@vitrine/demo-catalogue';

/** The demo catalogue package, or undefined (and one log line) when it is not installed. */
export async function loadDemoCatalogue(log: Log, name = DEMO_PACKAGE): Promise<Catalogue | undefined> {
  try {
    return (await import(name)) as Catalogue;
  } catch (error) {
    const missing =
      (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(name);
    if (!missing) throw error;
    log(`Demo data skipped: ${name} is not installed (an image built with DEMO_DATA=false).`);
    return undefined;
  }
}

export interface SeedOptions {
  /** Draw the images into this folder (served at /storage) first; without it, only the rows. */
  imagesDir?: string;
  log?: Log;
}

export interface SeedResult {
  seeded: boolean;
  articles: number;
}

/** Seeds the demo boutique when the catalogue is empty; does nothing when articles exist (idempotent). */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const catalogue = await loadDemoCatalogue(log);
  return catalogue ? seedWith(catalogue, db, options.imagesDir, log) : { seeded: false, articles: 0 };
}

export interface DemoImagesToDraw {
  /** The storage folders of the drawings, each with the SVG /storage answers while they are drawn. */
  placeholders: Readonly<Record<string, string>>;
  /** Draws the images missing under the storage folder. */
  render(): Promise<void>;
}

/**
 * The shop's start: the demo rows now (on an empty catalogue), the images later, once it listens, so
 * that a first start answers in seconds. Undefined when the demo package is not installed.
 */
export async function prepareDemoCatalogue(
  db: Db,
  storageDir: string,
  log: Log,
): Promise<DemoImagesToDraw | undefined> {
  const catalogue = await loadDemoCatalogue(log);
  if (!catalogue) return undefined;
  await seedWith(catalogue, db, undefined, log);
  return {
    placeholders: catalogue.DEMO_IMAGE_PLACEHOLDERS,
    render: async () => {
      const summary = await catalogue.renderDemoImages(storageDir);
      if (summary.rendered) log(renderedLine(summary));
    },
  };
}

/** Any constant: it only has to be the same for every process seeding the same database. */
const SEED_LOCK_KEY = 7_245_318;
const TRANSACTION_TIMEOUT_MS = 120_000;

async function seedWith(
  catalogue: Catalogue,
  db: Db,
  imagesDir: string | undefined,
  log: Log,
): Promise<SeedResult> {
  const notSeeded = { seeded: false, articles: 0 };
  if ((await db.article.count()) > 0) return notSeeded;
  const data = catalogue.buildDemoData(new Date());
  if (imagesDir) {
    log(`Demo images: ${data.images.length} drawings to prepare…`);
    log(renderedLine(await catalogue.renderImages(imagesDir, data.images)));
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
  if (!inserted) return notSeeded;
  log(`Demo catalogue created: ${data.articles.length} articles, ${data.orders.length} orders`);
  return { seeded: true, articles: data.articles.length };
}

function renderedLine({ rendered, reused, milliseconds }: RenderSummary): string {
  return `Demo images: ${rendered} drawn, ${reused} reused in ${(milliseconds / 1000).toFixed(1)} s`;
}
