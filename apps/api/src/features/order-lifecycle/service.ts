import { MESSAGES, type OrderHistoryEntry, OrderReferenceSchema, type OrderState } from '@vitrine/contracts';
import type pg from 'pg';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import type { MailOutbox } from '../../mail/outbox.js';

// The console moves orders through the same door as Studio or psql: an UPDATE of commandes.etat that
// PostgreSQL accepts or refuses (trigger "commandes_etat_transition"), records in commande_historique
// and, for the moves the customer hears about, queues a mail in the same transaction. The console only
// adds who it is and the note, in two transaction-local settings the history trigger reads.

export interface OrderMoveCommand {
  etat: OrderState;
  /** The courier and tracking number when shipped, a reason when cancelled or refused. */
  note?: string | undefined;
}

export interface MovedOrder {
  id: number;
  reference: string;
  ancien_etat: OrderState;
  etat: OrderState;
}

/** The constraint name the lifecycle trigger raises with (SQLSTATE 23514, check_violation). */
export const ORDER_MOVE_CONSTRAINT = 'commandes_etat_transition';

/**
 * Moves the order `reference` to `move.etat` in one transaction, as the owner console: 404 for an
 * unknown reference, 409 (MESSAGES.orderMoveRefused) for a move the lifecycle refuses — staying in the
 * same state included. The customer's mail, when the move has one, is a job PostgreSQL enqueues.
 */
export async function moveOrder(
  db: Db,
  reference: string,
  move: OrderMoveCommand,
  mail: MailOutbox,
): Promise<MovedOrder> {
  const parsed = OrderReferenceSchema.safeParse(reference);
  if (!parsed.success) throw orderNotFound(reference);
  const client = await db.pool.connect();
  let released = false;
  try {
    await client.query('BEGIN');
    const moved = await moveIn(client, parsed.data, move);
    await client.query('COMMIT');
    return moved;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      client.release(rollbackError);
      released = true;
    });
    throw error;
  } finally {
    if (!released) client.release();
  }
}

async function moveIn(client: pg.PoolClient, reference: string, move: OrderMoveCommand) {
  const { rows } = await client.query<{ id: number; etat: OrderState }>(
    'SELECT id, etat::text AS etat FROM commandes WHERE reference = $1 FOR UPDATE',
    [reference],
  );
  const order = rows[0];
  if (!order) throw orderNotFound(reference);
  // Keeping the state is no move for PostgreSQL (nothing is written); for the console it is a refused one.
  if (order.etat === move.etat) throw moveRefused(order.etat, move.etat);

  await client.query(
    "SELECT set_config('vitrine.acteur', 'console', true), set_config('vitrine.note', $1, true)",
    [move.note?.trim() ?? ''],
  );
  try {
    await client.query('UPDATE commandes SET etat = $1::etat_commande WHERE id = $2', [move.etat, order.id]);
  } catch (error) {
    if (isMoveRefused(error)) throw moveRefused(order.etat, move.etat);
    throw error;
  }
  return { id: order.id, reference, ancien_etat: order.etat, etat: move.etat };
}

/** True for PostgreSQL's refusal of a move (the lifecycle trigger), whoever sent the UPDATE. */
export function isMoveRefused(error: unknown): boolean {
  const pgError = error as { code?: unknown; constraint?: unknown } | null;
  return pgError?.code === '23514' && pgError.constraint === ORDER_MOVE_CONSTRAINT;
}

const orderNotFound = (reference: string) =>
  new AppError('not_found', MESSAGES.ownerOrderNotFound(reference.slice(0, 40)));

const moveRefused = (from: OrderState, to: OrderState) =>
  new AppError('conflict', MESSAGES.orderMoveRefused(from, to));

interface HistoryRow {
  ancien_etat: OrderState | null;
  nouvel_etat: OrderState;
  date: Date;
  par: OrderHistoryEntry['par'];
  note: string | null;
}

/**
 * The order's history, oldest first: its creation (placed by the client, in the state it started in),
 * then every move PostgreSQL recorded. Empty for an unknown order.
 */
export async function orderHistory(db: Db, orderId: number): Promise<OrderHistoryEntry[]> {
  const { rows } = await db.pool.query<HistoryRow>(
    `SELECT NULL::text AS ancien_etat,
            coalesce((SELECT h.ancien_etat FROM commande_historique h WHERE h.commande_id = o.id ORDER BY h.id LIMIT 1),
                     o.etat)::text AS nouvel_etat,
            o.created_at AS date, 'client' AS par, NULL AS note, 0 AS position
     FROM commandes o WHERE o.id = $1
     UNION ALL
     SELECT h.ancien_etat::text, h.nouvel_etat::text, h.created_at, h.par, h.note, h.id
     FROM commande_historique h WHERE h.commande_id = $1
     ORDER BY position`,
    [orderId],
  );
  return rows.map((row) => ({
    ancien_etat: row.ancien_etat,
    nouvel_etat: row.nouvel_etat,
    date: row.date.toISOString(),
    par: row.par,
    note: row.note,
  }));
}
