import { formatDT as dt, ORDER_STATE_SENTENCES } from '@vitrine/contracts';
import {
  deliveryAddress,
  frenchDate,
  greeting,
  type MailContent,
  SIGNATURE,
  TRACKING_HINT,
} from '../../mail/wording.js';
import type { OrderRecord } from './order-view.js';

// The mails of a new order, in French: to the client who placed it and to the shop. A move's mail is
// written by order-lifecycle/order-moved-mail.ts.

function orderSummary(order: OrderRecord): string {
  const lines = order.items.map((item) => `  ${item.quantite} × ${item.nom} — ${dt(item.total)}`);
  const shipping = order.shipping_charge === 0 ? 'offerte' : dt(order.shipping_charge);
  return [
    ...lines,
    '',
    `Sous-total : ${dt(order.sous_total)}`,
    ...(order.code_promo
      ? [`Réduction (${order.code_promo}, ${order.reduction} %) : −${dt(order.remise)}`]
      : []),
    `Livraison : ${shipping}`,
    `Total à payer à la livraison : ${dt(order.total)}`,
  ].join('\n');
}

/** To the client: the order is received; the shop will call to confirm it, and it is paid on delivery. */
export function orderConfirmation(order: OrderRecord): MailContent {
  return {
    subject: `Votre commande ${order.reference} est bien reçue`,
    text: [
      greeting(order.livraison),
      '',
      `Merci pour votre commande ${order.reference} du ${frenchDate(order.date_commande)}.`,
      ORDER_STATE_SENTENCES[order.etat],
      '',
      orderSummary(order),
      '',
      `Votre code client : ${order.client.code_client}. Gardez-le pour commander plus vite la prochaine fois.`,
      TRACKING_HINT,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the shop: who ordered what, and where to deliver it. */
export function orderNotification(order: OrderRecord): MailContent {
  const { client, livraison } = order;
  return {
    subject: `Nouvelle commande ${order.reference} — ${dt(order.total)}`,
    text: [
      `Commande ${order.reference} du ${frenchDate(order.date_commande)} (${order.etat})`,
      '',
      `Client ${client.code_client} : ${livraison.prenom} ${livraison.nom}`.trim(),
      `Téléphone : ${livraison.numero_telephone}`,
      `E-mail : ${client.adresse_mail}`,
      `Adresse : ${deliveryAddress(livraison)}`,
      '',
      orderSummary(order),
    ].join('\n'),
  };
}
