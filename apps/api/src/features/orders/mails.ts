import { formatDT as dt, ORDER_MOVE_NOTES, ORDER_STATE_SENTENCES, type OrderState } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import {
  deliveryAddress,
  frenchDate,
  greeting,
  type MailContent,
  SIGNATURE,
  TRACKING_HINT,
} from '../../mail/wording.js';
import { deliveryJson, isoDay, millimes, type OrderRecord } from './read-model.js';

// The order's mails, in French: to the client who placed it and to the shop when it is placed; to the
// client when the shop moves it on. PostgreSQL queues a move's mail (trigger on commandes) with its
// history row's id and no text: the text is written here when it is sent (mail/outbox.ts), whoever
// made the move.

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

/** To the client, after the shop changed the order during a call: the order as it now is. */
export function orderChanged(order: OrderRecord): MailContent {
  return {
    subject: `Votre commande ${order.reference} a été modifiée`,
    text: [
      greeting(order.livraison),
      '',
      `Comme convenu au téléphone, votre commande ${order.reference} du ${frenchDate(order.date_commande)} a été modifiée. La voici telle qu’elle sera livrée :`,
      '',
      orderSummary(order),
      `Adresse de livraison : ${deliveryAddress(order.livraison)}`,
      '',
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

/** The mail of the move recorded in commande_historique row `historyId`. */
export async function orderMovedMail(db: Db, historyId: number): Promise<MailContent & { order: string }> {
  const move = await db.kysely
    .selectFrom('commande_historique as h')
    .innerJoin('commandes as o', 'o.id', 'h.commande_id')
    .select((eb) => [
      'h.nouvel_etat as etat',
      'h.note',
      'o.reference',
      isoDay(eb.ref('o.date_commande')).as('date_commande'),
      millimes(eb.ref('o.total')).as('total'),
      deliveryJson(eb).as('livraison'),
    ])
    .where('h.id', '=', historyId)
    .executeTakeFirst();
  if (!move) throw new Error(`the order move ${historyId} no longer exists`);
  return { ...orderMoved(move), order: move.reference };
}

/** What a move's mail needs: the move (from its history row) and the order it moved. */
export type OrderMoveView = Pick<
  OrderRecord,
  'etat' | 'reference' | 'date_commande' | 'total' | 'livraison'
> & {
  note: string | null;
};

const MOVE_SUBJECTS: Partial<Record<OrderState, (reference: string) => string>> = {
  confirmée: (reference) => `Votre commande ${reference} est confirmée`,
  expédiée: (reference) => `Votre commande ${reference} est en route`,
  livrée: (reference) => `Votre commande ${reference} a été livrée`,
  annulée: (reference) => `Votre commande ${reference} a été annulée`,
};

/**
 * To the client, when the shop moves the order on: what happened, in the shop's fixed words, and for a
 * shipment the carrier and tracking number. The owner's notes (a reason, a remark) stay with the shop.
 */
export function orderMoved(move: OrderMoveView): MailContent {
  const subject = MOVE_SUBJECTS[move.etat];
  if (!subject) throw new Error(`no mail is sent for a move to « ${move.etat} »`);
  const shipment = move.etat === 'expédiée' && move.note ? move.note : null;
  const open = move.etat === 'confirmée' || move.etat === 'expédiée';
  return {
    subject: subject(move.reference),
    text: [
      greeting(move.livraison),
      '',
      `Commande ${move.reference} du ${frenchDate(move.date_commande)}`,
      '',
      ORDER_STATE_SENTENCES[move.etat],
      ...(shipment ? ['', `${ORDER_MOVE_NOTES.expédiée?.label} : ${shipment}`] : []),
      ...(open
        ? [
            '',
            `Total à payer à la livraison : ${dt(move.total)}`,
            `Livraison : ${deliveryAddress(move.livraison)}`,
            '',
            TRACKING_HINT,
          ]
        : []),
      ...(move.etat === 'annulée' ? ['', 'Une question ? Répondez simplement à ce mail.'] : []),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}
