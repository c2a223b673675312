import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { createPrisma } from '../src/db/prisma.js';
import { seedDemoData } from '../src/demo/demo-seed.js';
import { adminQuery, databaseUrl } from '../test/templates.js';

export interface BenchDatabase {
  url: string;
  /** Drops the database, and stops the embedded server if one was started for it. */
  drop(): Promise<void>;
}

/**
 * A bench's own database `vitrine_bench_<label>_<pid>`, migrated and holding the demo data: on
 * DATABASE_URL's server when it is set, else on an embedded PostgreSQL kept in `scratch`.
 */
export async function benchDatabase(label: string, scratch: string): Promise<BenchDatabase> {
  const config = loadConfig();
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, { port: 0 });
  const adminUrl = config.DATABASE_URL ?? (embedded as NonNullable<typeof embedded>).adminUrl;
  const name = `vitrine_bench_${label}_${process.pid}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrl(adminUrl, name);
  await migrate(url);
  const db = createPrisma(url, { max: 2 });
  await seedDemoData(db);
  await db.$disconnect();
  return {
    url,
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`);
      await embedded?.stop();
    },
  };
}
