import { OrderSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions } from './persisted';
import { syncAcrossTabs } from './sync-tabs';

export const ORDER_HISTORY_STORAGE_KEY = 'vitrine-commandes';
/** Enough for a shopper's history in one browser, bounded so localStorage never fills up. */
export const ORDER_HISTORY_MAX = 50;

export const PlacedOrderSchema = z.object({
  /** The server's answer to `POST /Order`: its reference, prices and lines. */
  order: OrderSchema,
  /** The phone number given with the order, when the shopper typed it (order tracking asks for it). */
  numero_telephone: z.string().optional(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

interface OrderHistoryState {
  /** Newest first. */
  orders: PlacedOrder[];
  record: (placed: PlacedOrder) => void;
  clear: () => void;
}

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
