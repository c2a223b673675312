import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';

const NOW = sql<Date>`now()`;

/** The one definition of a usable code, in SQL so that redeeming can re-check it under the row lock. */
const usable = (eb: ExpressionBuilder<DB, 'promos'>) =>
  eb.and([
    eb('active', '=', true),
    eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', NOW)]),
    eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', NOW)]),
    eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]),
  ]);

/** `db` may be a transaction. */
export async function findUsablePromo(db: Kysely<DB>, code: string) {
  const promo = await db
    .selectFrom('promos')
    .select(['id', 'code', 'reduction'])
    .where('code', '=', code)
    .where(usable)
    .executeTakeFirst();
  return promo ?? null;
}

export type UsablePromo = NonNullable<Awaited<ReturnType<typeof findUsablePromo>>>;

/**
 * Counts one use of the code if it is still usable, atomically: concurrent orders queue on the row
 * lock and each re-checks the limit, so a code is never used more times than its limit.
 * Returns the reduction, or null when the code can no longer be used.
 */
export async function redeemPromo(trx: Kysely<DB>, id: number): Promise<number | null> {
  const row = await trx
    .updateTable('promos')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
    .where('id', '=', id)
    .where(usable)
    .returning('reduction')
    .executeTakeFirst();
  return row?.reduction ?? null;
}

/** Why a code the shop knows cannot be used now; unknown and switched-off codes are simply absent. */
export type PromoRefusal = 'expired' | 'not_started' | 'used_up';

/** `db` may be a transaction. */
export async function findPromoRefusal(db: Kysely<DB>, code: string): Promise<PromoRefusal | null> {
  const row = await db
    .selectFrom('promos')
    .select((eb) =>
      eb
        .case()
        .when(eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', NOW)]))
        .then(sql.lit<PromoRefusal>('expired'))
        .when(eb.and([eb('starts_at', 'is not', null), eb('starts_at', '>', NOW)]))
        .then(sql.lit<PromoRefusal>('not_started'))
        .when(eb.and([eb('usage_limit', 'is not', null), eb('usage_count', '>=', eb.ref('usage_limit'))]))
        .then(sql.lit<PromoRefusal>('used_up'))
        .end()
        .as('refusal'),
    )
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.refusal ?? null;
}
