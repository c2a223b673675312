// Deep listing pages at 100 000 articles (`npx tsx bench/deep-pages.ts` in apps/api, and the end of `pnpm bench`):
// the last page and category + colour page 400, read without the catalogue cache.
//   1. The shop's repository call (findListingPage, what an uncached request runs), one at a time:
//      p50 / p99 over RUNS calls; the budget is p99 ≤ 50 ms.
//   2. HTTP at 10 connections: the built shop with CATALOGUE_CACHE=false against the bare baseline
//      running the same statement (baseline/server.ts), in alternating rounds; the median round's ratio.
//   3. EXPLAIN (ANALYZE, BUFFERS) of each statement.
// Written to artifacts/bench/deep-pages.json. On DATABASE_URL's server or an embedded one, in a fresh
// database grown with grow-catalogue.ts, or DEEP_BENCH_DATABASE_URL to reuse one already grown. Run on
// its own it needs the built API (dist/) for step 2: `pnpm --filter @vitrine/api build` first.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type ArticlesPageQuery, ArticlesPageRequestSchema } from '@vitrine/contracts';
import autocannon from 'autocannon';
import { createPrisma } from '../src/db/prisma.js';
import { findListingPage } from '../src/features/articles/repository.js';
import { adminQuery } from '../test/templates.js';
import { baselineListing } from './baseline/server.js';
import { benchDatabase } from './database.js';
import { growCatalogue } from './grow-catalogue.js';
import { startBaselineServer, startBuiltServer } from './server.js';

const ARTICLES = 100_000;
const RUNS = Number(process.env.DEEP_BENCH_RUNS ?? 200);
const BUDGET_P99_MS = 50;
const CONNECTIONS = 10;
const ROUNDS = 5;
const ROUND_S = 3;
const SHOP_PORT = 3996;
const BASELINE_PORT = 3997;
const OUTPUT = path.join(import.meta.dirname, '../../../artifacts/bench/deep-pages.json');

interface Timing {
  p50: number;
  p99: number;
  max: number;
}
interface HttpFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
export interface DeepPageCase {
  label: string;
  query: Record<string, string | number>;
  total: number;
  articles: number;
  /** findListingPage, one call at a time (ms). */
  repository: Timing;
  /** The same statement sent by the baseline's code over plain pg (ms). */
  baselineSql: Timing;
  withinBudget: boolean;
  http?: { shopUncached: HttpFigures; baseline: HttpFigures; rpsRatio: number; rounds: number[] };
  explain: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;
const timing = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

/** The cases measured: the last page, and page 400 of the first category and first colour, price down. */
async function deepCases(
  url: string,
): Promise<Array<{ label: string; query: Record<string, string | number> }>> {
  const ids = await adminQuery(
    url,
    'SELECT (SELECT min(id) FROM categories) AS category, (SELECT min(id) FROM colors) AS color, (SELECT count(*)::int FROM articles) AS articles',
  );
  const { category, color, articles } = ids.rows[0] as { category: number; color: number; articles: number };
  return [
    { label: 'last page', query: { page: Math.ceil(articles / 12) } },
    {
      label: 'category + colour, desc, page 400',
      query: { category_id: category, color_id: color, sortOrder: 'desc', page: 400 },
    },
  ];
}

async function load(
  origin: string,
  query: Record<string, string | number>,
  duration: number,
): Promise<HttpFigures> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const result = await autocannon({
    url: `${origin}/api/articlesPaginate?${search}`,
    connections: CONNECTIONS,
    duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Measures the deep pages on a database already grown to 100 000 articles (and analysed). */
export async function measureDeepPages(url: string, options: { http: boolean; scratch: string }) {
  const db = createPrisma(url, { max: 2 });
  const results: DeepPageCase[] = [];
  try {
    for (const { label, query } of await deepCases(url)) {
      const parsed: ArticlesPageQuery = ArticlesPageRequestSchema.parse(query);
      const statement = baselineListing(query);
      // Warm both paths (plans, buffers) before timing them.
      for (let i = 0; i < 5; i++) {
        await findListingPage(db, parsed);
        await db.pool.query(statement.sql, [...statement.parameters]);
      }
      const repository: number[] = [];
      const baselineSql: number[] = [];
      let body = '';
      for (let run = 0; run < RUNS; run++) {
        // Interleaved, so the machine's noise falls on both.
        let started = performance.now();
        body = await findListingPage(db, parsed);
        repository.push(performance.now() - started);
        started = performance.now();
        await db.pool.query(statement.sql, [...statement.parameters]);
        baselineSql.push(performance.now() - started);
      }
      const answer = JSON.parse(body) as { total: number; articles: unknown[] };
      const plan = await db.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        [...statement.parameters],
      );
      const repositoryTiming = timing(repository);
      results.push({
        label,
        query,
        total: answer.total,
        articles: answer.articles.length,
        repository: repositoryTiming,
        baselineSql: timing(baselineSql),
        withinBudget: repositoryTiming.p99 <= BUDGET_P99_MS,
        explain: plan.rows.map((row) => row['QUERY PLAN']).join('\n'),
      });
    }
  } finally {
    await db.$disconnect();
  }
  if (options.http) {
    const shop = await startBuiltServer(SHOP_PORT, {
      DATABASE_URL: url,
      DATA_DIR: path.join(options.scratch, 'deep-data'),
      CATALOGUE_CACHE: 'false',
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: '',
    });
    const baseline = await startBaselineServer(BASELINE_PORT, url);
    try {
      for (const result of results) {
        await load(shop.origin, result.query, 1);
        await load(baseline.origin, result.query, 1);
        const rounds: Array<{ shop: HttpFigures; baseline: HttpFigures }> = [];
        for (let r = 0; r < ROUNDS; r++) {
          rounds.push({
            shop: await load(shop.origin, result.query, ROUND_S),
            baseline: await load(baseline.origin, result.query, ROUND_S),
          });
        }
        const ratios = rounds.map((r) => r.shop.rps / r.baseline.rps);
        const sorted = [...rounds].sort((a, b) => a.shop.rps / a.baseline.rps - b.shop.rps / b.baseline.rps);
        const median = sorted[Math.floor(sorted.length / 2)] as (typeof rounds)[number];
        result.http = {
          shopUncached: median.shop,
          baseline: median.baseline,
          rpsRatio: Math.round((median.shop.rps / median.baseline.rps) * 100) / 100,
          rounds: ratios.map((ratio) => Math.round(ratio * 100) / 100),
        };
      }
    } finally {
      await shop.stop();
      await baseline.stop();
    }
  }
  return results;
}

export function printDeepPages(results: DeepPageCase[]): void {
  for (const result of results)
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS), ${result.label} (${JSON.stringify(result.query)}):\n${result.explain}`,
    );
  console.log(
    `\nDeep pages, uncached: findListingPage one call at a time (the baseline's statement alongside), budget p99 ≤ ${BUDGET_P99_MS} ms; HTTP: ${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_S} s rounds alternating the shop (CATALOGUE_CACHE=false) and the baseline, median round.`,
  );
  console.table(
    results.map((r) => ({
      page: r.label,
      total: r.total,
      articles: r.articles,
      'p50 ms': r.repository.p50,
      'p99 ms': r.repository.p99,
      budget: r.withinBudget ? 'met' : 'MISSED',
      'base SQL p50': r.baselineSql.p50,
      'base SQL p99': r.baselineSql.p99,
      'shop req/s': r.http ? Math.round(r.http.shopUncached.rps) : '',
      'base req/s': r.http ? Math.round(r.http.baseline.rps) : '',
      'shop p99': r.http?.shopUncached.p99 ?? '',
      'base p99': r.http?.baseline.p99 ?? '',
      '×base': r.http?.rpsRatio ?? '',
    })),
  );
}

export async function writeDeepPages(results: DeepPageCase[]): Promise<void> {
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await writeFile(
    OUTPUT,
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), runs: RUNS, budgetP99Ms: BUDGET_P99_MS, results }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), OUTPUT)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reused = process.env.DEEP_BENCH_DATABASE_URL;
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-deep-bench-'));
  // A fresh database of 100 000 articles, analysed, unless DEEP_BENCH_DATABASE_URL names one grown before.
  const database = reused ? undefined : await benchDatabase('deep', scratch);
  const url = reused ?? (database as NonNullable<typeof database>).url;
  if (database) {
    const started = Date.now();
    await growCatalogue(url, ARTICLES);
    await adminQuery(url, 'VACUUM ANALYZE');
    console.log(`grown to ${ARTICLES} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const results = await measureDeepPages(url, { http: !process.argv.includes('--no-http'), scratch });
  printDeepPages(results);
  await writeDeepPages(results);
  await database?.drop();
  process.exit(results.every((r) => r.articles > 0 && !r.http?.shopUncached.errors) ? 0 : 1);
}
