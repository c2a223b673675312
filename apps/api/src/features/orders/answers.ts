import {
  type Order,
  type OrderCommand,
  type OrderDelivery,
  type OrderDeliveryAnswer,
  type OrderTracking,
  type OwnerOrder,
  type OwnerOrderSummary,
  toDinars,
} from '@vitrine/contracts';
import type { OrderSummaryRow } from './console-queries.js';
import type { OrderRecord, StoredOrder } from './read-model.js';

// What each caller is shown of an order, from the one read model: the amounts leave millimes here, as
// the API's dinars, and each answer names exactly the fields its contract lists.

type Amounts = Pick<OrderRecord, 'sous_total' | 'remise' | 'shipping_charge' | 'total'>;

const amountsOf = (order: Amounts) => ({
  sous_total: toDinars(order.sous_total),
  remise: toDinars(order.remise),
  shipping_charge: toDinars(order.shipping_charge),
  total: toDinars(order.total),
});

const priced = <L extends { prix_unitaire: number; total: number }>(line: L) => ({
  ...line,
  prix_unitaire: toDinars(line.prix_unitaire),
  total: toDinars(line.total),
});

/**
 * The storefront's answer to `command`: the server's prices, and where the order goes as far as the
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
    items: order.items.map(({ article_id, article_detail_id, nom, quantite, prix_unitaire, total }) =>
      priced({ article_id, article_detail_id, nom, quantite, prix_unitaire, total }),
    ),
    ...amountsOf(order),
  };
}

/**
 * The delivery details the request sent, as sent; of those taken from the client record, the region
 * and the street masked (« S*** »): whoever holds a client code learns nothing more of its client.
 */
function deliveryAnswer(livraison: OrderDelivery, command: OrderCommand): OrderDeliveryAnswer {
  if (command.code_client === undefined) return livraison;
  const { address, ...person } = command.livraison ?? {};
  return { ...person, ...(address ?? { adresse: masked(livraison.adresse), region: livraison.region }) };
}

/** `12 rue de Marseille` → `1***`. */
const masked = (text: string) => `${Array.from(text.trim())[0] ?? ''}***`;

/**
 * The tracking page's answer: nothing about the client, who proved to know a reference and a phone. Its
 * timeline is the order's moves; of the owner's notes only a shipment's (the carrier and tracking
 * number) is the customer's, and the changes the shop made during a call were mailed with their summary.
 */
export function toTracking(order: StoredOrder): OrderTracking {
  return {
    reference: order.reference,
    etat: order.etat,
    historique: order.historique
      .filter((entry) => entry.ancien_etat !== entry.nouvel_etat)
      .map((entry) => ({ ...entry, note: entry.nouvel_etat === 'expédiée' ? entry.note : null })),
    date_commande: order.date_commande,
    items: order.items.map(({ nom, quantite, prix_unitaire, total }) =>
      priced({ nom, quantite, prix_unitaire, total }),
    ),
    ...amountsOf(order),
  };
}

/** The console's answer: everything the owner needs to call, pack and ship the order. */
export function toOwnerOrder(order: StoredOrder): OwnerOrder {
  return {
    reference: order.reference,
    etat: order.etat,
    date_commande: order.date_commande,
    created_at: order.created_at,
    client: order.client,
    livraison: order.livraison,
    items: order.items.map(({ article_id, article_detail_id, nom, quantite, prix_unitaire, total }) =>
      priced({ article_id, article_detail_id, nom, quantite, prix_unitaire, total }),
    ),
    code_promo: order.code_promo,
    reduction: order.reduction,
    ...amountsOf(order),
    historique: order.historique,
    appels: order.appels,
    premier_contact_le: order.premier_contact_le,
    tentatives: order.tentatives,
    dernier_appel: order.dernier_appel,
    rappeler_a: order.rappeler_a,
    minutes_attente: order.minutes_attente,
    doublon_de: order.doublon_de,
    client_resume: order.client_resume,
    bloque: order.bloque,
  };
}

/** An order in the console's lists: its amounts in dinars, and how many pieces its lines add up to. */
export function toOwnerOrderSummary(row: OrderSummaryRow): OwnerOrderSummary {
  return {
    ...row,
    articles: row.items.reduce((pieces, line) => pieces + line.quantite, 0),
    shipping_charge: toDinars(row.shipping_charge),
    total: toDinars(row.total),
  };
}
