import { randomBytes } from 'node:crypto';
import { migrate } from '../../src/db/migrate.js';
import { createPrisma, type Db } from '../../src/db/prisma.js';
import { seedDemoData } from '../../src/demo/demo-seed.js';
import { adminQuery, databaseUrl } from '../../test/templates.js';

/** A migrated database holding the demo catalogue, its client CL-DEMO01 and its promo codes. */
export async function createDemoDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrl(adminUrl, name);
  await migrate(url);
  const db = createPrisma(url, { max: 2 });
  try {
    // Rows only: the images' files are never asked for here.
    await seedDemoData(db);
    // The scenarios are about attacks and outages, not stock: the demo's few pieces per variant would
    // run out within the first hundred orders, and every order after would be a 409.
    await db.$executeRaw`UPDATE article_details SET stock = 1000000`;
  } finally {
    await db.$disconnect();
  }
  return url;
}

export interface ScenarioDatabase {
  url: string;
  /** The test's own connection, to count and check what the shop stored. */
  db: Db;
  drop(): Promise<void>;
}

/** A fresh copy of the template for one scenario. */
export async function cloneDatabase(adminUrl: string, template: string): Promise<ScenarioDatabase> {
  const name = `vitrine_resilience_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(adminUrl, name);
  const db = createPrisma(url, { max: 4 });
  return {
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export type RowCounts = Record<string, number>;

/**
 * Counts the rows of every table, and the promo codes' uses (an UPDATE is a write too), in one
 * statement so that each snapshot is consistent. Not the counts of refused requests themselves (rate
 * limits, failed owner sign-ins): writing those is what a refusal is for.
 */
export async function rowCounter(db: Db): Promise<() => Promise<RowCounts>> {
  const tables = await db.$queryRaw<Array<{ name: string }>>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('_prisma_migrations', 'rate_limits', 'owner_sign_in_failures')
    ORDER BY table_name`;
  const counts = tables.map(({ name }) => `(SELECT count(*) FROM "${name}")::int AS "${name}"`);
  const sql = `SELECT ${counts.join(', ')},
    (SELECT coalesce(sum(usage_count), 0) FROM promos)::int AS "promos.usage_count"`;
  return async () => (await db.$queryRawUnsafe<RowCounts[]>(sql))[0] ?? {};
}

/** The tables whose counts differ between two snapshots, with their change. */
export function changedTables(before: RowCounts, after: RowCounts): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[table] ?? 0) - (before[table] ?? 0);
    if (delta !== 0) changed[table] = delta;
  }
  return changed;
}
