import { type Order, toDinars, toMillimes } from '@vitrine/contracts';
import type { OrderRow } from './repository.js';

/** A stored client, as orders and their mails show it. */
export type ClientDetails = OrderRow['client'];

/** A stored order, amounts in millimes: what the response and the mails are made from. */
export interface OrderRecord {
  id: number;
  reference: string;
  etat: string;
  /** `YYYY-MM-DD`. */
  date_commande: string;
  code_promo: string | null;
  reduction: number;
  sous_total: number;
  remise: number;
  shipping_charge: number;
  total: number;
  client: ClientDetails;
  items: Array<{
    article_id: number;
    article_detail_id: number | null;
    nom: string;
    quantite: number;
    prix_unitaire: number;
    total: number;
  }>;
}

const millimes = (value: { toString(): string }) => toMillimes(value.toString());

/** An order read back from the database (an idempotent replay). */
export function recordFromRow(row: OrderRow): OrderRecord {
  return {
    ...row,
    date_commande: row.date_commande.toISOString().slice(0, 10),
    sous_total: millimes(row.sous_total),
    remise: millimes(row.remise),
    shipping_charge: millimes(row.shipping_charge),
    total: millimes(row.total),
    items: row.items.map((item) => ({
      ...item,
      prix_unitaire: millimes(item.prix_unitaire),
      total: millimes(item.total),
    })),
  };
}

/** The API's answer: the server's prices, in dinars. */
export function toOrder(order: OrderRecord): Order {
  return {
    id: order.id,
    reference: order.reference,
    etat: order.etat,
    date_commande: order.date_commande,
    code_client: order.client.code_client,
    code_promo: order.code_promo,
    reduction: order.reduction,
    items: order.items.map((item) => ({
      ...item,
      prix_unitaire: toDinars(item.prix_unitaire),
      total: toDinars(item.total),
    })),
    sous_total: toDinars(order.sous_total),
    remise: toDinars(order.remise),
    shipping_charge: toDinars(order.shipping_charge),
    total: toDinars(order.total),
  };
}
