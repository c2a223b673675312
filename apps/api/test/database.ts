import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Logger, pino } from 'pino';
import { afterAll, inject } from 'vitest';
import { createApp } from '../src/app.js';
import { DEFAULT_SHOP_PHONE } from '../src/config.js';
import type { CatalogueReader } from '../src/db/catalogue-cache.js';
import { createPrisma, type Db } from '../src/db/prisma.js';
import type { InvoiceSettings } from '../src/features/orders/invoice.js';
import { OwnerEventHub } from '../src/features/owner-events/hub.js';
import type { RateLimitSettings } from '../src/http/rate-limit.js';
import type { DemoImages } from '../src/http/web.js';
import type { MailSettings } from '../src/mail/outbox.js';
import { hashPassword, parsePasswordHash } from '../src/password.js';
import type { PhotoStorage } from '../src/storage/photo-storage.js';
import { TEST_SHOP_EMAIL } from './jobs.js';
import { TEST_OWNER_PASSWORD } from './owner.js';
import { adminQuery, databaseUrl, type TEMPLATES } from './templates.js';

export interface TestDatabase {
  db: Db;
  url: string;
}

/**
 * A fresh database for this test file, cloned from a template (`blank`: not even migrated); dropped
 * after the file's tests.
 */
export async function useTestDatabase(
  template: keyof typeof TEMPLATES | 'blank' = 'demo',
): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('templates').empty}_${template}_${randomBytes(4).toString('hex')}`;
  const from = template === 'blank' ? 'template0' : inject('templates')[template];
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${from}"`);
  const url = databaseUrl(adminUrl, name);
  const db = createPrisma(url, { max: 4 });
  afterAll(async () => {
    await db.$disconnect();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return { db, url };
}

/** The public origin (PUBLIC_URL) of the apps the tests make, unless they name another. */
export const TEST_PUBLIC_URL = 'https://www.vitrine.test';

export interface TestAppOptions {
  storageDir?: string;
  /** Where the owner's photos go. Default: the storage folder. */
  photos?: PhotoStorage;
  webDir?: string;
  /** Default: TEST_PUBLIC_URL. */
  publicUrl?: string;
  /** Default: the test shop's address, with no job runner (mails stay queued; see test/jobs.ts). */
  mail?: MailSettings;
  /** Default: no rate limit, so tests may send as much as they like. */
  rateLimits?: Partial<RateLimitSettings['limits']>;
  /** Orders per delivery phone in 24 h. Default: 0, no limit. */
  ordersPerPhone?: number;
  /** Default: the shop's phone when SHOP_PHONE is unset. */
  shopPhone?: string;
  /** Default: the app's own (19 % VAT, no stamp duty). */
  invoicing?: InvoiceSettings;
  /** Default: no demo drawing in progress. */
  demoImages?: DemoImages;
  /** Default: false (no proxy in front). */
  trustProxy?: boolean | number;
  /** Default: silent. */
  logger?: Logger;
  /** Default: no cache, every answer read from the database. */
  catalogue?: CatalogueReader;
  /** Default: no cache, every page rendered afresh. */
  pages?: CatalogueReader;
  /** The owner console's password. Default: TEST_OWNER_PASSWORD (test/owner.ts). */
  ownerPassword?: string;
  /** The secret instances share (CSRF_SECRET). Default: a new one for each app. */
  secret?: string;
  /** The console's live events. Default: the app's own, on the test database, stopped after the file's tests. */
  events?: OwnerEventHub;
}

/** The whole app (API, storage, web fallback) on a test database. */
export async function createTestApp(db: Db, options: TestAppOptions = {}) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-app-'));
  afterAll(() => rm(scratch, { recursive: true, force: true }));
  const logger = options.logger ?? pino({ level: 'silent' });
  const mail = options.mail ?? { shopEmail: TEST_SHOP_EMAIL };
  // The lowest cost the shop accepts: every test file signs in, and the production cost has its own tests.
  const ownerPassword = parsePasswordHash(
    await hashPassword(options.ownerPassword ?? TEST_OWNER_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }),
  );
  if (!ownerPassword) throw new Error('hashPassword made a hash parsePasswordHash does not read');
  let events = options.events;
  if (!events) {
    const own = new OwnerEventHub(db.pool.options.connectionString as string);
    afterAll(() => own.stop());
    events = own;
  }
  return createApp({
    db,
    logger,
    storageDir: options.storageDir ?? path.join(scratch, 'storage'),
    photos: options.photos,
    webDir: options.webDir ?? path.join(scratch, 'web'),
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    mail,
    shopPhone: options.shopPhone ?? DEFAULT_SHOP_PHONE,
    invoicing: options.invoicing,
    demoImages: options.demoImages,
    events,
    catalogue: options.catalogue,
    pages: options.pages,
    security: {
      csrfSecret: options.secret ?? randomBytes(32).toString('hex'),
      trustProxy: options.trustProxy ?? false,
      rateLimits: {
        windowMs: 60_000,
        limits: {
          order: 0,
          promo: 0,
          contact: 0,
          newsletter: 0,
          tracking: 0,
          ownerSignIn: 0,
          codeReminder: 0,
          draft: 0,
          ...options.rateLimits,
        },
        ordersPerPhone: options.ordersPerPhone ?? 0,
      },
      ownerPassword,
    },
  });
}
