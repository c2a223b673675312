import {
  type ContactMessageFields,
  formatDT as dt,
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
  ORDER_MOVE_NOTES,
  ORDER_STATE_SENTENCES,
  type OrderDelivery,
  type OrderState,
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

const greeting = (who: { prenom: string; nom: string }) =>
  `Bonjour ${who.prenom} ${who.nom},`.replace(/\s+,/, ',');

const deliveryAddress = (to: Pick<OrderDelivery, 'adresse' | 'code_postal' | 'region'>) =>
  [to.adresse, [to.code_postal, to.region].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const TRACKING_HINT =
  'Suivez-la à tout moment dans « Mon espace » sur la boutique, avec sa référence et votre numéro de téléphone.';

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

/** To a client who asked for their client code again (« Code client oublié ? » at checkout). */
export function clientCodeReminder(client: {
  prenom: string;
  nom: string;
  code_client: string;
}): MailContent {
  return {
    subject: 'Votre code client Vitrine',
    text: [
      greeting(client),
      '',
      `Votre code client : ${client.code_client}`,
      '',
      'Indiquez-le au moment de commander, dans « Client existant » : vos coordonnées sont déjà enregistrées.',
      'Si vous n’avez pas demandé ce code, vous pouvez ignorer ce message.',
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** What a move's mail needs: the move (from its history row) and the order it moved. */
export interface OrderMoveView {
  etat: OrderState;
  note: string | null;
  reference: string;
  /** `YYYY-MM-DD`. */
  date_commande: string;
  /** Millimes. */
  total: number;
  livraison: OrderDelivery;
}

const MOVE_SUBJECTS: Partial<Record<OrderState, (reference: string) => string>> = {
  confirmée: (reference) => `Votre commande ${reference} est confirmée`,
  expédiée: (reference) => `Votre commande ${reference} est en route`,
  livrée: (reference) => `Votre commande ${reference} a été livrée`,
  annulée: (reference) => `Votre commande ${reference} a été annulée`,
};

/** To the client, when the shop moves the order on: what happened, and the note that goes with it. */
export function orderMoved(move: OrderMoveView): MailContent {
  const subject = MOVE_SUBJECTS[move.etat];
  if (!subject) throw new Error(`no mail is sent for a move to « ${move.etat} »`);
  const noteLabel = ORDER_MOVE_NOTES[move.etat]?.required ? ORDER_MOVE_NOTES[move.etat]?.label : 'Note';
  const open = move.etat === 'confirmée' || move.etat === 'expédiée';
  return {
    subject: subject(move.reference),
    text: [
      greeting(move.livraison),
      '',
      `Commande ${move.reference} du ${frenchDate(move.date_commande)}`,
      '',
      ORDER_STATE_SENTENCES[move.etat],
      ...(move.note ? ['', `${noteLabel} : ${move.note}`] : []),
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
