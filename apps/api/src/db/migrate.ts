import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrateQueue } from '../jobs/queue.js';
import { MIGRATIONS_DIR } from '../paths.js';

// Applies prisma/migrations/<name>/migration.sql in name order and records each one in
// `_prisma_migrations` exactly as `prisma migrate deploy` does (same table, sha256 of the file), so a
// team with Prisma's schema engine can keep using Prisma Migrate on the same database.
// Each migration runs in one transaction with its record: a failure leaves nothing behind.
// The job queue's own schema (graphile_worker, its migrations shipped with the package) comes first:
// the shop's migrations and triggers may enqueue jobs.

const PRISMA_ADVISORY_LOCK = 72_707_369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export interface MigrateResult {
  applied: string[];
  /** Applied migrations whose file changed since (Prisma Migrate reports them the same way). */
  modified: string[];
}

/**
 * Brings the database up to date with the job queue's schema, then prisma/migrations. Safe to run from
 * several processes at once.
 */
export async function migrate(
  databaseUrl: string,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<MigrateResult> {
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    // Under the same lock: graphile-worker's first install is not safe from several processes at once.
    await migrateQueue(databaseUrl);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL');
    const failed = rows.find((row) => row.finished_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed on an earlier run: repair the database, then mark it with \`prisma migrate resolve\`.`,
      );
    }
    const recorded = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const result: MigrateResult = { applied: [], modified: [] };
    for (const migration of migrations) {
      const checksum = recorded.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) result.modified.push(migration.name);
        continue;
      }
      await applyMigration(client, migration);
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function applyMigration(client: pg.Client, migration: Migration): Promise<void> {
  try {
    await client.query('BEGIN');
    const started = new Date();
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, started_at, applied_steps_count)
       VALUES ($1, $2, now(), $3, NULL, $4, 1)`,
      [randomUUID(), migration.checksum, migration.name, started],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
