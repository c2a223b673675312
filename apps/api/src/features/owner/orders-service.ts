import {
  MESSAGES,
  ORDER_STATES,
  OrderReferenceSchema,
  type OrderState,
  OWNER_ORDERS_PAGE_SIZE,
  type OwnerOrder,
  type OwnerOrdersExportQuery,
  type OwnerOrdersPage,
  type OwnerOrdersQuery,
  toDinars,
  toMillimes,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { moveOrder, orderHistory } from '../order-lifecycle/service.js';
import { toOrdersCsv } from './orders-csv.js';
import {
  countOrdersByState,
  findOrderByReference,
  findOrderItems,
  findOrderSummaries,
  findOrdersForExport,
} from './orders-repository.js';

const dinars = (value: { toString(): string }) => toDinars(toMillimes(value.toString()));
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The console's order queue: one page of the search, and how many orders each state tab holds. */
export async function listOrders(db: Db, query: OwnerOrdersQuery): Promise<OwnerOrdersPage> {
  const [rows, byState] = await Promise.all([
    findOrderSummaries(db, query, {
      offset: (query.page - 1) * OWNER_ORDERS_PAGE_SIZE,
      limit: OWNER_ORDERS_PAGE_SIZE,
    }),
    countOrdersByState(db, query),
  ]);
  const counts = Object.fromEntries(ORDER_STATES.map((state) => [state, byState.get(state) ?? 0]));
  const total = query.etat
    ? (byState.get(query.etat) ?? 0)
    : [...byState.values()].reduce((sum, count) => sum + count, 0);
  return {
    orders: rows.map((row) => ({
      reference: row.reference,
      etat: row.etat,
      date_commande: day(row.date_commande),
      created_at: row.created_at.toISOString(),
      nom: row.nom,
      prenom: row.prenom,
      numero_telephone: row.numero_telephone,
      region: row.region,
      articles: row.articles,
      total: dinars(row.total),
    })),
    total,
    counts: counts as OwnerOrdersPage['counts'],
  };
}

/** Everything about one order the owner needs to call, pack and ship it; 404 when unknown. */
export async function getOrder(db: Db, reference: string): Promise<OwnerOrder> {
  const typed = OrderReferenceSchema.safeParse(reference);
  const row = typed.success ? await findOrderByReference(db, typed.data) : undefined;
  if (!row) throw new AppError('not_found', MESSAGES.ownerOrderNotFound(reference.slice(0, 40)));
  const [items, historique] = await Promise.all([findOrderItems(db, row.id), orderHistory(db, row.id)]);
  return {
    reference: row.reference,
    etat: row.etat,
    date_commande: day(row.date_commande),
    created_at: row.created_at.toISOString(),
    client: { code_client: row.code_client, adresse_mail: row.adresse_mail },
    livraison: {
      nom: row.nom,
      prenom: row.prenom,
      numero_telephone: row.numero_telephone,
      adresse: row.adresse,
      region: row.region,
      code_postal: row.code_postal,
    },
    items: items.map((item) => ({
      article_id: item.article_id,
      nom: item.nom,
      quantite: item.quantite,
      prix_unitaire: dinars(item.prix_unitaire),
      total: dinars(item.total),
    })),
    code_promo: row.code_promo,
    reduction: row.reduction,
    sous_total: dinars(row.sous_total),
    remise: dinars(row.remise),
    shipping_charge: dinars(row.shipping_charge),
    total: dinars(row.total),
    historique,
  };
}

/**
 * Moves an order as the console (PostgreSQL decides what is allowed) and returns it as it now is.
 * A refused move is a 409 whose text is in both `message` and `error`, for callers reading either.
 */
export async function moveOwnerOrder(
  deps: { db: Db; mail: MailOutbox },
  reference: string,
  move: { etat: OrderState; note?: string | undefined },
): Promise<OwnerOrder> {
  try {
    await moveOrder(deps.db, reference, { etat: move.etat, note: move.note }, deps.mail);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'conflict') {
      throw new AppError('conflict', error.message, { ...error.body, error: error.message });
    }
    throw error;
  }
  return getOrder(deps.db, reference);
}

/** The orders placed in a date range (in one state, if asked) as a CSV file for French Excel, with its file name. */
export async function exportOrders(
  db: Db,
  query: OwnerOrdersExportQuery,
  today: string,
): Promise<{ filename: string; body: Buffer }> {
  const rows = await findOrdersForExport(db, query);
  // `en-cours`, `confirmee`: the state in the file's name, in the letters every system keeps.
  const state = query.etat ? `${query.etat.normalize('NFD').replace(/\p{M}/gu, '').replace(' ', '-')}_` : '';
  return {
    filename: `commandes_${state}${query.from ?? 'debut'}_${query.to ?? today}.csv`,
    body: toOrdersCsv(rows),
  };
}
