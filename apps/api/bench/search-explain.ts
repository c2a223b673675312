// pnpm --filter @vitrine/api bench:search — the product search at 100 000 articles: for a few typical
// queries (a word in most of the catalogue, in a fifth of it, a typo, accents, two words, two words
// never found together, a prefix as one types), the time of GET /api/search's two statements over 20
// runs (median, p95) and EXPLAIN (ANALYZE, BUFFERS) of the page statement. On DATABASE_URL's server or an embedded one; a fresh database grown with the
// bench's generator (grow-catalogue.ts), or SEARCH_BENCH_DATABASE_URL to reuse one already grown.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { createPrisma } from '../src/db/prisma.js';
import { seedDemoData } from '../src/demo/demo-seed.js';
import { runSearch, searchStatement } from '../src/features/search/repository.js';
import { spellingsOf } from '../src/features/search/search-words.js';
import { adminQuery, databaseUrl } from '../test/templates.js';
import { growCatalogue } from './grow-catalogue.js';

const ARTICLES = Number(process.env.SEARCH_BENCH_ARTICLES ?? 100_000);
const RUNS = 20;
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

const reused = process.env.SEARCH_BENCH_DATABASE_URL;
const config = loadConfig();
const embedded =
  reused || config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(await mkdtemp(path.join(tmpdir(), 'vitrine-search-bench-')), { port: 0 });
const adminUrl = config.DATABASE_URL ?? embedded?.adminUrl;
const name = `vitrine_search_bench_${process.pid}`;
let url = reused;
if (!url) {
  if (!adminUrl) throw new Error('no PostgreSQL server');
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  url = databaseUrl(adminUrl, name);
  await migrate(url);
  const seeding = createPrisma(url, { max: 2 });
  await seedDemoData(seeding);
  await seeding.$disconnect();
  const started = Date.now();
  await growCatalogue(url, ARTICLES);
  console.log(`grown to ${ARTICLES} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await adminQuery(url, 'VACUUM ANALYZE');
}
const db = createPrisma(url, { max: 1 });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

const table = [];
const plans: string[] = [];
for (const q of QUERIES) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const typed = await spellingsOf(db, q);
    const rows = await runSearch(db, typed, searchStatement(db.kysely, typed, 1));
    times.push(performance.now() - started);
    total = JSON.parse(rows[0]?.body ?? '{}').total;
  }
  times.sort((a, b) => a - b);
  const typed = await spellingsOf(db, q);
  table.push({
    query: q,
    spellings: typed.map((word) => `${word.word} → ${word.spellings.slice(0, 4).join(', ')}`).join(' ; '),
    found: total,
    'median ms': Number(percentile(times, 0.5).toFixed(1)),
    'p95 ms': Number(percentile(times, 0.95).toFixed(1)),
  });
  const rows = await runSearch(
    db,
    typed,
    sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) ${searchStatement(db.kysely, typed, 1)}`,
  );
  plans.push(
    `\nEXPLAIN (ANALYZE, BUFFERS) of « ${q} », page 1:\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
  );
}
const articles = await db.article.count();
console.log(plans.join('\n'));
console.log(`\n${articles} articles; ${RUNS} runs per query, both statements (spellings, then the page)`);
console.table(table);
await db.$disconnect();
if (!reused && adminUrl) await adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`);
await embedded?.stop();
