import { formatDT as dt } from '@vitrine/contracts';
import type { OutgoingMail } from '../../mail/outbox.js';
import type { OrderRecord } from './order-view.js';

const frenchDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

function summary(order: OrderRecord): string {
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

/** The confirmation to the client and the notification to the shop, for one new order. */
export function orderMails(order: OrderRecord, shopEmail: string): OutgoingMail[] {
  const { client } = order;
  const address = [client.adresse, [client.code_postal, client.region].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    {
      topic: 'order_client',
      refId: order.id,
      to: client.adresse_mail,
      subject: `Votre commande ${order.reference} est confirmée`,
      text: [
        `Bonjour ${client.prenom} ${client.nom},`.replace(/\s+,/, ','),
        '',
        `Merci pour votre commande ${order.reference} du ${frenchDate(order.date_commande)}. Elle est ${order.etat} :`,
        'nous vous appellerons pour convenir de la livraison.',
        '',
        summary(order),
        '',
        `Votre code client : ${client.code_client}. Gardez-le pour commander plus vite la prochaine fois.`,
        '',
        'À bientôt,',
        'Vitrine — bijoux et accessoires',
      ].join('\n'),
    },
    {
      topic: 'order_shop',
      refId: order.id,
      to: shopEmail,
      replyTo: client.adresse_mail,
      subject: `Nouvelle commande ${order.reference} — ${dt(order.total)}`,
      text: [
        `Commande ${order.reference} du ${frenchDate(order.date_commande)} (${order.etat})`,
        '',
        `Client ${client.code_client} : ${client.prenom} ${client.nom}`.trim(),
        `Téléphone : ${client.numero_telephone}`,
        `E-mail : ${client.adresse_mail}`,
        `Adresse : ${address}`,
        '',
        summary(order),
      ].join('\n'),
    },
  ];
}
