import { formatDT, normalisePhone, type OwnerOrder, toMillimes } from '@vitrine/contracts';
import { SHOP } from '@/config/shop';

// The owner reaches the customer from the phone in one tap: a call, or WhatsApp with the order to
// confirm already written. Links take the international form (+216): a phone abroad or WhatsApp needs it.

const TUNISIA = '216';

/** `22 123 456` → `tel:+21622123456`. */
export const telHref = (phone: string) => `tel:+${TUNISIA}${normalisePhone(phone)}`;

/** The 8 digits of a phone as it is stored or typed: how the console names a customer in its addresses. */
export const phoneDigits = (phone: string) => normalisePhone(phone);

export type OrderToConfirm = Pick<
  OwnerOrder,
  'reference' | 'livraison' | 'items' | 'total' | 'shipping_charge'
>;

const dinars = (amount: number) => formatDT(toMillimes(amount));

/**
 * The confirmation message the owner sends on WhatsApp: the customer's first name, the reference, each
 * article (its name carries its size: « Bague Aube — taille 54 ») with its quantity, the total with
 * delivery as the courier will collect it, the address, and the question.
 */
export function confirmationMessage(order: OrderToConfirm): string {
  const { livraison } = order;
  const delivery =
    order.shipping_charge === 0 ? 'livraison offerte' : `livraison ${dinars(order.shipping_charge)} comprise`;
  const place = [livraison.code_postal, livraison.region].filter(Boolean).join(' ');
  return [
    `Bonjour ${livraison.prenom},`,
    `${SHOP.name} a bien reçu votre commande ${order.reference} :`,
    ...order.items.map((item) => `- ${item.nom} × ${item.quantite}`),
    `Total à payer à la livraison : ${dinars(order.total)} (${delivery})`,
    `Adresse : ${livraison.adresse}, ${place}`,
    'Confirmez-vous votre commande ?',
  ].join('\n');
}

/** `https://wa.me/21622123456?text=…`: WhatsApp opens on the customer's chat with the message typed. */
export const whatsAppHref = (order: OrderToConfirm) =>
  `https://wa.me/${TUNISIA}${normalisePhone(order.livraison.numero_telephone)}?text=${encodeURIComponent(
    confirmationMessage(order),
  )}`;
