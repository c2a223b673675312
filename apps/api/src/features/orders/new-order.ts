import {
  type DeliveryChange,
  ORDER_STATE_NEW,
  type OrderDelivery,
  type OrderTotals,
  orderReference,
  toDecimalString,
} from '@vitrine/contracts';
import type { CartLine } from './cart.js';
import type { OrderRecord } from './read-model.js';
import type { ClientDetails } from './repository.js';

// An order being placed, before it is stored: its record (what the answer and the mails are made of)
// and its rows (what is written), both from the contracts' totals.

/** An order line as stored: its name already says its size. */
type OrderLine = Omit<CartLine, 'taille'>;

/**
 * The delivery details an order keeps: the ones it was placed with (a new client's, or the stored
 * ones with what this order changes); the client record keeps its own.
 */
export function deliveryOf(
  client: Omit<ClientDetails, 'code_client' | 'code_postal'> & { code_postal?: string | null | undefined },
  change: DeliveryChange = {},
): OrderDelivery {
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
  client: OrderRecord['client'];
  livraison: OrderDelivery;
}): OrderRecord {
  const { id, date, totals, code_promo, reduction, client, livraison } = order;
  return {
    id,
    reference: orderReference(id, date),
    etat: ORDER_STATE_NEW,
    date_commande: date,
    code_promo,
    reduction,
    sous_total: totals.subtotalMillimes,
    remise: totals.discountMillimes,
    shipping_charge: totals.shippingMillimes,
    total: totals.totalMillimes,
    client,
    livraison,
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
