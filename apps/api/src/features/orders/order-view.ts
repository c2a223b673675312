import {
  type DeliveryChange,
  ORDER_STATE_NEW,
  type Order,
  type OrderCommand,
  type OrderDelivery,
  type OrderDeliveryAnswer,
  type OrderState,
  type OrderTotals,
  orderReference,
  toDecimalString,
  toDinars,
  toMillimes,
} from '@vitrine/contracts';
import { orderState } from '../order-lifecycle/order-state.js';
import type { CartLine } from './cart.js';
import type { OrderRow } from './repository.js';

/** An order line as stored: its name already says its size. */
type OrderLine = Omit<CartLine, 'taille'>;

/** A stored client, as orders and their mails show it. */
export type ClientDetails = OrderRow['client'];

/** A stored order, amounts in millimes: what the response and the mails are made from. */
export interface OrderRecord {
  id: number;
  reference: string;
  etat: OrderState;
  /** `YYYY-MM-DD`. */
  date_commande: string;
  code_promo: string | null;
  reduction: number;
  sous_total: number;
  remise: number;
  shipping_charge: number;
  total: number;
  client: ClientDetails;
  /** Where this order goes (kept with it). */
  livraison: OrderDelivery;
  items: Array<{
    article_id: number;
    article_detail_id: number | null;
    nom: string;
    quantite: number;
    prix_unitaire: number;
    total: number;
  }>;
}

/**
 * The delivery details an order keeps: the ones it was placed with (a new client's, or the stored
 * ones with what this order changes); the client record keeps its own.
 */
export function deliveryOf(client: ClientDetails, change: DeliveryChange = {}): OrderDelivery {
  const { nom, prenom, numero_telephone, adresse, region, code_postal } = client;
  return {
    nom: change.nom ?? nom,
    prenom: change.prenom ?? prenom,
    numero_telephone: change.numero_telephone ?? numero_telephone,
    ...(change.address ?? { adresse, region, code_postal: code_postal ?? null }),
  };
}

/** A new order, placed on `date` (`YYYY-MM-DD`) with the server's totals. */
export function newOrderRecord(order: {
  id: number;
  date: string;
  totals: OrderTotals<OrderLine>;
  code_promo: string | null;
  reduction: number;
  client: ClientDetails;
  livraison: OrderDelivery;
}): OrderRecord {
  const { id, date, totals, ...placed } = order;
  return {
    ...placed,
    id,
    reference: orderReference(id, date),
    etat: ORDER_STATE_NEW,
    date_commande: date,
    sous_total: totals.subtotalMillimes,
    remise: totals.discountMillimes,
    shipping_charge: totals.shippingMillimes,
    total: totals.totalMillimes,
    items: totals.lines.map((line) => ({
      article_id: line.article_id,
      article_detail_id: line.article_detail_id,
      nom: line.nom,
      quantite: line.quantite,
      prix_unitaire: line.unitMillimes,
      total: line.totalMillimes,
    })),
  };
}

/**
 * The delivery details the request sent, as sent; of those taken from the client record, the region
 * and the street masked (« S*** »): whoever holds a client code learns nothing more of its client.
 */
export function deliveryAnswer(livraison: OrderDelivery, command: OrderCommand): OrderDeliveryAnswer {
  if (command.code_client === undefined) return livraison;
  const { address, ...person } = command.livraison ?? {};
  return { ...person, ...(address ?? { adresse: masked(livraison.adresse), region: livraison.region }) };
}

/** `12 rue de Marseille` → `1***`. */
const masked = (text: string) => `${Array.from(text.trim())[0] ?? ''}***`;

const millimes = (value: { toString(): string }) => toMillimes(value.toString());

/** An order read back from the database (an idempotent replay). */
export function recordFromRow(row: OrderRow): OrderRecord {
  const { nom, prenom, numero_telephone, adresse, region, code_postal, ...order } = row;
  return {
    ...order,
    etat: orderState(row.etat),
    livraison: { nom, prenom, numero_telephone, adresse, region, code_postal },
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

/**
 * The API's answer to `command`: the server's prices, in dinars, and where the order goes as far as the
 * request said it (deliveryAnswer).
 */
export function toOrder(order: OrderRecord, command: OrderCommand): Order {
  return {
    id: order.id,
    reference: order.reference,
    etat: order.etat,
    date_commande: order.date_commande,
    code_client: order.client.code_client,
    livraison: deliveryAnswer(order.livraison, command),
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

/**
 * The money columns of an order and the rows of its lines, from the contracts' totals: the shop's
 * orders and the demo ones are stored alike.
 */
export function orderTotalsRow(totals: OrderTotals<OrderLine>) {
  return {
    sous_total: toDecimalString(totals.subtotalMillimes),
    remise: toDecimalString(totals.discountMillimes),
    shipping_charge: toDecimalString(totals.shippingMillimes),
    total: toDecimalString(totals.totalMillimes),
    items: totals.lines.map((line) => ({
      article_id: line.article_id,
      article_detail_id: line.article_detail_id,
      nom: line.nom,
      quantite: line.quantite,
      prix_unitaire: toDecimalString(line.unitMillimes),
      total: toDecimalString(line.totalMillimes),
    })),
  };
}
