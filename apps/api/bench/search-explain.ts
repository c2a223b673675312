// pnpm --filter @vitrine/api bench:search — is each planner setting of the search worth keeping? For a few
// typical queries (a word in most of the catalogue, in a fifth of it, a typo, accents, two words, two
// words never found together, a prefix as one types), EXPLAIN (ANALYZE) of the page statement at 1 000,
// 10 000 and 100 000 articles (SEARCH_BENCH_SIZES): plain, and with each of the settings the shop runs it
// with, alone and together: the small tiers sorted by `ORDER BY s.article_id + 0` rather than read in id
// order, and `SET LOCAL enable_seqscan = off` (several words). Execution time (the plain
// statement's planning beside it: no setting changes it), median of RUNS, the variants interleaved. A
// setting stays in the shop only where the plain statement misses 20 ms at one of these sizes and the
// setting brings it back (decision 21).
// SEARCH_BENCH_PLANS=1 also prints each plan. On DATABASE_URL's server or an embedded one; a fresh
// database per size, grown from the demo catalogue with the bench's generator (grow-catalogue.ts).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import type { DB } from '../src/db/kysely.js';
import { migrate } from '../src/db/migrate.js';
import { createPrisma } from '../src/db/prisma.js';
import { seedDemoData } from '../src/demo/demo-seed.js';
import { searchPlannerSetting, searchStatement } from '../src/features/search/repository.js';
import { spellingsOf } from '../src/features/search/search-words.js';
import { adminQuery, databaseUrl } from '../test/templates.js';
import { growCatalogue } from './grow-catalogue.js';

const SIZES = (process.env.SEARCH_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 5);
const SHOW_PLANS = process.env.SEARCH_BENCH_PLANS === '1';
const BUDGET_MS = 20;
const QUERIES = [
  'colier',
  'Brâcelet',
  'médina',
  'bague argent',
  'brac',
  'pendentif émeraude',
  'argent',
  'bague collier',
  'bracelet or',
];

/** A way to run the page statement: its text rewritten, and a setting for its transaction. */
interface Variant {
  label: string;
  rewrite: (text: string) => string;
  setting?: string;
}

const NO_SEQSCAN = 'SET LOCAL enable_seqscan = off';
/** The statement as the shop sends it, each small tier sorted; its plain form reads them in id order. */
const SORTED = /ORDER BY s\.article_id \+ 0/g;
const plain = (text: string) => text.replace(SORTED, 'ORDER BY s.article_id');
const asSent = (text: string) => text;

const VARIANTS: Variant[] = [
  { label: 'plain', rewrite: plain },
  { label: '+ 0', rewrite: asSent },
  { label: 'seqscan off', rewrite: plain, setting: NO_SEQSCAN },
  { label: 'both', rewrite: asSent, setting: NO_SEQSCAN },
];

const config = loadConfig();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(await mkdtemp(path.join(tmpdir(), 'vitrine-search-bench-')), { port: 0 });
const adminUrl = config.DATABASE_URL ?? (embedded as NonNullable<typeof embedded>).adminUrl;
const demo = `vitrine_search_bench_demo_${process.pid}`;
await adminQuery(adminUrl, `CREATE DATABASE "${demo}"`);
await migrate(databaseUrl(adminUrl, demo));
const seeding = createPrisma(databaseUrl(adminUrl, demo), { max: 2 });
await seedDemoData(seeding);
await seeding.$disconnect();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** EXPLAIN's rows for `text` run with `options`, in its own transaction when a setting is given. */
async function explain(
  k: Kysely<DB>,
  options: string,
  text: string,
  parameters: readonly unknown[],
  setting: string | undefined,
) {
  const query = CompiledQuery.raw(`EXPLAIN (${options}) ${text}`, [...parameters]);
  const run = async (executor: Kysely<DB>) => {
    if (setting) await executor.executeQuery(CompiledQuery.raw(setting));
    return (await executor.executeQuery<{ 'QUERY PLAN': unknown }>(query)).rows.map(
      (row) => row['QUERY PLAN'],
    );
  };
  return setting ? k.transaction().execute(run) : run(k);
}

/** Planning and execution times, without timing each node (which would slow the plans unevenly). */
async function timed(k: Kysely<DB>, text: string, parameters: readonly unknown[], setting?: string) {
  const [answer] = await explain(k, 'ANALYZE, TIMING OFF, FORMAT JSON', text, parameters, setting);
  const [report] = answer as Array<{ 'Planning Time': number; 'Execution Time': number }>;
  if (!report) throw new Error('EXPLAIN returned no plan');
  return { planningMs: report['Planning Time'], executionMs: report['Execution Time'] };
}

const rows: Array<Record<string, string | number>> = [];
const plans: string[] = [];
for (const size of SIZES) {
  const name = `vitrine_search_bench_${size}_${process.pid}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${demo}"`);
  const url = databaseUrl(adminUrl, name);
  try {
    await growCatalogue(url, size);
    await adminQuery(url, 'VACUUM ANALYZE');
    const db = createPrisma(url, { max: 1 });
    try {
      const articles = await db.article.count();
      for (const q of QUERIES) {
        const typed = await spellingsOf(db, q);
        const compiled = searchStatement(db.kysely, typed, 1).compile(db.kysely);
        if (plain(compiled.sql) === compiled.sql) {
          throw new Error('the search statement no longer sorts its small tiers by `s.article_id + 0`');
        }
        const times = new Map<string, number[]>(VARIANTS.map((variant) => [variant.label, []]));
        const planning: number[] = [];
        for (let run = 0; run <= RUNS; run++) {
          for (const variant of VARIANTS) {
            const text = variant.rewrite(compiled.sql);
            const { planningMs, executionMs } = await timed(
              db.kysely,
              text,
              compiled.parameters,
              variant.setting,
            );
            // The first run warms the cache and is not counted.
            if (run > 0) times.get(variant.label)?.push(executionMs);
            if (run > 0 && variant === VARIANTS[0]) planning.push(planningMs);
          }
        }
        if (SHOW_PLANS) {
          for (const variant of VARIANTS) {
            const lines = await explain(
              db.kysely,
              'ANALYZE, BUFFERS',
              variant.rewrite(compiled.sql),
              compiled.parameters,
              variant.setting,
            );
            plans.push(`\n« ${q} », ${articles} articles, ${variant.label}:\n${lines.join('\n')}`);
          }
        }
        const row: Record<string, string | number> = {
          articles,
          query: q,
          planning: Number(median(planning).toFixed(1)),
          shop: searchPlannerSetting(typed) ? 'both' : '+ 0',
        };
        for (const [label, values] of times) row[label] = Number(median(values).toFixed(1));
        rows.push(row);
      }
    } finally {
      await db.$disconnect();
    }
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`);
  }
}
await adminQuery(adminUrl, `DROP DATABASE "${demo}" WITH (FORCE)`);
await embedded?.stop();

if (SHOW_PLANS) console.log(plans.join('\n'));
const missed = rows
  .filter((row) => Number(row.plain) > BUDGET_MS)
  .map((row) => `« ${row.query} » at ${row.articles}`);
console.log(
  `\nThe page statement's execution time in ms (EXPLAIN ANALYZE, median of ${RUNS}), plain and with each setting; ` +
    `planning, the plain statement's; shop, what the shop runs. Plain over ${BUDGET_MS} ms: ${missed.join(', ') || 'none'}.`,
);
console.table(rows);
