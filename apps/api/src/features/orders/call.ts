import {
  type CallResult,
  MESSAGES,
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
 * it is « en cours ». The first call's time is kept as the order's first contact. A cancellation's
 * reason is the move's note in the history.
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
      throw new AppError('conflict', MESSAGES.callOnClosedOrder(order.etat));
    }
    // The call, the order's first contact if it is the first, and the unanswered tries: one statement
    // (whose parts all see the calls as they were before it, hence this call added by hand).
    const { tentatives, ...appel } = await tx
      .with('call', (db) =>
        db
          .insertInto('commande_appels')
          .values({
            commande_id: order.id,
            resultat: call.resultat,
            note: call.note ?? null,
            rappeler_a: call.resultat === 'rappeler' ? (call.rappeler_a ?? null) : null,
          })
          .returning(['id', 'resultat', 'note', 'rappeler_a', 'created_at']),
      )
      .with('first_contact', (db) =>
        db
          .updateTable('commandes')
          .set((eb) => ({ premier_contact_le: eb.selectFrom('call').select('call.created_at') }))
          .where('id', '=', order.id)
          .where('premier_contact_le', 'is', null),
      )
      .selectFrom('call')
      .select((eb) => [
        'call.id',
        sql<CallResult>`call.resultat`.as('resultat'),
        'call.note',
        isoTime(eb.ref('call.rappeler_a')).as('rappeler_a'),
        isoTime(eb.ref('call.created_at')).as('cree_le'),
        sql<number>`(SELECT count(*)::int FROM commande_appels AS a
                     WHERE a.commande_id = ${order.id} AND a.resultat = 'injoignable')
                    + (call.resultat = 'injoignable')::int`.as('tentatives'),
      ])
      .executeTakeFirstOrThrow();
    const move = MOVES[call.resultat];
    if (move) await moveLocked(tx, order, move);
    return { appel, tentatives, etat: move ?? order.etat };
  });
}
