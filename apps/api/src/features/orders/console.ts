import {
  ORDER_STATE_NEW,
  ORDER_STATES,
  OrderReferenceSchema,
  type OrderState,
  OWNER_ORDERS_PAGE_SIZE,
  type OwnerOrder,
  type OwnerOrdersExportQuery,
  type OwnerOrdersPage,
  type OwnerOrdersQuery,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { toOwnerOrder, toOwnerOrderSummary } from './answers.js';
import {
  countOrdersByState,
  findOrderSummaries,
  findOrdersForExport,
  type OrderSearch,
} from './console-queries.js';
import { toOrdersCsv } from './csv.js';
import { moveOrder, type OrderMoveCommand, orderNotFound } from './move.js';
import { readOrder } from './read-model.js';

// The owner console's use cases over the orders: its queue, one order, a move, the CSV export.

/**
 * The console's list of orders: one page of the search (newest first), or of the orders to call
 * (`file=a_confirmer`: the orders « en cours » in the order to call them), and how many orders each
 * state tab holds.
 */
export async function listOrders(db: Db, query: OwnerOrdersQuery): Promise<OwnerOrdersPage> {
  const { file, ...rest } = query;
  const search: OrderSearch =
    file === 'a_confirmer' ? { ...rest, etat: ORDER_STATE_NEW as OrderState } : rest;
  const [rows, byState] = await Promise.all([
    findOrderSummaries(
      db.kysely,
      search,
      (query.page - 1) * OWNER_ORDERS_PAGE_SIZE,
      file === 'a_confirmer' ? 'queue' : 'newest',
    ),
    countOrdersByState(db.kysely, search),
  ]);
  const counts = Object.fromEntries(ORDER_STATES.map((state) => [state, byState.get(state) ?? 0]));
  const total = search.etat
    ? (byState.get(search.etat) ?? 0)
    : [...byState.values()].reduce((sum, count) => sum + count, 0);
  return {
    orders: rows.map(toOwnerOrderSummary),
    total,
    counts: counts as OwnerOrdersPage['counts'],
  };
}

/** Everything about one order the owner needs to call, pack and ship it; 404 when unknown. */
export async function getOrder(db: Db, reference: string): Promise<OwnerOrder> {
  const typed = OrderReferenceSchema.safeParse(reference);
  const order = typed.success
    ? await readOrder(db.kysely, (query) => query.where('o.reference', '=', typed.data))
    : undefined;
  if (!order) throw orderNotFound(reference);
  return toOwnerOrder(order);
}

/**
 * Moves an order as the console (PostgreSQL decides what is allowed) and returns it as it now is.
 * A refused move is a 409 whose text is in both `message` and `error`, for callers reading either.
 */
export async function moveOwnerOrder(db: Db, reference: string, move: OrderMoveCommand): Promise<OwnerOrder> {
  let id: number;
  try {
    ({ id } = await moveOrder(db, reference, move));
  } catch (error) {
    if (error instanceof AppError && error.kind === 'conflict') {
      throw new AppError('conflict', error.message, { ...error.body, error: error.message });
    }
    throw error;
  }
  const order = await readOrder(db.kysely, (query) => query.where('o.id', '=', id));
  if (!order) throw orderNotFound(reference);
  return toOwnerOrder(order);
}

/** The orders placed in a date range (in one state, if asked) as a CSV file for French Excel, with its file name. */
export async function exportOrders(
  db: Db,
  query: OwnerOrdersExportQuery,
  today: string,
): Promise<{ filename: string; body: Buffer }> {
  const rows = await findOrdersForExport(db.kysely, query);
  // `en-cours`, `confirmee`: the state in the file's name, in the letters every system keeps.
  const state = query.etat ? `${query.etat.normalize('NFD').replace(/\p{M}/gu, '').replace(' ', '-')}_` : '';
  return {
    filename: `commandes_${state}${query.from ?? 'debut'}_${query.to ?? today}.csv`,
    body: toOrdersCsv(rows),
  };
}
