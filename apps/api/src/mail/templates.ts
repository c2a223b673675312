import {
  type ContactMessageFields,
  formatDT as dt,
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
} from '@vitrine/contracts';
import type { OrderRecord } from '../features/orders/order-view.js';

// Every mail the shop sends, in French: what a shopper or the shop owner reads in their inbox.

export interface MailContent {
  subject: string;
  text: string;
}

const SIGNATURE = ['À bientôt,', 'Vitrine — bijoux et accessoires'];

const frenchDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

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

/** To the client: the order is received and will be delivered against payment. */
export function orderConfirmation(order: OrderRecord): MailContent {
  const { client } = order;
  return {
    subject: `Votre commande ${order.reference} est confirmée`,
    text: [
      `Bonjour ${client.prenom} ${client.nom},`.replace(/\s+,/, ','),
      '',
      `Merci pour votre commande ${order.reference} du ${frenchDate(order.date_commande)}. Elle est ${order.etat} :`,
      'nous vous appellerons pour convenir de la livraison.',
      '',
      orderSummary(order),
      '',
      `Votre code client : ${client.code_client}. Gardez-le pour commander plus vite la prochaine fois.`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the shop: who ordered what, and where to deliver it. */
export function orderNotification(order: OrderRecord): MailContent {
  const { client } = order;
  const address = [client.adresse, [client.code_postal, client.region].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    subject: `Nouvelle commande ${order.reference} — ${dt(order.total)}`,
    text: [
      `Commande ${order.reference} du ${frenchDate(order.date_commande)} (${order.etat})`,
      '',
      `Client ${client.code_client} : ${client.prenom} ${client.nom}`.trim(),
      `Téléphone : ${client.numero_telephone}`,
      `E-mail : ${client.adresse_mail}`,
      `Adresse : ${address}`,
      '',
      orderSummary(order),
    ].join('\n'),
  };
}

/** To the shop: a visitor's message, to be answered by replying. */
export function contactForward(message: ContactMessageFields): MailContent {
  return {
    subject: `Message de contact : ${message.sujet}`,
    text: [
      `De : ${message.nom} <${message.email}>`,
      `Sujet : ${message.sujet}`,
      '',
      message.message,
      '',
      '— Envoyé depuis le formulaire de contact de la boutique. Répondez à ce mail pour répondre au visiteur.',
    ].join('\n'),
  };
}

/** To a new subscriber. */
export function newsletterWelcome(): MailContent {
  return {
    subject: 'Bienvenue dans la newsletter Vitrine',
    text: [
      'Bonjour,',
      '',
      'Merci de votre inscription ! Vous recevrez nos nouveautés, nos collections et nos promotions',
      'en avant-première.',
      '',
      `Livraison gratuite à partir de ${formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}.`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}
