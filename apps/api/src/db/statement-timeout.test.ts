import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createOneArticleShop } from '../../test/shop-fixtures.js';
import { createPrisma } from './prisma.js';
import { isDatabaseUnavailable } from './unavailable.js';

// A query stuck behind a lock, or running too long, is cut by PostgreSQL itself (lock_timeout,
// statement_timeout set on every connection of the pool) and the request answered 503 with
// Retry-After: the shopper can try again, and the request holds neither a connection nor a socket.

const { db: setup, url } = await useTestDatabase('empty');
const { bague } = await createOneArticleShop(setup);

// Short timeouts, so that the test is quick; the shop's own defaults are 5 s and 2 s (config.ts).
const db = createPrisma(url, { max: 2, statementTimeoutMs: 1_000, lockTimeoutMs: 200 });
afterAll(() => db.$disconnect());
const app = await createTestApp(db);
const shopper = await visitor(app);

/** Another session holding `articles` locked (as a long migration or a careless script would). */
async function holdArticlesLocked(): Promise<{ release: () => Promise<void> }> {
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  await other.query('BEGIN');
  await other.query('LOCK TABLE articles IN ACCESS EXCLUSIVE MODE');
  return {
    release: async () => {
      await other.query('ROLLBACK');
      await other.end();
    },
  };
}

describe('statement and lock timeouts', () => {
  it('are set on every connection of the pool', async () => {
    const { rows } = await db.pool.query<{ statement_timeout: string; lock_timeout: string }>(
      "SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('lock_timeout') AS lock_timeout",
    );
    expect(rows).toEqual([{ statement_timeout: '1s', lock_timeout: '200ms' }]);
    const [row] = await db.$queryRaw<
      Array<{ lock_timeout: string }>
    >`SELECT current_setting('lock_timeout') AS lock_timeout`;
    expect(row?.lock_timeout).toBe('200ms');
  });

  it('turn a listing stuck behind a locked table into a 503 with Retry-After', {
    timeout: 10_000,
  }, async () => {
    const lock = await holdArticlesLocked();
    try {
      const listing = await request(app).get('/api/articlesPaginate?page=1');
      expect(listing.status).toBe(503);
      expect(listing.headers['retry-after']).toBe('5');
      expect(listing.body).toEqual({
        message:
          'La base de données est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      });
      // The POST form and an article's page too, through Prisma as well as the pool.
      expect((await shopper.post('/api/articlesPaginate').send({ page: 1 })).status).toBe(503);
      expect((await request(app).get(`/api/Article/${bague.id}`)).status).toBe(503);
    } finally {
      await lock.release();
    }
    // The lock gone, the same listing answers again.
    expect((await request(app).get('/api/articlesPaginate?page=1')).status).toBe(200);
  });

  it('cancel a statement that runs too long, seen as the database being unavailable', async () => {
    const error = await db.$queryRaw`SELECT pg_sleep(5)`.then(
      () => expect.fail('the statement should have been cancelled'),
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const direct = await db.pool.query('SELECT pg_sleep(5)').then(
      () => expect.fail('the statement should have been cancelled'),
      (failure: unknown) => failure,
    );
    expect((direct as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(direct)).toBe(true);
  });
});
