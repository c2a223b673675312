import type { Db } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

/** The one definition of a usable code, in SQL so that redeeming can re-check it under the row lock. */
const USABLE = Prisma.sql`active
  AND (starts_at IS NULL OR starts_at <= now())
  AND (ends_at IS NULL OR ends_at > now())
  AND (usage_limit IS NULL OR usage_count < usage_limit)`;

export interface UsablePromo {
  id: number;
  code: string;
  reduction: number;
}

export async function findUsablePromo(
  db: Db | Prisma.TransactionClient,
  code: string,
): Promise<UsablePromo | null> {
  const rows = await db.$queryRaw<UsablePromo[]>`
    SELECT id, code, reduction FROM promos WHERE code = ${code} AND ${USABLE}`;
  return rows[0] ?? null;
}

/**
 * Counts one use of the code if it is still usable, atomically: concurrent orders queue on the row
 * lock and each re-checks the limit, so a code is never used more times than its limit.
 * Returns the reduction, or null when the code can no longer be used.
 */
export async function redeemPromo(tx: Prisma.TransactionClient, id: number): Promise<number | null> {
  const rows = await tx.$queryRaw<Array<{ reduction: number }>>`
    UPDATE promos SET usage_count = usage_count + 1 WHERE id = ${id} AND ${USABLE} RETURNING reduction`;
  return rows[0]?.reduction ?? null;
}

/** Why a code the shop knows cannot be used now; unknown and switched-off codes are simply absent. */
export type PromoRefusal = 'expired' | 'not_started' | 'used_up';

export async function findPromoRefusal(
  db: Db | Prisma.TransactionClient,
  code: string,
): Promise<PromoRefusal | null> {
  const rows = await db.$queryRaw<Array<{ refusal: PromoRefusal | null }>>`
    SELECT CASE
        WHEN ends_at IS NOT NULL AND ends_at <= now() THEN 'expired'
        WHEN starts_at IS NOT NULL AND starts_at > now() THEN 'not_started'
        WHEN usage_limit IS NOT NULL AND usage_count >= usage_limit THEN 'used_up'
      END AS refusal
    FROM promos WHERE code = ${code} AND active`;
  return rows[0]?.refusal ?? null;
}
