import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';

// The block list at the checkout: an order whose phone — typed, or its client code's — is on it is
// refused before anything is written, and the try is counted on the phone's record.

/**
 * The phones among `phones` that are blocked, as a sub-select of the order's one read before its
 * transaction (orders/repository.ts's readOrderInputs).
 */
export function blockedAmong(eb: ExpressionBuilder<DB, never>, phones: Expression<string[]>) {
  return eb
    .selectFrom('clients_fiches as f')
    .select((f) => sql<string[]>`coalesce(array_agg(${f.ref('f.telephone')}), '{}')`.as('blocked'))
    .where('f.bloque', '=', true)
    .where('f.telephone', '=', eb.fn.any(phones))
    .$asScalar()
    .$notNull();
}

/**
 * Counts a refused try on each blocked phone's record: the one write a refused order makes, on its own
 * (no transaction to roll it back with the order).
 */
export async function countBlockedTry(db: Kysely<DB>, phones: string[]): Promise<void> {
  await db
    .updateTable('clients_fiches')
    .set((eb) => ({ tentatives_bloquees: eb('tentatives_bloquees', '+', 1) }))
    .where('telephone', 'in', phones)
    .where('bloque', '=', true)
    .execute();
}
