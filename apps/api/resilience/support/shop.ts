import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { antiForgeryHeaders } from '../../bench/anti-forgery.js';
import { type BenchServer, logTail, startBuiltServer } from '../../bench/server.js';
import { hashPassword } from '../../src/password.js';
import { cloneDatabase, type ScenarioDatabase } from './database.js';

/** The owner console's password in every shop the suite starts. */
export const OWNER_PASSWORD = 'resilience-owner-password';
/** Its hash, as production takes it (OWNER_PASSWORD_HASH). */
const ownerPasswordHash = hashPassword(OWNER_PASSWORD);

export interface Shop {
  origin: string;
  server: BenchServer;
  /** The folder the shop serves at /storage (and writes uploaded photos to). */
  storageDir: string;
  /** The headers a browser sends with a write after its first GET: cookies, X-XSRF-TOKEN, Origin. */
  visitor(): Promise<Record<string, string>>;
  /** The end of the shop's log, to explain a failure. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/**
 * The built shop in its own process on `databaseUrl`: rate limits off (the suite is one client sending
 * a lot), the owner's password OWNER_PASSWORD (given as its hash), mail to .eml files unless SMTP_URL is given, its log in
 * a file of its own.
 */
export async function startShop(databaseUrl: string, env: Record<string, string> = {}): Promise<Shop> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-resilience-shop-'));
  await writeFixtureFiles(scratch);
  const logFile = path.join(scratch, 'shop.log');
  const log = openSync(logFile, 'a');
  const port = await freePort();
  const server = await startBuiltServer(
    port,
    {
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: scratch,
      WEB_DIST_DIR: path.join(scratch, 'web'),
      STORAGE_DIR: path.join(scratch, 'storage'),
      CSRF_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ORDER: '0',
      RATE_LIMIT_PROMO: '0',
      RATE_LIMIT_CONTACT: '0',
      RATE_LIMIT_NEWSLETTER: '0',
      RATE_LIMIT_TRACKING: '0',
      RATE_LIMIT_OWNER_SIGN_IN: '0',
      RATE_LIMIT_ORDERS_PER_PHONE: '0',
      OWNER_PASSWORD_HASH: await ownerPasswordHash,
      ...env,
    },
    { output: log },
  )
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${logTail(logFile, 40)}`);
    })
    .finally(() => closeSync(log));
  return {
    origin: server.origin,
    server,
    storageDir: env.STORAGE_DIR ?? path.join(scratch, 'storage'),
    visitor: () => antiForgeryHeaders(server.origin),
    logTail: (lines = 40) => logTail(logFile, lines),
    stop: async () => {
      await server.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

export interface ScenarioShop extends Shop {
  database: ScenarioDatabase;
}

/** A shop on a fresh copy of the demo database, for this test file; stopped and dropped after it. */
export async function useShop(env: Record<string, string> = {}): Promise<ScenarioShop> {
  const database = await cloneDatabase(inject('adminUrl'), inject('template'));
  const shop = await startShop(database.url, env);
  afterAll(async () => {
    await shop.stop();
    await database.drop();
  });
  return { ...shop, database };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A storefront page, a script and an image: the static routes get real files to serve (ranges, ETags). */
async function writeFixtureFiles(scratch: string): Promise<void> {
  await mkdir(path.join(scratch, 'web/assets'), { recursive: true });
  await mkdir(path.join(scratch, 'storage'), { recursive: true });
  await writeFile(
    path.join(scratch, 'web/index.html'),
    '<!doctype html><title>Vitrine</title><div id="root"></div>',
  );
  await writeFile(path.join(scratch, 'web/assets/app.js'), 'console.log("vitrine");\n'.repeat(100));
  await writeFile(path.join(scratch, 'storage/demo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}
