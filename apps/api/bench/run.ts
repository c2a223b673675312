// pnpm bench — throughput of the read API on the demo catalogue, then on 100 000 articles.
// The built server runs in its own process; autocannon (50 connections) loads it from this one.
// Figures are quoted as ratios to /api/health measured in the same run: these machines are noisy.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.js';
import { createPrisma } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { adminQuery, databaseUrl } from '../src/test/templates.js';
import { antiForgeryHeaders } from './anti-forgery.js';
import { growCatalogue } from './grow-catalogue.js';
import { startBuiltServer } from './server.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const PORT = 3990;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const config = loadConfig();
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-'));
const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, { port: 0 });
const adminUrl = config.DATABASE_URL ?? embedded!.adminUrl;
const name = `vitrine_bench_${process.pid}`;
await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
const url = databaseUrl(adminUrl, name);
await migrate(url);
const db = createPrisma(url);
await seedDemoData(db, { storageDir: path.join(scratch, 'storage'), renderImages: false });

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}
const results: Array<{
  catalogue: string;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
}> = [];

async function measure(catalogue: string, targets: Target[]) {
  const server = await startBuiltServer(PORT, { DATABASE_URL: url });
  try {
    const headers = await antiForgeryHeaders(ORIGIN);
    let baseline = 0;
    for (const target of [{ label: 'health (baseline)', path: '/api/health' }, ...targets]) {
      await load(target, headers, 2); // warm-up
      const result = await load(target, headers, DURATION_S);
      if (result.non2xx || result.errors)
        throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const rps = result.requests.average;
      baseline ||= rps;
      results.push({
        catalogue,
        label: target.label,
        rps,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ratio: rps / baseline,
      });
    }
  } finally {
    await server.stop();
  }
}

function load(target: Target, headers: Record<string, string>, duration: number) {
  return autocannon({
    url: `${ORIGIN}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    connections: CONNECTIONS,
    duration,
  });
}

const someId = async () =>
  (await db.article.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } })).id;
const category = await db.category.findFirstOrThrow({ select: { id: true } });
const color = await db.color.findFirstOrThrow({ select: { id: true } });
const listingTargets = (articleId: number, lastPage: number): Target[] => [
  {
    label: 'POST /articlesPaginate (page 1)',
    path: '/api/articlesPaginate',
    method: 'POST',
    body: { page: 1, pageSize: 12, sortOrder: 'asc' },
  },
  {
    label: 'GET /articlesPaginate (category + colour, desc)',
    path: `/api/articlesPaginate?category_id=${category.id}&color_id=${color.id}&sortOrder=desc`,
  },
  {
    label: 'POST /articlesPaginate (last page)',
    path: '/api/articlesPaginate',
    method: 'POST',
    body: { page: lastPage, pageSize: 12 },
  },
  { label: 'GET /Article/:id', path: `/api/Article/${articleId}` },
  { label: 'GET /similarProducts/:id', path: `/api/similarProducts/${articleId}` },
  {
    label: 'POST /collectionPaginate',
    path: '/api/collectionPaginate',
    method: 'POST',
    body: { page: 1, page_size: 12, sortOrder: 'desc' },
  },
];

const demoCount = await db.article.count();
await measure(`demo (${demoCount} articles)`, listingTargets(await someId(), Math.ceil(demoCount / 12)));
await growCatalogue(url, 100_000);
const bigCount = await db.article.count();
await measure(`${bigCount} articles`, listingTargets(await someId(), Math.ceil(bigCount / 12)));

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, server in its own process\n`,
);
console.table(
  results.map((r) => ({
    catalogue: r.catalogue,
    route: r.label,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'vs health': r.ratio.toFixed(2),
  })),
);

await db.$disconnect();
await adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`);
await embedded?.stop();
process.exit(0);
