import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, inject } from 'vitest';
import { createApp } from '../app.js';
import { createPrisma, type Db } from '../db/client.js';
import { adminQuery, databaseUrl, type TEMPLATES } from './templates.js';

export interface TestDatabase {
  db: Db;
  url: string;
}

/**
 * A fresh database for this test file, cloned from a template (`blank`: not even migrated); dropped
 * after the file's tests.
 */
export async function useTestDatabase(
  template: keyof typeof TEMPLATES | 'blank' = 'demo',
): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('templates').empty}_${template}_${randomBytes(4).toString('hex')}`;
  const from = template === 'blank' ? 'template0' : inject('templates')[template];
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${from}"`);
  const url = databaseUrl(adminUrl, name);
  const db = createPrisma(url, { max: 4 });
  afterAll(async () => {
    await db.$disconnect();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return { db, url };
}

/** The whole app (API, storage, web fallback) on a test database. */
export async function createTestApp(db: Db, options: { storageDir?: string; webDir?: string } = {}) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-app-'));
  return createApp({
    db,
    logger: pino({ level: 'silent' }),
    storageDir: options.storageDir ?? path.join(scratch, 'storage'),
    webDir: options.webDir ?? path.join(scratch, 'web'),
  });
}
