import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The built shop (the API serving the built storefront) on a fresh data folder and a free port: what
// the browser journeys and the web budgets run against.

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const API_DIR = path.join(REPO, 'apps/api');
const API_MAIN = path.join(API_DIR, 'dist/main.js');
const WEB_INDEX = path.join(REPO, 'apps/web/dist/index.html');
const PASSWORD_CLI = path.join(REPO, 'apps/api/dist/features/owner/password-cli.js');
const READY_TIMEOUT_MS = 8 * 60_000;
// The demo images are drawn once (minutes on two cores) and kept here, git-ignored, between runs;
// the database itself is new every run.
const IMAGE_CACHE = path.join(REPO, '.data/e2e-storage');

/** The owner console's password on the shop under test (or on the shop E2E_BASE_URL names). */
export const OWNER_PASSWORD = process.env.OWNER_PASSWORD ?? 'console-e2e-2026';

export interface RunningShop {
  baseUrl: string;
  /** Where the shop writes its e-mails (.eml files): the journeys read what it sent there. */
  outboxDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The shop exited (code ${child.exitCode}) before it was ready.`);
    try {
      // The shop answers at once and draws the demo images afterwards: pages need them.
      const health = (await (await fetch(`${url}/api/health`)).json()) as { images?: string };
      if (health.images === 'failed') throw new Error('The demo images could not be drawn.');
      const response = await fetch(`${url}/api/latestArticles`);
      if (health.images === 'ready' && response.ok && ((await response.json()) as unknown[]).length > 0)
        return;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('The demo images')) throw error;
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`The shop did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

/** Builds what is missing, then starts the built shop on a fresh database with the demo catalogue. */
export async function startShop(): Promise<RunningShop> {
  if (!existsSync(API_MAIN))
    execFileSync('pnpm', ['--filter', '@vitrine/api...', 'build'], { cwd: REPO, stdio: 'inherit' });
  if (!existsSync(WEB_INDEX))
    execFileSync('pnpm', ['--filter', '@vitrine/web', 'build'], { cwd: REPO, stdio: 'inherit' });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-shop-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      STORAGE_DIR: IMAGE_CACHE,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The address its pages and sitemap name: the one the journeys use.
      PUBLIC_URL: baseUrl,
      // Every journey orders from the demo client's phone: its daily limit would refuse the sixth order.
      RATE_LIMIT_ORDERS_PER_PHONE: '0',
      // Production refuses to start without a shared anti-forgery secret.
      CSRF_SECRET: randomBytes(32).toString('hex'),
      // Production takes the owner's password only as its hash, as `pnpm owner:password` prints it.
      OWNER_PASSWORD_HASH: execFileSync(process.execPath, [PASSWORD_CLI], { input: OWNER_PASSWORD })
        .toString()
        .trim(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child);
    stockForEveryJourney(dataDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, outboxDir: path.join(dataDir, 'outbox'), stop };
}

/**
 * The journeys share one shop and order the catalogue's first (cheapest) articles again and again: the
 * demo's few pieces per variant would run out halfway, refusing the later orders. Every variant with
 * pieces left gets plenty; a sold-out one stays sold out, as the stock journeys need it. Done on the
 * shop's own embedded PostgreSQL, found running on its data folder.
 */
function stockForEveryJourney(dataDir: string): void {
  const script = `
    import pg from 'pg';
    import { startEmbeddedPostgres } from './dist/db/embedded.js';
    const database = await startEmbeddedPostgres(process.env.DATA_DIR);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('UPDATE article_details SET stock = 1000 WHERE stock > 0');
    await client.end();`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
}
