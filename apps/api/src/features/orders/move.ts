import { MESSAGES, type OrderHistoryEntry, OrderReferenceSchema, type OrderState } from '@vitrine/contracts';
import { sql } from 'kysely';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import { type Executor, readOrder } from './read-model.js';

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
export async function moveOrder(db: Db, reference: string, move: OrderMoveCommand): Promise<MovedOrder> {
  const typed = typedReference(reference);
  return withTransaction(db.kysely, (tx) => moveIn(tx, typed, move));
}

/** The reference as the shop writes it (`vt-2026-000001` → `VT-2026-000001`); 404 for what is none. */
export function typedReference(reference: string): string {
  const parsed = OrderReferenceSchema.safeParse(reference);
  if (!parsed.success) throw orderNotFound(reference);
  return parsed.data;
}

async function moveIn(tx: Executor, reference: string, move: OrderMoveCommand) {
  const order = await lockOrder(tx, reference, move.note);
  // Keeping the state is no move for PostgreSQL (nothing is written); for the console it is a refused one.
  if (order.etat === move.etat) throw moveRefused(order.etat, move.etat);
  await moveLocked(tx, order, move.etat);
  return { id: order.id, reference, ancien_etat: order.etat, etat: move.etat };
}

/**
 * Locks the order `reference` (FOR UPDATE) in the caller's transaction and says, for the history trigger
 * of a move that follows, that the console makes it with `note` — one round trip. 404 when unknown.
 */
export async function lockOrder(tx: Executor, reference: string, note?: string) {
  const order = await tx
    .selectFrom('commandes')
    .select([
      'id',
      'etat',
      'notifications',
      'appels_tentatives',
      sql`set_config('vitrine.acteur', 'console', true)`.as('acteur'),
      sql`set_config('vitrine.note', ${note?.trim() ?? ''}, true)`.as('note'),
    ])
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw orderNotFound(reference);
  const { acteur: _acteur, note: _note, ...locked } = order;
  return locked;
}

/**
 * Moves an order locked by lockOrder to `etat`: PostgreSQL checks the move, keeps it in the history and
 * queues the customer's mail; a move it refuses is a 409.
 */
export async function moveLocked(tx: Executor, order: { id: number; etat: OrderState }, etat: OrderState) {
  try {
    await tx.updateTable('commandes').set({ etat }).where('id', '=', order.id).execute();
  } catch (error) {
    if (isMoveRefused(error)) throw moveRefused(order.etat, etat);
    throw error;
  }
}

/** True for PostgreSQL's refusal of a move (the lifecycle trigger), whoever sent the UPDATE. */
export function isMoveRefused(error: unknown): boolean {
  const pgError = error as { code?: unknown; constraint?: unknown } | null;
  return pgError?.code === '23514' && pgError.constraint === ORDER_MOVE_CONSTRAINT;
}

export const orderNotFound = (reference: string) =>
  new AppError('not_found', MESSAGES.ownerOrderNotFound(reference.slice(0, 40)));

const moveRefused = (from: OrderState, to: OrderState) =>
  new AppError('conflict', MESSAGES.orderMoveRefused(from, to));

/**
 * The order's history, oldest first: its creation (placed by the client, in the state it started in),
 * then every move PostgreSQL recorded. Empty for an unknown order.
 */
export async function orderHistory(db: Db, orderId: number): Promise<OrderHistoryEntry[]> {
  const order = await readOrder(db.kysely, (query) => query.where('o.id', '=', orderId));
  return order?.historique ?? [];
}
