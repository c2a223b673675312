// pnpm bench — the shop's read and order API against a bare node:http + pg baseline (baseline/server.ts),
// at 1 000 then 100 000 articles, on a fresh database. Both servers run in their own processes and
// autocannon loads them from this one, in short alternating rounds (A B A B A B) so that the noise of a
// shared 2-core machine falls on both; the ratio quoted is the median round's. `--smoke` (or
// BENCH_SMOKE=1): one 1 s round per route at 1 000 articles, for CI. The table is also written to
// artifacts/bench/latest.json. At 100 000 articles it then times deep listing pages without the cache
// (deep-pages.ts: p50/p99 of the repository call, the uncached shop against the baseline, EXPLAIN), written
// to artifacts/bench/deep-pages.json.
// The order desk at 50,000 orders (order-desk.ts: the queue, a customer's record, the 201 → event latency at
// 20 orders/s) and the dashboard's 90 days over 50,000 orders (stats.ts) run last, each on its own
// database, except with --smoke.
// Orders (POST /api/Order, 20 connections) alternate with their own yardstick, order-baseline.ts: the same
// request (body, anti-forgery headers, a fresh Idempotency-Key each) answered by bare node:http + pg
// writing the same rows in one transaction; the shop without its catalogue cache is not loaded there.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceOrder, promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
import autocannon from 'autocannon';
import { createPrisma } from '../src/db/prisma.js';
import { searchStatement } from '../src/features/search/repository.js';
import { spellingsOf } from '../src/features/search/search-words.js';
import { adminQuery } from '../test/templates.js';
import { antiForgeryHeaders } from './anti-forgery.js';
import { baselineListing } from './baseline/server.js';
import { benchDatabase } from './database.js';
import { type DeepPageCase, measureDeepPages, printDeepPages, writeDeepPages } from './deep-pages.js';
import { growCatalogue } from './grow-catalogue.js';
import { firstArticleWithoutSizes } from './orderable-article.js';
import { countListingRoundTrips } from './round-trips.js';
import { startBaselineServer, startBuiltServer, startOrderBaseline } from './server.js';

const SMOKE = process.argv.includes('--smoke') || ['1', 'true'].includes(process.env.BENCH_SMOKE ?? '');
const ROUNDS = SMOKE ? 1 : 3;
/** Orders against their baseline: more rounds, their throughput swings more on a shared machine. */
const ORDER_ROUNDS = SMOKE ? 1 : 5;
const ROUND_S = SMOKE ? 1 : 2;
const SOLO_S = SMOKE ? 1 : 5;
const WARMUP_S = 1;
const SIZES = SMOKE ? [1_000] : [1_000, 100_000];
const PAGE_SIZE = 12;
const OURS_PORT = 3990;
const UNCACHED_PORT = 3993;
const BASELINE_PORT = 3992;
const ORDER_BASELINE_PORT = 3998;
const ours = `http://127.0.0.1:${OURS_PORT}`;
const uncached = `http://127.0.0.1:${UNCACHED_PORT}`;
const bare = `http://127.0.0.1:${BASELINE_PORT}`;
const orderBare = `http://127.0.0.1:${ORDER_BASELINE_PORT}`;
const OUTPUT = path.join(import.meta.dirname, '../../../artifacts/bench/latest.json');

const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-'));
const database = await benchDatabase('run', scratch);
const url = database.url;
const db = createPrisma(url, { max: 2 });

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  /** Headers set per request (a fresh Idempotency-Key per order). */
  fresh?: () => Record<string, string>;
  /** Answered by the baseline too. */
  shared: boolean;
  /** Measured against the orders' baseline (order-baseline.ts) instead. */
  orders?: boolean;
}
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Row {
  articles: number;
  route: string;
  connections: number;
  ours: Figures;
  baseline?: Figures;
  /** The shop with CATALOGUE_CACHE=false: every answer read from PostgreSQL (a cold cache). */
  uncached?: Figures;
  /** ours/baseline req/s and p50 of the median round; uncached/baseline req/s of the same round. */
  rpsRatio?: number;
  p50Ratio?: number;
  uncachedRpsRatio?: number;
  /** Orders: every round's orders/s, the shop's and the baseline's (the median one is quoted). */
  rounds?: Array<{ ours: number; baseline: number }>;
}
const rows: Row[] = [];
const explains: Record<string, string> = {};

const category = await db.category.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
const color = await db.color.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
const orderedArticle = await firstArticleWithoutSizes(db);
const unitMillimes = promoPriceMillimes(toMillimes(orderedArticle.prix), orderedArticle.promo);
const order = {
  code_client: 'CL-DEMO01',
  items: [{ quantite: 1, article_id: orderedArticle.id, prix_unitaire: toDinars(unitMillimes) }],
  shipping_charge: toDinars(priceOrder([{ unitMillimes, quantite: 1 }]).shippingMillimes),
};

function targets(total: number, detailId: number): Target[] {
  const filtered = { category_id: category.id, color_id: color.id, sortOrder: 'desc', page: 2 };
  const last = { page: Math.ceil(total / PAGE_SIZE) };
  const listing = (label: string, body: Record<string, unknown>): Target[] => [
    {
      label: `POST /api/articlesPaginate ${label}`,
      path: '/api/articlesPaginate',
      method: 'POST',
      body,
      shared: true,
    },
    {
      label: `GET /api/articlesPaginate ${label}`,
      path: `/api/articlesPaginate?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]))}`,
      shared: true,
    },
  ];
  return [
    ...listing('(page 1)', { page: 1 }),
    ...listing('(category + colour, desc, page 2)', filtered),
    ...listing('(last page)', last),
    ...listing('(category + colour, desc, page 400)', { ...filtered, page: 400 }).filter(
      (target) => target.method !== 'POST',
    ),
    { label: 'GET /api/Article/:id', path: `/api/Article/${detailId}`, shared: true },
    {
      label: 'POST /api/Order',
      path: '/api/Order',
      method: 'POST',
      body: order,
      connections: 20,
      shared: false,
      orders: true,
      fresh: () => ({ 'idempotency-key': randomUUID() }),
    },
    { label: 'GET /api/topSellingArticles', path: '/api/topSellingArticles', shared: false },
  ];
}

async function load(origin: string, target: Target, headers: Record<string, string>, duration: number) {
  const base = {
    method: target.method ?? 'GET',
    path: target.path,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    headers: { ...headers, 'content-type': 'application/json' },
  };
  const fresh = target.fresh;
  const result = await autocannon({
    url: origin,
    connections: target.connections ?? 50,
    duration,
    requests: [
      fresh
        ? {
            ...base,
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...fresh() } }),
          }
        : base,
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(articles: number) {
  const detailId = (await db.article.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } })).id;
  // Fresh processes per size: each size starts with a cold catalogue cache.
  const env = {
    DATABASE_URL: url,
    DATA_DIR: path.join(scratch, 'data'),
    RATE_LIMIT_ORDER: '0',
    RATE_LIMIT_ORDERS_PER_PHONE: '0',
    SMTP_URL: '',
    MAIL_OUTBOX_DIR: '',
  };
  const app = await startBuiltServer(OURS_PORT, env);
  const appUncached = await startBuiltServer(UNCACHED_PORT, { ...env, CATALOGUE_CACHE: 'false' });
  const baseline = await startBaselineServer(BASELINE_PORT, url);
  const orderBaseline = await startOrderBaseline(ORDER_BASELINE_PORT, url);
  try {
    const headers = await antiForgeryHeaders(ours);
    const uncachedHeaders = await antiForgeryHeaders(uncached);
    for (const target of targets(articles, detailId)) {
      const connections = target.connections ?? 50;
      process.stdout.write(`  ${articles} articles · ${target.label} `);
      await load(ours, target, headers, WARMUP_S);
      if (target.orders) {
        rows.push(await measureOrders(articles, target, headers));
        continue;
      }
      if (!target.shared) {
        const figures = await load(ours, target, headers, SOLO_S);
        rows.push({ articles, route: target.label, connections, ours: figures });
        console.log(`${Math.round(figures.rps)} req/s`);
        continue;
      }
      await load(bare, target, {}, WARMUP_S);
      await load(uncached, target, uncachedHeaders, WARMUP_S);
      const rounds: Array<{ ours: Figures; baseline: Figures; uncached: Figures }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const a = await load(ours, target, headers, ROUND_S);
        const b = await load(bare, target, {}, ROUND_S);
        const c = await load(uncached, target, uncachedHeaders, ROUND_S);
        rounds.push({ ours: a, baseline: b, uncached: c });
        process.stdout.write('.');
      }
      const sorted = [...rounds].sort((x, y) => x.ours.rps / x.baseline.rps - y.ours.rps / y.baseline.rps);
      const median = sorted[Math.floor(sorted.length / 2)];
      if (!median) throw new Error('no round measured');
      rows.push({
        articles,
        route: target.label,
        connections,
        ours: median.ours,
        baseline: median.baseline,
        uncached: median.uncached,
        rpsRatio: median.ours.rps / median.baseline.rps,
        p50Ratio: median.ours.p50 / Math.max(median.baseline.p50, 0.001),
        uncachedRpsRatio: median.uncached.rps / median.baseline.rps,
      });
      console.log(
        ` ${(median.ours.rps / median.baseline.rps).toFixed(2)}× baseline (uncached ${(median.uncached.rps / median.baseline.rps).toFixed(2)}×)`,
      );
    }
  } finally {
    await app.stop();
    await appUncached.stop();
    await baseline.stop();
    await orderBaseline.stop();
  }
}

/** The shop and the orders' baseline in alternating rounds, the same request to both; the median round. */
async function measureOrders(
  articles: number,
  target: Target,
  headers: Record<string, string>,
): Promise<Row> {
  await load(orderBare, target, headers, WARMUP_S);
  const rounds: Array<{ ours: Figures; baseline: Figures }> = [];
  for (let round = 0; round < ORDER_ROUNDS; round++) {
    const a = await load(ours, target, headers, ROUND_S);
    const b = await load(orderBare, target, headers, ROUND_S);
    rounds.push({ ours: a, baseline: b });
    process.stdout.write('.');
  }
  const sorted = [...rounds].sort((x, y) => x.ours.rps / x.baseline.rps - y.ours.rps / y.baseline.rps);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no round measured');
  const ratio = median.ours.rps / median.baseline.rps;
  console.log(
    ` ${ratio.toFixed(2)}× the orders' baseline (${Math.round(median.ours.rps)} vs ${Math.round(median.baseline.rps)} orders/s; rounds ${rounds.map((r) => (r.ours.rps / r.baseline.rps).toFixed(2)).join(' ')})`,
  );
  return {
    articles,
    route: target.label,
    connections: target.connections ?? 50,
    ours: median.ours,
    baseline: median.baseline,
    rpsRatio: ratio,
    p50Ratio: median.ours.p50 / Math.max(median.baseline.p50, 0.001),
    rounds: rounds.map((r) => ({ ours: r.ours.rps, baseline: r.baseline.rps })),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the listing statement (the shop's and the baseline's) at a deep page. */
async function explainDeepPage(articles: number) {
  const filtered = { category_id: category.id, color_id: color.id, sortOrder: 'desc' };
  const count = baselineListing({ ...filtered, pageSize: 1 });
  const { rows } = await adminQuery(url, count.sql, [...count.parameters]);
  const total = Number((JSON.parse(rows[0]?.body ?? '{}') as { total?: number }).total ?? 0);
  // Halfway through each listing: OFFSET makes PostgreSQL read and drop every row before the page.
  const deep = Math.max(1, Math.floor(articles / PAGE_SIZE / 2));
  const deepFiltered = Math.max(1, Math.floor(total / PAGE_SIZE / 2));
  const plans = {
    [`no filter, page ${deep}`]: baselineListing({ page: deep }),
    [`category + colour, desc, page ${deepFiltered}`]: baselineListing({ ...filtered, page: deepFiltered }),
    // The product search with a typo (bench:search times more queries).
    'search « colier », page 1': searchStatement(db.kysely, await spellingsOf(db, 'colier'), 1).compile(
      db.kysely,
    ),
  };
  for (const [label, statement] of Object.entries(plans)) {
    const result = await adminQuery(url, `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, [
      ...statement.parameters,
    ]);
    explains[`${articles} articles, ${label}`] = result.rows
      .map((row: Record<string, string>) => row['QUERY PLAN'])
      .join('\n');
  }
}

const roundTrips = await countListingRoundTrips(url, {
  page: 2,
  category_id: category.id,
  color_id: color.id,
});
for (const size of SIZES) {
  const grown = Date.now();
  await growCatalogue(url, size);
  const articles = await db.article.count();
  console.log(`\n${articles} articles (grown in ${((Date.now() - grown) / 1000).toFixed(1)} s)`);
  await adminQuery(url, 'VACUUM ANALYZE');
  await measure(articles);
  await explainDeepPage(articles);
}
// Deep pages without the catalogue cache at 100 000 articles (deep-pages.ts): artifacts/bench/deep-pages.json.
let deepPages: DeepPageCase[] = [];
if (!SMOKE) deepPages = await measureDeepPages(url, { http: true, scratch });

const table = rows.map((r) => ({
  articles: r.articles,
  route: r.route,
  conn: r.connections,
  'req/s': Math.round(r.ours.rps),
  'p50 ms': r.ours.p50,
  'p99 ms': r.ours.p99,
  errors: r.ours.errors,
  'base req/s': r.baseline ? Math.round(r.baseline.rps) : '',
  'base p50': r.baseline?.p50 ?? '',
  'base p99': r.baseline?.p99 ?? '',
  'req/s ×base': r.rpsRatio?.toFixed(2) ?? '',
  'p50 ×base': r.p50Ratio?.toFixed(2) ?? '',
  'uncached req/s': r.uncached ? Math.round(r.uncached.rps) : '',
  'uncached p99': r.uncached?.p99 ?? '',
  'uncached ×base': r.uncachedRpsRatio?.toFixed(2) ?? '',
}));
const [small, big] = SIZES;
const scale = big
  ? rows
      .filter((r) => r.articles === small)
      .map((r) => {
        const twin = rows.find((other) => other.articles === big && other.route === r.route);
        return {
          route: r.route,
          'p50 100k/1k': twin ? (twin.ours.p50 / Math.max(r.ours.p50, 0.001)).toFixed(2) : '',
        };
      })
  : [];

for (const [label, plan] of Object.entries(explains))
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${label}:\n${plan}`);
console.log(
  `\nSQL round trips of one listing request (POST, category + colour, page 2): ${roundTrips.count} when the catalogue cache does not have the answer (0 when it does); the baseline sends 1.`,
);
for (const statement of roundTrips.statements) console.log(`  · ${statement}`);
console.log(
  `\nautocannon: 50 connections (orders 20), ${SMOKE ? 'smoke: ' : ''}${ROUNDS} × ${ROUND_S} s rounds alternating shop, baseline and shop without its catalogue cache (median round quoted), ${SOLO_S} s for shop-only routes; orders: ${ORDER_ROUNDS} rounds alternating shop and the orders' baseline (order-baseline.ts: the same rows in one transaction over pg); servers in their own processes, the shop logging as deployed (info, JSON lines to a file; its cost against LOG_LEVEL=warn is measured at the end); no compression requested.\n`,
);
console.table(table);
if (scale.length) {
  console.log('\np50 at 100k articles / p50 at 1k articles (the shop):');
  console.table(scale);
}
if (deepPages.length) {
  printDeepPages(deepPages);
  await writeDeepPages(deepPages);
}
// The fixed cost of a request (replay.ts): the shop's cached answers, at the default log level, against a
// bare node:http server replaying their bytes; kept in latest.json with the replay as their baseline.
const { measureReplay, replayHeadline } = await import('./replay.js');
const replayArticles = await db.article.count();
const replayed = await measureReplay({
  databaseUrl: url,
  scratch,
  rounds: SMOKE ? 1 : 3,
  roundSeconds: SMOKE ? 1 : 2,
});
for (const r of replayed) {
  const p50Ratio = r.shop.p50 / Math.max(r.replay.p50, 0.001);
  rows.push({
    articles: replayArticles,
    route: `${r.route} · ${r.client} ×replay`,
    connections: 50,
    ours: r.shop,
    baseline: r.replay,
    rpsRatio: r.ratio,
    p50Ratio,
  });
}
await mkdir(path.dirname(OUTPUT), { recursive: true });
await writeFile(
  OUTPUT,
  `${JSON.stringify({ date: new Date().toISOString(), smoke: SMOKE, rows, scale, roundTrips, explains }, null, 2)}\n`,
);
console.log(`\nwritten to ${path.relative(process.cwd(), OUTPUT)}`);
// The headline: what a shopper's browser meets, not a client that asks for no compression.
console.log(`\n${replayHeadline(replayed)}`);

await db.$disconnect();
await database.drop();
if (!SMOKE) {
  const { measureOrderDesk, printOrderDesk } = await import('./order-desk.js');
  printOrderDesk(await measureOrderDesk());
  const { measureStats, printStats } = await import('./stats.js');
  printStats(await measureStats());
}
const failed = rows.filter((r) => r.ours.errors || r.baseline?.errors || r.uncached?.errors);
if (failed.length) {
  console.error(`errors on: ${failed.map((r) => `${r.articles} · ${r.route}`).join(', ')}`);
  process.exit(1);
}
process.exit(0);
