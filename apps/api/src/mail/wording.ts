import type { OrderDelivery } from '@vitrine/contracts';

// The shop's mails are written beside what they are about (features/*/…-mail.ts, orders/mails.ts);
// here is what they share: their shape and the French that opens, closes and dates them.

export interface MailContent {
  subject: string;
  text: string;
}

/** The shop as its mails and packing slips sign. */
export const SHOP_NAME = 'Vitrine';
export const SHOP_TAGLINE = 'bijoux et accessoires';

export const SIGNATURE = ['À bientôt,', `${SHOP_NAME} — ${SHOP_TAGLINE}`];

/** `YYYY-MM-DD` as a French reader writes it: `DD/MM/YYYY`. */
export const frenchDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export const greeting = (who: { prenom: string; nom: string }) =>
  `Bonjour ${who.prenom} ${who.nom},`.replace(/\s+,/, ',');

/** The address an order goes to, on one line. */
export const deliveryAddress = (to: Pick<OrderDelivery, 'adresse' | 'code_postal' | 'region'>) =>
  [to.adresse, [to.code_postal, to.region].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** How a client follows an order, told when it is received and each time it moves on. */
export const TRACKING_HINT =
  'Suivez-la à tout moment dans « Mon espace » sur la boutique, avec sa référence et votre numéro de téléphone.';
