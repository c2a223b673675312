import type { Kysely } from 'kysely';
import type { DB } from '../../db/kysely.js';

/** Adds the address once; returns the new subscriber's id, or null when it was already subscribed. */
export async function addSubscriber(trx: Kysely<DB>, email: string): Promise<number | null> {
  const row = await trx
    .insertInto('newsletter_subscribers')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
