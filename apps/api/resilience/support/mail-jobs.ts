import { sql } from 'kysely';
import type { Db } from '../../src/db/prisma.js';

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

/** Jobs a runner holds at this moment. */
export async function heldJobs(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM graphile_worker._private_jobs WHERE locked_at IS NOT NULL`.execute(
    db.kysely,
  );
  return rows[0]?.count ?? 0;
}
