import {
  OrderDeliveryAnswerSchema,
  OrderHistoryEntrySchema,
  OrderSchema,
  OrderStateSchema,
  type OrderTracking,
} from '@vitrine/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions } from './persisted';
import { syncAcrossTabs } from './sync-tabs';

export const ORDER_HISTORY_STORAGE_KEY = 'vitrine-commandes';
/** Enough for a shopper's history in one browser, bounded so localStorage never fills up. */
export const ORDER_HISTORY_MAX = 50;

/** What order tracking last said about an order: its state and dated history, and when it was asked. */
export const OrderFollowUpSchema = z.object({
  etat: OrderStateSchema,
  historique: z.array(OrderHistoryEntrySchema),
  /** ISO date-time of the answer. */
  checked_at: z.string(),
});
export type OrderFollowUp = z.infer<typeof OrderFollowUpSchema>;

export const PlacedOrderSchema = z.object({
  /**
   * The server's answer to `POST /Order`: its reference, prices, lines and delivery details as far as
   * the order sent them (the invoice's address). Orders kept before the answer carried them have none.
   */
  order: OrderSchema.extend({ livraison: OrderDeliveryAnswerSchema.optional() }),
  /** The phone number given with the order, when the shopper typed it (order tracking asks for it). */
  numero_telephone: z.string().optional(),
  /** The latest tracking answer for it, when it was tracked from this browser. */
  suivi: OrderFollowUpSchema.optional(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

interface OrderHistoryState {
  /** Newest first. */
  orders: PlacedOrder[];
  record: (placed: PlacedOrder) => void;
  /** Keeps a tracking answer with the order it is about, when that order was placed here. */
  followUp: (tracking: OrderTracking, checkedAt?: Date) => void;
  clear: () => void;
}

/** The order's state as this browser last heard it: from tracking, else from the order's answer. */
export const currentState = (placed: PlacedOrder) => placed.suivi?.etat ?? placed.order.etat;

/** The phone tracking asks for: the one typed at checkout, else the one the order was placed with. */
export const phoneOf = (placed: PlacedOrder) =>
  placed.numero_telephone ?? placed.order.livraison?.numero_telephone;

/** The orders placed from this browser (Profil lists them); an idempotent replay is recorded once. */
export const useOrderHistoryStore = create<OrderHistoryState>()(
  persist(
    (set) => ({
      orders: [],
      record: (placed) =>
        set(({ orders }) => ({
          orders: [placed, ...orders.filter((o) => o.order.reference !== placed.order.reference)].slice(
            0,
            ORDER_HISTORY_MAX,
          ),
        })),
      followUp: (tracking, checkedAt = new Date()) =>
        set(({ orders }) => ({
          orders: orders.map((placed) =>
            placed.order.reference === tracking.reference
              ? {
                  ...placed,
                  suivi: {
                    etat: tracking.etat,
                    historique: tracking.historique,
                    checked_at: checkedAt.toISOString(),
                  },
                }
              : placed,
          ),
        })),
      clear: () => set({ orders: [] }),
    }),
    localStorageOptions<OrderHistoryState, 'orders'>(ORDER_HISTORY_STORAGE_KEY, {
      orders: (saved) =>
        Array.isArray(saved)
          ? saved.flatMap((entry) => {
              const parsed = PlacedOrderSchema.safeParse(entry);
              return parsed.success ? [parsed.data] : [];
            })
          : undefined,
    }),
  ),
);

syncAcrossTabs(useOrderHistoryStore);
