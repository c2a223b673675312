import { Router } from 'express';
import { sql } from 'kysely';
import { readMigrations } from '../db/migrate.js';
import type { Db } from '../db/prisma.js';
import { RETRY_AFTER_S } from './errors.js';
import { mount } from './mount.js';

export type ImagesStatus = 'rendering' | 'ready' | 'failed';

export interface HealthOptions {
  imagesStatus: () => ImagesStatus;
  /** True from SIGTERM on: the load balancer is told to send nothing more (/api/health/ready → 503). */
  draining?: () => boolean;
  /** The migrations this build ships (prisma/migrations); the database must have them all. */
  shippedMigrations?: () => Promise<string[]>;
}

/** A load balancer probes every few seconds, from each of its nodes: the database is asked at most this often. */
export const READY_CACHE_MS = 1_000;

export function healthRoutes(db: Db, imagesStatus: () => ImagesStatus): Router {
  const router = Router();
  mount(router, 'getHealth', async (_input, _req, res) => {
    const database = await sql`SELECT 1`.execute(db.kysely).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    if (database === 'down') res.set('Retry-After', String(RETRY_AFTER_S));
    res
      .status(database === 'up' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: database === 'up' ? 'ok' : 'degraded', database, images: imagesStatus() });
  });
  return router;
}

type Readiness =
  | { ready: true; database: 'up'; migrations: 'applied' }
  | { ready: false; database: 'down' }
  | { ready: false; database: 'up'; migrations: 'pending'; pending: string[] };

/**
 * The load balancer's contract, answered before any cookie or body handling:
 * - `GET /health/live`: the process answers (nothing else is looked at; restart it if not);
 * - `GET /health/ready`: send it traffic — the database answers, every migration this build ships is
 *   applied, and the shop is not stopping (503 from SIGTERM on, while requests in flight finish).
 */
export function probeRoutes(
  db: Db,
  {
    draining = () => false,
    shippedMigrations = once(async () => (await readMigrations()).map((migration) => migration.name)),
  }: Omit<HealthOptions, 'imagesStatus'> = {},
): Router {
  const router = Router();
  let cached: { at: number; readiness: Promise<Readiness> } | undefined;
  const readiness = (): Promise<Readiness> => {
    const now = performance.now();
    if (!cached || now - cached.at >= READY_CACHE_MS) {
      cached = { at: now, readiness: checkReadiness(db, shippedMigrations) };
    }
    return cached.readiness;
  };

  mount(router, 'getLiveness', (_input, _req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'live' });
  });
  mount(router, 'getReadiness', async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    if (draining()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const { ready, ...details } = await readiness();
    if (!ready) res.set('Retry-After', String(RETRY_AFTER_S));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', ...details });
  });
  return router;
}

async function checkReadiness(db: Db, shippedMigrations: () => Promise<string[]>): Promise<Readiness> {
  const shipped = await shippedMigrations();
  let applied: Set<string>;
  try {
    const { rows } = await sql<{ migration_name: string }>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`.execute(
      db.kysely,
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch (error) {
    // A database without the table has no migration applied; anything else is the database away.
    if ((error as { code?: unknown }).code === '42P01') applied = new Set();
    else return { ready: false, database: 'down' };
  }
  const pending = shipped.filter((name) => !applied.has(name));
  return pending.length === 0
    ? { ready: true, database: 'up', migrations: 'applied' }
    : { ready: false, database: 'up', migrations: 'pending', pending };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
