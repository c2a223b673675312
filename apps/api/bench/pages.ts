// pnpm --filter @vitrine/api bench:pages — the storefront's server rendering, on the built shop and the
// demo catalogue: a product page answered from the page cache against sending the static index.html
// (the owner console's answer) in the same process, in alternating rounds (A B A B A B), the ratio of
// the median round; and pages rendered afresh each time (CATALOGUE_CACHE=false: no page or answer
// kept), one request at a time, their p50. Asked for as a browser asks for a page (its Accept and
// Accept-Encoding: the page comes compressed, its style sheet inside). Written to
// artifacts/bench/pages.json.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPrisma } from '../src/db/prisma.js';
import { benchDatabase } from './database.js';
import { startBuiltServer } from './server.js';

/** What a browser sends with a page's address. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const ROUNDS = 3;
const ROUND_S = 3;
const CONNECTIONS = 10;
const REPO = path.join(import.meta.dirname, '../../..');
const OUTPUT = path.join(REPO, 'artifacts/bench/pages.json');

if (!existsSync(path.join(REPO, 'apps/web/dist-server/entry-server.js'))) {
  execFileSync('pnpm', ['--filter', '@vitrine/web', 'build'], { cwd: REPO, stdio: 'inherit' });
}

const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-pages-'));
const database = await benchDatabase('pages', scratch);
const url = database.url;
const db = createPrisma(url, { max: 2 });
const product = await db.article.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
const category = await db.category.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
await db.$disconnect();

const env = { DATABASE_URL: url, DATA_DIR: path.join(scratch, 'data'), SMTP_URL: '', MAIL_OUTBOX_DIR: '' };
const cached = await startBuiltServer(3994, env);
const fresh = await startBuiltServer(3995, { ...env, CATALOGUE_CACHE: 'false' });

async function load(origin: string, pagePath: string, connections: number, duration: number) {
  const result = await autocannon({
    url: `${origin}${pagePath}`,
    connections,
    duration,
    headers: PAGE_HEADERS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
const median = <T>(rows: T[], key: (row: T) => number) =>
  [...rows].sort((a, b) => key(a) - key(b))[Math.floor(rows.length / 2)] as T;

try {
  const productPage = `/SingleProduit/${product.id}`;
  const pages = ['/', `/categories?nom=${category.id}`, productPage, '/Panier'];
  for (const page of pages) await fetch(`${cached.origin}${page}`);
  await load(cached.origin, '/gestion', CONNECTIONS, 1);
  await load(cached.origin, productPage, CONNECTIONS, 1);

  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const index = await load(cached.origin, '/gestion', CONNECTIONS, ROUND_S);
    const page = await load(cached.origin, productPage, CONNECTIONS, ROUND_S);
    rounds.push({ index, page, ratio: page.rps / index.rps });
  }
  const middle = median(rounds, (round) => round.ratio);

  const rendered = [];
  for (const page of pages) {
    await load(fresh.origin, page, 1, 1);
    rendered.push({ page, ...(await load(fresh.origin, page, 1, ROUND_S)) });
  }

  console.log(
    `\nA product page from the page cache against index.html (${CONNECTIONS} connections, median of ${ROUNDS} rounds)`,
  );
  console.table([
    {
      answer: 'index.html (sendFile)',
      'req/s': middle.index.rps,
      'p50 ms': middle.index.p50,
      errors: middle.index.errors,
    },
    {
      answer: `${productPage}, cached`,
      'req/s': middle.page.rps,
      'p50 ms': middle.page.p50,
      errors: middle.page.errors,
    },
  ]);
  console.log(
    `ratio cached page / index.html: ${middle.ratio.toFixed(2)} (rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
  );
  console.log('\nPages rendered afresh (no page or answer kept), one request at a time');
  console.table(
    rendered.map(({ page, rps, p50, p99, errors }) => ({
      page,
      'req/s': rps,
      'p50 ms': p50,
      'p99 ms': p99,
      errors,
    })),
  );
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await writeFile(OUTPUT, `${JSON.stringify({ rounds, ratio: middle.ratio, rendered }, null, 2)}\n`);
} finally {
  await cached.stop();
  await fresh.stop();
  await database.drop();
}
