import {
  type CheckoutClient,
  HONEYPOT_FIELD,
  ORDER_STATE_NEW,
  OrderDeliverySchema,
  toDecimalString,
} from '@vitrine/contracts';
import type { ShopItem } from '@/stores/shop-item';

/** The client fields an order sent with a code reads as its own delivery details: the order's snapshot. */
export const DELIVERY_FIELDS = OrderDeliverySchema.keyof().options;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

export interface OrderPayloadInput {
  who: CheckoutClient;
  /**
   * With a client code and no other address typed (`who.livraison`): the delivery details known for the
   * code (kept from the last order, or typed before a 409 gave the code).
   */
  delivery?: Partial<Record<DeliveryField, string>> | undefined;
  /** The orderable lines only (a vanished article is never sent); their prices in millimes. */
  items: readonly ShopItem[];
  promoCode: string | undefined;
  /** « Recevoir les notifications de ma commande » : the mails of the order's moves. */
  notifications: boolean;
  /** From the shop's pricing function (`cartTotals`). */
  shippingMillimes: number;
  /** `YYYY-MM-DD`. */
  today: string;
  /** What the hidden field (HONEYPOT_FIELD) holds: empty from a person, filled by a robot. */
  honeypot: string;
}

/**
 * The order as the spec's multipart form (`client[nom]`, `items[0][quantite]` …). The prices are the
 * ones the shopper saw: the server compares them with its own and refuses the order if they moved.
 * They are kept in millimes and written here, once, as the decimal text the API reads (`33.335`).
 */
export function orderPayload({
  who,
  delivery,
  items,
  promoCode,
  notifications,
  shippingMillimes,
  today,
  honeypot,
}: OrderPayloadInput): FormData {
  const form = new FormData();
  if ('code_client' in who) {
    form.append('code_client', who.code_client);
    const sent = who.livraison ?? delivery;
    for (const field of DELIVERY_FIELDS) {
      const value = sent?.[field]?.trim();
      if (value) form.append(`client[${field}]`, value);
    }
  } else {
    for (const [field, value] of Object.entries(who.client)) {
      if (value !== undefined) form.append(`client[${field}]`, value);
    }
  }
  items.forEach((item, index) => {
    form.append(`items[${index}][quantite]`, String(item.quantite));
    form.append(`items[${index}][article_id]`, String(item.article_id));
    // The size chosen: the server takes its piece out of that size's stock.
    if (item.article_detail_id !== undefined) {
      form.append(`items[${index}][article_detail_id]`, String(item.article_detail_id));
    }
    form.append(`items[${index}][prix_unitaire]`, toDecimalString(item.prix_unitaire_millimes));
  });
  if (promoCode) form.append('code_promo', promoCode);
  form.append('notifications', notifications ? '1' : '0');
  form.append('shipping_charge', toDecimalString(shippingMillimes));
  form.append('date_commande', today);
  form.append('etat', ORDER_STATE_NEW);
  form.append(HONEYPOT_FIELD, honeypot);
  return form;
}

/** What the order asks for, to tell a retry of the same order from a different one. */
export function payloadFingerprint(payload: FormData): string {
  return JSON.stringify(
    [...payload.entries()].filter(([field]) => field !== 'date_commande' && field !== 'etat'),
  );
}

/** Today in the shopper's own calendar, as `YYYY-MM-DD`. */
export function localIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
