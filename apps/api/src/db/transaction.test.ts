import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { createKysely, type DB } from './kysely.js';
import { withTransaction } from './transaction.js';

// Each case runs on a pool of its own with one connection, which counts the connections handed out
// and given back: a transaction that kept its connection would hang the next one, and one that gave
// it back twice would hand the same connection to two callers.

const { url } = await useTestDatabase('empty');

const pool = new pg.Pool({ connectionString: url, max: 1 });
const handedOut = { acquired: 0, released: 0 };
pool.on('acquire', () => handedOut.acquired++);
pool.on('release', () => handedOut.released++);
const db: Kysely<DB> = createKysely(pool);
afterAll(() => db.destroy());

/** Another session, outside the pool, to race the transaction under test. */
async function otherSession(): Promise<pg.Client & { pid: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return Object.assign(client, { pid: rows[0]?.pid ?? 0 });
}

const failures = (subject: string) =>
  db
    .selectFrom('owner_sign_in_failures')
    .select('failures')
    .where('subject', '=', subject)
    .executeTakeFirst()
    .then((row) => row?.failures);

const bump = (trx: Kysely<DB>, subject: string) =>
  trx
    .updateTable('owner_sign_in_failures')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('subject', '=', subject)
    .execute();

beforeEach(async () => {
  await db.deleteFrom('owner_sign_in_failures').execute();
  await db
    .insertInto('owner_sign_in_failures')
    .values([
      { subject: 'a', failures: 0 },
      { subject: 'b', failures: 0 },
    ])
    .execute();
  Object.assign(handedOut, { acquired: 0, released: 0 });
});

function expectEveryConnectionBack() {
  expect(handedOut.acquired).toBeGreaterThan(0);
  expect(handedOut.released).toBe(handedOut.acquired);
  expect(pool.idleCount).toBe(pool.totalCount);
}

describe('withTransaction', () => {
  it('commits what the work wrote and returns its result', async () => {
    const result = await withTransaction(db, async (trx) => {
      await bump(trx, 'a');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await failures('a')).toBe(1);
    expectEveryConnectionBack();
  });

  it('rolls everything back when the work fails, and passes the error on', async () => {
    const refused = new Error('refused by the work');
    await expect(
      withTransaction(db, async (trx) => {
        await bump(trx, 'a');
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await failures('a')).toBe(0);
    expectEveryConnectionBack();
  });

  it('runs the work again after a serialization failure (40001)', async () => {
    const other = await otherSession();
    let attempts = 0;
    try {
      await withTransaction(
        db,
        async (trx) => {
          attempts++;
          // The snapshot is taken here; another session then changes the row and commits, so this
          // transaction may no longer update it: "could not serialize access due to concurrent update".
          await trx.selectFrom('owner_sign_in_failures').selectAll().execute();
          if (attempts === 1)
            await other.query("UPDATE owner_sign_in_failures SET failures = 10 WHERE subject = 'a'");
          await bump(trx, 'a');
        },
        { isolation: 'repeatable read' },
      );
    } finally {
      await other.end();
    }
    expect(attempts).toBe(2);
    expect(await failures('a')).toBe(11);
    expectEveryConnectionBack();
  });

  it('runs the work again after a deadlock (40P01)', async () => {
    const other = await otherSession();
    // The other session waits long before looking for deadlocks: the transaction under test is the
    // one PostgreSQL picks to break it.
    await other.query("SET deadlock_timeout = '10s'");
    let attempts = 0;
    let otherDone: Promise<unknown> = Promise.resolve();
    try {
      await withTransaction(db, async (trx) => {
        attempts++;
        await sql`SET LOCAL deadlock_timeout = '50ms'`.execute(trx);
        await bump(trx, 'a');
        if (attempts === 1) {
          await other.query('BEGIN');
          await other.query("UPDATE owner_sign_in_failures SET failures = failures + 10 WHERE subject = 'b'");
          otherDone = other
            .query("UPDATE owner_sign_in_failures SET failures = failures + 10 WHERE subject = 'a'")
            .then(() => other.query('COMMIT'));
          await waitUntilWaitingForALock(other);
        }
        await bump(trx, 'b');
      });
      await otherDone;
    } finally {
      await other.end();
    }
    expect(attempts).toBe(2);
    expect([await failures('a'), await failures('b')]).toEqual([11, 11]);
    expectEveryConnectionBack();
  });

  it('gives up after three attempts and passes the last failure on', async () => {
    let attempts = 0;
    await expect(
      withTransaction(db, async () => {
        attempts++;
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(3);
    expectEveryConnectionBack();
  });

  it('does not run the work again for other errors', async () => {
    let attempts = 0;
    await expect(
      withTransaction(db, async (trx) => {
        attempts++;
        await trx.insertInto('owner_sign_in_failures').values({ subject: 'a', failures: 1 }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
    expectEveryConnectionBack();
  });

  it('refuses a statement after its deadline with 57014 and rolls back', async () => {
    await expect(
      withTransaction(
        db,
        async (trx) => {
          await bump(trx, 'a');
          await new Promise((resolve) => setTimeout(resolve, 80));
          await bump(trx, 'b');
        },
        { timeoutMs: 40 },
      ),
    ).rejects.toMatchObject({ code: '57014' });
    expect([await failures('a'), await failures('b')]).toEqual([0, 0]);
    expectEveryConnectionBack();
  });

  it('runs read-only work in a read-only transaction', async () => {
    await expect(withTransaction(db, (trx) => bump(trx, 'a'), { readOnly: true })).rejects.toMatchObject({
      code: '25006',
    });
    const rows = await withTransaction(
      db,
      (trx) => trx.selectFrom('owner_sign_in_failures').select('subject').execute(),
      {
        readOnly: true,
      },
    );
    expect(rows).toHaveLength(2);
    expectEveryConnectionBack();
  });
});

/** Resolves once the session is blocked on a lock, so that the deadlock is certain rather than a race. */
async function waitUntilWaitingForALock(session: { pid: number }): Promise<void> {
  const watcher = await otherSession();
  try {
    for (;;) {
      const { rows } = await watcher.query<{ waiting: boolean }>(
        "SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = $1",
        [session.pid],
      );
      if (rows[0]?.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await watcher.end();
  }
}
