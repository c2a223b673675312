import {
  type CallResult,
  DESK_MESSAGES,
  ORDER_STATE_NEW,
  type OrderCallAnswer,
  type OrderCallRequestSchema,
  type OrderState,
} from '@vitrine/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { lockOrder, moveLocked, typedReference } from './move.js';
import { isoTime } from './read-model.js';

// A call to the customer about an order « en cours », and what it came to. The call is the shop's own
// (its note is never mailed); a call that confirms or cancels the order moves it through the lifecycle's
// door (move.ts), so PostgreSQL keeps the move in the history and queues the customer's mail.

/** What a call moves the order to, if anything. */
const MOVES: Partial<Record<CallResult, OrderState>> = { confirmee: 'confirmée', annulee: 'annulée' };

/**
 * Records a call about the order `reference` in one transaction: 404 for an unknown order, 409 unless
 * it is « en cours ». PostgreSQL keeps the first call's time as the order's first contact. A
 * cancellation's reason is the move's note in the history.
 */
export async function recordCall(
  db: Db,
  reference: string,
  call: z.output<typeof OrderCallRequestSchema>,
): Promise<OrderCallAnswer> {
  const typed = typedReference(reference);
  return withTransaction(db.kysely, async (tx) => {
    const order = await lockOrder(tx, typed, call.resultat === 'annulee' ? call.raison : undefined);
    if (order.etat !== ORDER_STATE_NEW) {
      throw new AppError('conflict', DESK_MESSAGES.callOnClosedOrder(order.etat));
    }
    // PostgreSQL sums the order's calls up on the order (its tries, its first contact) as it stores one.
    const appel = await tx
      .insertInto('commande_appels')
      .values({
        commande_id: order.id,
        resultat: call.resultat,
        note: call.note ?? null,
        rappeler_a: call.resultat === 'rappeler' ? (call.rappeler_a ?? null) : null,
      })
      .returning((eb) => [
        'id',
        sql<CallResult>`resultat`.as('resultat'),
        'note',
        isoTime(eb.ref('rappeler_a')).as('rappeler_a'),
        isoTime(eb.ref('created_at')).as('cree_le'),
      ])
      .executeTakeFirstOrThrow();
    // The order is locked: its tries before this call are still the count.
    const tentatives = order.appels_tentatives + (call.resultat === 'injoignable' ? 1 : 0);
    const move = MOVES[call.resultat];
    if (move) await moveLocked(tx, order, move);
    return { appel, tentatives, etat: move ?? order.etat };
  });
}
