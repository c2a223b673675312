import {
  endsAfterStarts,
  type OwnerPromo,
  type OwnerPromoList,
  PROMO_ADMIN_MESSAGES,
  type PromoChangeSchema,
  type PromoCreateSchema,
} from '@vitrine/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { DB } from '../../db/kysely.js';
import type { Db } from '../../db/prisma.js';
import { sqlState, withTransaction } from '../../db/transaction.js';

// The owner's promo codes. The contracts check each field; what needs the table is checked here: a code
// the shop already has (409), a window whose end comes before its start once merged with the row, and a
// limit under the uses already counted (usage_count is the orders', never the console's).

type PromoCreate = z.output<typeof PromoCreateSchema>;
type PromoChange = z.output<typeof PromoChangeSchema>;
type PromoRow = Selectable<DB['promos']>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toOwnerPromo(row: PromoRow): OwnerPromo {
  return {
    id: row.id,
    code: row.code,
    reduction: row.reduction,
    active: row.active,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    usage_limit: row.usage_limit,
    usage_count: row.usage_count,
    created_at: row.created_at.toISOString(),
  };
}

/** Every code, the newest first, with its uses. */
export async function listPromos(db: Db): Promise<OwnerPromoList> {
  const rows = await db.kysely
    .selectFrom('promos')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { promos: rows.map(toOwnerPromo) };
}

export async function createPromo(db: Db, promo: PromoCreate): Promise<{ id: number }> {
  return refuseTakenCode(promo.code, () =>
    db.kysely
      .insertInto('promos')
      .values({
        code: promo.code,
        reduction: promo.reduction,
        active: promo.active ?? true,
        starts_at: promo.starts_at ?? null,
        ends_at: promo.ends_at ?? null,
        usage_limit: promo.usage_limit ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

/** Changes the fields given, checked against the row as it is under its lock. */
export async function changePromo(db: Db, id: number, change: PromoChange): Promise<OwnerPromo> {
  return withTransaction(db.kysely, async (tx) => {
    const row = await tx.selectFrom('promos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new AppError('not_found', PROMO_ADMIN_MESSAGES.promoNotFound);
    const starts = change.starts_at === undefined ? row.starts_at : change.starts_at;
    const ends = change.ends_at === undefined ? row.ends_at : change.ends_at;
    if (!endsAfterStarts(starts, ends)) throw invalid('ends_at', PROMO_ADMIN_MESSAGES.endsBeforeStarts);
    if (change.usage_limit != null && change.usage_limit < row.usage_count) {
      throw invalid('usage_limit', PROMO_ADMIN_MESSAGES.usageLimitUnderCount(row.usage_count));
    }
    const changed = await refuseTakenCode(change.code ?? row.code, () =>
      tx
        .updateTable('promos')
        .set({
          code: change.code,
          reduction: change.reduction,
          active: change.active,
          starts_at: change.starts_at,
          ends_at: change.ends_at,
          usage_limit: change.usage_limit,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toOwnerPromo(changed);
  });
}

const invalid = (field: string, message: string) =>
  new AppError('invalid_data', message, { errors: { [field]: [message] } });

/** The unique index on the code says the shop has it already: a 409 naming it, nothing written. */
async function refuseTakenCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') {
      const message = PROMO_ADMIN_MESSAGES.codeTaken(code);
      throw new AppError('conflict', message, { errors: { code: [message] } });
    }
    throw error;
  }
}
