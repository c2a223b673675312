import { PriceSchema } from './fields.js';
import { PhoneSchema } from './form-fields.js';
import { MESSAGES } from './messages.js';
import { OrderHistoryEntrySchema, OrderStateSchema } from './order-lifecycle.js';
import { z } from './zod.js';

/**
 * An order reference as the shop writes it, `VT-2026-000042` (the year, then the order id on 6 digits
 * or more). Shoppers type it from a mail or a phone call: any case, spaces or missing dashes are fine.
 */
export const OrderReferenceSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const compact = value.replace(/[\s-]+/g, '').toUpperCase();
    const parts = /^VT(\d{4})(\d{6,12})$/.exec(compact);
    return parts ? `VT-${parts[1]}-${parts[2]}` : compact;
  },
  z
    .string({ error: MESSAGES.orderReferenceInvalid })
    .regex(/^VT-\d{4}-\d{6,12}$/, { error: MESSAGES.orderReferenceInvalid }),
);

/** Body of `POST /orders/track` (form data or JSON): the reference and the phone given with the order. */
export const OrderTrackingRequestSchema = z.strictObject({
  reference: OrderReferenceSchema,
  numero_telephone: PhoneSchema,
});
export type OrderTrackingRequest = z.input<typeof OrderTrackingRequestSchema>;
export type OrderTrackingQuery = z.output<typeof OrderTrackingRequestSchema>;

export const TrackedOrderLineSchema = z.object({
  nom: z.string(),
  quantite: z.number().int(),
  prix_unitaire: PriceSchema,
  total: PriceSchema,
});

/**
 * 200 of `POST /orders/track`: the order's state, its dated history and its lines, with the shop's
 * prices — nothing about the client, since a reference and a phone number are all the caller proved to
 * know.
 */
export const OrderTrackingSchema = z.object({
  reference: z.string(),
  etat: OrderStateSchema,
  /** Oldest first: the order's creation, then every move (notes included: the courier and tracking number). */
  historique: z.array(OrderHistoryEntrySchema),
  /** ISO date (Tunis time). */
  date_commande: z.string(),
  items: z.array(TrackedOrderLineSchema),
  sous_total: PriceSchema,
  remise: PriceSchema,
  shipping_charge: PriceSchema,
  total: PriceSchema,
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;
