import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from '../generated/kysely/database.js';

export type { DB };

/**
 * Typed SQL over a pg pool, for the catalogue's statements that PostgreSQL answers as JSON text. The
 * tables' types are generated from prisma/schema.prisma, with the Prisma client's.
 */
export function createKysely(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
