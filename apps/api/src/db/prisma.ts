import { PrismaPg } from '@prisma/adapter-pg';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { createKysely, type DB } from './kysely.js';

/**
 * The shop's database: its pg pool, and Kysely over it for every statement the shop runs
 * (decision 18). The Prisma client around the same pool is for seeding the demo catalogue and for the
 * tests' fixtures only.
 */
export type Db = PrismaClient & { readonly pool: pg.Pool; readonly kysely: Kysely<DB> };

export interface PoolOptions {
  /** Connections in the pool. */
  max?: number;
  /**
   * How long a query waits for a connection (a new one, or a free one of the pool) before failing.
   * pg waits forever by default: with the database unreachable behind a silent network, every request
   * would hang instead of answering 503.
   */
  connectionTimeoutMs?: number;
  /**
   * PostgreSQL's statement_timeout on every connection of the pool: a statement still running after
   * this long is cancelled (SQLSTATE 57014), so a stuck query becomes a 503 instead of a request that
   * waits as long as the lock or the load that holds it. No limit when absent.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL's lock_timeout: a statement waiting this long for a lock gives up (SQLSTATE 55P03). */
  lockTimeoutMs?: number;
}

export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

export function createPrisma(databaseUrl: string, options: PoolOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    // Sent with each new connection's start-up parameters: no extra round trip, and every statement
    // (Prisma's and the pool's own) is bounded.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
  });
  // A connection the server drops while it is checked out (PostgreSQL stopped, backends terminated)
  // emits 'error' with nobody listening, and Node would end the process. The query in progress fails
  // on its own (→ 503), and the pool discards the broken connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // The same for a connection dropped while idle in the pool: the pool removes it and says so on the
  // pool itself, which would end the process with nobody listening.
  pool.on('error', () => {});
  return Object.assign(new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) }), {
    pool,
    kysely: createKysely(pool),
  });
}
