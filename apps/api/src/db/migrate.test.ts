import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { migrate, readMigrations } from './migrate.js';

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('migrate', () => {
  it('applies every migration once and records it as prisma migrate deploy does', async () => {
    const { url } = await useTestDatabase('blank');
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);

    const first = await migrate(url);
    expect(first.applied).toEqual(migrations.map((m) => m.name));
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date;
      applied_steps_count: number;
    }>(
      url,
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    const firstSql = await readFile(path.join(MIGRATIONS_DIR, migrations[0]!.name, 'migration.sql'));
    expect(rows[0]).toMatchObject({
      migration_name: migrations[0]!.name,
      checksum: createHash('sha256').update(firstSql).digest('hex'),
      applied_steps_count: 1,
    });
    expect(rows.every((row) => row.finished_at instanceof Date)).toBe(true);

    expect(await migrate(url)).toEqual({ applied: [], modified: [] });
  });

  it('applies nothing twice when several processes start at once', async () => {
    const { url } = await useTestDatabase('blank');
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    expect(results.flatMap((result) => result.applied)).toEqual((await readMigrations()).map((m) => m.name));
  });

  it('leaves nothing behind when a migration fails, and reports edited migrations', async () => {
    const { url } = await useTestDatabase('blank');
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-migrations-'));
    const write = async (name: string, sql: string) => {
      await mkdir(path.join(dir, name), { recursive: true });
      await writeFile(path.join(dir, name, 'migration.sql'), sql);
    };
    await write('001_ok', 'CREATE TABLE a (id INT);');
    await write('002_broken', 'CREATE TABLE b (id INT); SELECT * FROM nowhere;');
    await expect(migrate(url, dir)).rejects.toThrow(/002_broken failed/);
    const tables = await query<{ tablename: string }>(
      url,
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.tablename)).toEqual(['_prisma_migrations', 'a']);

    await write('002_broken', 'CREATE TABLE b (id INT);');
    expect((await migrate(url, dir)).applied).toEqual(['002_broken']);
    await write('001_ok', 'CREATE TABLE a (id INT); -- edited');
    expect(await migrate(url, dir)).toEqual({ applied: [], modified: ['001_ok'] });
  });
});
