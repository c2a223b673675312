import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.js';
import { createPrisma } from '../src/db/prisma.js';
import { seedDemoData } from '../src/demo/demo-seed.js';
import { adminQuery, databaseUrl } from '../test/templates.js';
import { growCatalogue } from './grow-catalogue.js';
import { startBuiltServer } from './server.js';

// What the catalogue cache costs in memory: the built shop's resident set before and after 2,000
// distinct listing GETs of 100 articles each (issue 17). `pnpm --filter @vitrine/api build` first;
// DATABASE_URL names the server (a database of its own is made and dropped); extra variables for the
// shop are passed as arguments, e.g. `tsx bench/cache-memory.ts CATALOGUE_CACHE_MB=100000`.

const REQUESTS = 2_000;
const CONNECTIONS = 8;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const adminUrl = databaseUrl(serverUrl, 'postgres');
const database = `cache_memory_${process.pid}`;
const url = databaseUrl(serverUrl, database);
const env = Object.fromEntries(process.argv.slice(2).map((pair) => pair.split('=', 2) as [string, string]));

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

// SIGUSR2 makes the shop collect its garbage, so the last figure is what it really holds on to.
const gcOnSignal = path.join(os.tmpdir(), `gc-on-signal-${process.pid}.mjs`);
writeFileSync(
  gcOnSignal,
  `import v8 from 'node:v8'; import vm from 'node:vm';
   v8.setFlagsFromString('--expose-gc'); const gc = vm.runInNewContext('gc');
   process.on('SIGUSR2', () => gc());`,
);

await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
try {
  await migrate(url);
  const db = createPrisma(url, { max: 2 });
  await seedDemoData(db);
  await db.$disconnect();
  // Enough articles that each of the 2,000 queries below fills its 100 places.
  await growCatalogue(url, 5_000);
  const server = await startBuiltServer(4_870, {
    DATABASE_URL: url,
    CATALOGUE_CACHE: 'true',
    NODE_OPTIONS: `--import=${gcOnSignal}`,
    ...env,
  });
  const pid = server.process.pid as number;
  try {
    // Twenty pages from each of 100 lower price bounds: 2,000 distinct answers of 100 articles; the
    // second round asks 2,000 others (higher bounds), to see whether memory keeps growing.
    const round = async (first: number) => {
      const paths = Array.from({ length: REQUESTS }, (_, n) => {
        const page = (n % 20) + 1;
        const minValue = first + Math.floor(n / 20);
        return `/api/articlesPaginate?pageSize=100&page=${page}&minValue=${minValue}`;
      });
      let next = 0;
      let bytes = 0;
      let shortPages = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < paths.length) {
            const response = await fetch(`${server.origin}${paths[next++]}`);
            if (!response.ok) throw new Error(`${response.status} ${response.url}`);
            const text = await response.text();
            bytes += Buffer.byteLength(text);
            if ((JSON.parse(text) as { articles: unknown[] }).articles.length < 100) shortPages++;
          }
        }),
      );
      return `${Math.round(bytes / 2 ** 20)} MB of JSON${shortPages ? `, ${shortPages} short pages` : ''}`;
    };
    const collect = async () => {
      process.kill(pid, 'SIGUSR2');
      await settle();
    };
    await fetch(`${server.origin}/api/articlesPaginate?pageSize=100`).then((response) => response.text());
    await collect();
    const before = rssMb(pid);
    const first = await round(0);
    const afterFirst = rssMb(pid);
    const second = await round(100);
    const afterSecond = rssMb(pid);
    await collect();
    const collected = rssMb(pid);
    console.log(
      `[mesure] ${JSON.stringify(env)} RSS ${before} MB before; ${afterFirst} MB after ${REQUESTS} distinct ` +
        `pageSize=100 listing GETs (${first}); ${afterSecond} MB after ${REQUESTS} more (${second}); ` +
        `${collected} MB once its garbage is collected`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
