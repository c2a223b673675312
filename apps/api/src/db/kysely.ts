import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from '../generated/kysely/database.js';

export type { DB };

/**
 * Typed SQL over a pg pool: the one way to the shop's statements (decision 18). The tables' types are
 * generated from prisma/schema.prisma, with the Prisma client's.
 */
export function createKysely(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
