import { sql } from 'kysely';
import type { Db } from '../../src/db/prisma.js';
import { sleep } from './time.js';

const ORDER_MAILS = ['order_client', 'order_shop'];

/** The order mails of these orders still waiting in the queue (all, or only those already tried and failed). */
export async function waitingOrderMails(
  db: Db,
  orderIds: number[],
  { failed = false } = {},
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM graphile_worker._private_jobs
    WHERE payload->>'topic' = ANY(${ORDER_MAILS}) AND (payload->>'refId')::int = ANY(${orderIds})
      AND (${!failed} OR attempts > 0)`.execute(db.kysely);
  return rows[0]?.count ?? 0;
}

/**
 * Waits until the queue has let go of these orders' mails, or the time is up; returns how many remain.
 * A mail reaches the SMTP server before its job is marked done, so a received mail may still be queued a moment.
 */
export async function drainedOrderMails(db: Db, orderIds: number[], withinMs: number): Promise<number> {
  const deadline = performance.now() + withinMs;
  let waiting = await waitingOrderMails(db, orderIds);
  while (waiting > 0 && performance.now() < deadline) {
    await sleep(100);
    waiting = await waitingOrderMails(db, orderIds);
  }
  return waiting;
}

/** Jobs a runner holds at this moment. */
export async function heldJobs(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM graphile_worker._private_jobs WHERE locked_at IS NOT NULL`.execute(
    db.kysely,
  );
  return rows[0]?.count ?? 0;
}
