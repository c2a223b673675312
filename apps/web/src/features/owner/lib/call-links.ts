import { formatDT, type OwnerOrder, type OwnerOrderSummary, toMillimes } from '@vitrine/contracts';
import { SHOP } from '@/config/shop';
import { internationalNumber } from './customer-phone';

// WhatsApp with the order to confirm already written: the owner sends it in one tap from the queue's
// card (an order's summary) or from the order's page (the whole order), the same message from both.

/** What the message reads back, as an order's summary carries it. */
export type OrderToConfirm = Pick<
  OwnerOrderSummary,
  | 'reference'
  | 'prenom'
  | 'numero_telephone'
  | 'adresse'
  | 'code_postal'
  | 'region'
  | 'items'
  | 'shipping_charge'
  | 'total'
>;

/** The whole order, as the message reads it: its delivery details are the summary's. */
export const orderToConfirm = ({
  reference,
  livraison,
  items,
  shipping_charge,
  total,
}: OwnerOrder): OrderToConfirm => ({ ...livraison, reference, items, shipping_charge, total });

const dinars = (amount: number) => formatDT(toMillimes(amount));

/**
 * The confirmation message the owner sends on WhatsApp: the customer's first name, the reference, each
 * article (its name carries its size: « Bague Aube — taille 54 ») with its quantity, the total with
 * delivery as the courier will collect it, the address, and the question.
 */
export function confirmationMessage(order: OrderToConfirm): string {
  const delivery =
    order.shipping_charge === 0 ? 'livraison offerte' : `livraison ${dinars(order.shipping_charge)} comprise`;
  const place = [order.code_postal, order.region].filter(Boolean).join(' ');
  return [
    `Bonjour ${order.prenom},`,
    `${SHOP.name} a bien reçu votre commande ${order.reference} :`,
    ...order.items.map((item) => `- ${item.nom} × ${item.quantite}`),
    `Total à payer à la livraison : ${dinars(order.total)} (${delivery})`,
    `Adresse : ${order.adresse}, ${place}`,
    'Confirmez-vous votre commande ?',
  ].join('\n');
}

/** `https://wa.me/21622123456?text=…`: WhatsApp opens on the customer's chat with the message typed. */
export const whatsAppHref = (order: OrderToConfirm) =>
  `https://wa.me/${internationalNumber(order.numero_telephone)}?text=${encodeURIComponent(
    confirmationMessage(order),
  )}`;
