import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from '../../db/kysely.js';
import { Prisma } from '../../generated/prisma/client.js';

// The order path talks to PostgreSQL through the shop's pg pool, not through Prisma's query engine:
// an order is a dozen short statements, and Prisma's per-statement work (query planning in its engine,
// result mapping, the interactive transaction's bookkeeping) cost the shop more CPU than the database
// spent on them (CPU profile under 20 concurrent orders: 29 % of the process in Prisma). Statements are
// still written with Prisma.sql, so values are always parameters.

/** What the order's statements run on: one connection inside the order's transaction. */
export interface Sql {
  /** Rows of one statement, as pg returns them (int8 as a string, timestamptz as a Date). */
  $queryRaw<T = unknown>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/** The order's transaction, also as Kysely (for the promos' statements, which are written with it). */
export type OrderSql = Sql & { kysely: Kysely<DB> };

/** Kysely over one connection that the caller holds (and releases). */
function kyselyOn(client: pg.PoolClient): Kysely<DB> {
  const connection = { query: client.query.bind(client), release: () => {} };
  return new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: { connect: async () => connection, end: async () => {}, options: {} },
    }),
  });
}

export function sqlOn(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async $queryRaw<T>(strings: TemplateStringsArray, ...values: unknown[]) {
      const statement = Prisma.sql(strings, ...values);
      const result = await client.query(statement.text, statement.values);
      return result.rows as T;
    },
  };
}

/**
 * Runs `work` in one transaction (READ COMMITTED, as Prisma's) on a connection of the pool, and
 * commits; any error rolls it back. A transaction still running after `timeoutMs` is refused its next
 * statement and rolled back, as Prisma's transaction timeout did (a 503: the database is too slow now;
 * each statement is bounded by the pool's statement and lock timeouts).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (tx: OrderSql) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const client = await pool.connect();
  const started = Date.now();
  const sql = sqlOn(client);
  const tx: OrderSql = {
    kysely: kyselyOn(client),
    $queryRaw<R>(strings: TemplateStringsArray, ...values: unknown[]) {
      if (Date.now() - started > timeoutMs) {
        // SQLSTATE 57014 (query_canceled), which the error handler answers with 503 and Retry-After.
        return Promise.reject(Object.assign(new Error('the order transaction timed out'), { code: '57014' }));
      }
      return sql.$queryRaw<R>(strings, ...values);
    },
  };
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => {
      broken = rollback;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is closed rather than given back to the pool.
    client.release(broken ?? false);
  }
}
