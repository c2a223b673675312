import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';

/** The one definition of a usable code, in SQL so that redeeming can re-check it under the row lock. */
const USABLE = sql<boolean>`active
  AND (starts_at IS NULL OR starts_at <= now())
  AND (ends_at IS NULL OR ends_at > now())
  AND (usage_limit IS NULL OR usage_count < usage_limit)`;

export interface UsablePromo {
  id: number;
  code: string;
  reduction: number;
}

/** `db`: the pool's Kysely, or a transaction of it. */
export async function findUsablePromo(db: Kysely<DB>, code: string): Promise<UsablePromo | null> {
  const promo = await db
    .selectFrom('promos')
    .select(['id', 'code', 'reduction'])
    .where('code', '=', code)
    .where(USABLE)
    .executeTakeFirst();
  return promo ?? null;
}

/**
 * Counts one use of the code if it is still usable, atomically: concurrent orders queue on the row
 * lock and each re-checks the limit, so a code is never used more times than its limit.
 * Returns the reduction, or null when the code can no longer be used.
 */
export async function redeemPromo(tx: Kysely<DB>, id: number): Promise<number | null> {
  const row = await tx
    .updateTable('promos')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
    .where('id', '=', id)
    .where(USABLE)
    .returning('reduction')
    .executeTakeFirst();
  return row?.reduction ?? null;
}

/** Why a code the shop knows cannot be used now; unknown and switched-off codes are simply absent. */
export type PromoRefusal = 'expired' | 'not_started' | 'used_up';

export async function findPromoRefusal(db: Kysely<DB>, code: string): Promise<PromoRefusal | null> {
  const row = await db
    .selectFrom('promos')
    .select(
      sql<PromoRefusal | null>`CASE
        WHEN ends_at IS NOT NULL AND ends_at <= now() THEN 'expired'
        WHEN starts_at IS NOT NULL AND starts_at > now() THEN 'not_started'
        WHEN usage_limit IS NOT NULL AND usage_count >= usage_limit THEN 'used_up'
      END`.as('refusal'),
    )
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.refusal ?? null;
}
