import {
  MESSAGES,
  type OrderHistoryEntry,
  type OrderTracking,
  type OrderTrackingQuery,
  toDinars,
  toMillimes,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { orderState } from '../order-lifecycle/order-state.js';
import { orderHistory } from '../order-lifecycle/service.js';
import { findOrderByReferenceAndPhone, type TrackedOrderRow } from './repository.js';

/**
 * An order's state, dated history and lines for whoever knows both its reference and the phone it was
 * placed with; else 404.
 */
export async function trackOrder(db: Db, query: OrderTrackingQuery): Promise<OrderTracking> {
  const row = await findOrderByReferenceAndPhone(db, query.reference, query.numero_telephone);
  if (!row) throw new AppError('not_found', MESSAGES.orderNotFound);
  return toTracking(row, await orderHistory(db, row.id));
}

const dinars = (value: { toString(): string }) => toDinars(toMillimes(value.toString()));

function toTracking(row: TrackedOrderRow, historique: OrderHistoryEntry[]): OrderTracking {
  return {
    reference: row.reference,
    etat: orderState(row.etat),
    historique,
    date_commande: row.date_commande.toISOString().slice(0, 10),
    items: row.items.map((item) => ({
      nom: item.nom,
      quantite: item.quantite,
      prix_unitaire: dinars(item.prix_unitaire),
      total: dinars(item.total),
    })),
    sous_total: dinars(row.sous_total),
    remise: dinars(row.remise),
    shipping_charge: dinars(row.shipping_charge),
    total: dinars(row.total),
  };
}
