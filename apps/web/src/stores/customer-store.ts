import { NewClientSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStorageOptions } from './persisted';
import { syncAcrossTabs } from './sync-tabs';

export const CUSTOMER_STORAGE_KEY = 'vitrine-client';

/** The checkout form as the shopper typed it: the client code and the new client's fields, as text. */
export const CustomerDetailsSchema = z.object({
  code_client: z.string(),
  // zod's record over an enum of keys requires every key: one text per field of the contract.
  client: z.record(NewClientSchema.keyof(), z.string()),
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

/** The two settings as the checkout's boxes and the profile's switches name them. */
export const CUSTOMER_SETTING_LABELS = {
  keepDetails: 'Conserver mes informations pour une validation rapide la prochaine fois',
  // No SMS is sent: « par e-mail » until one is.
  notifications: 'Recevoir les notifications de ma commande par e-mail',
} as const;

interface CustomerState {
  /** « Conserver mes informations pour une validation rapide » (checkout's first checkbox). */
  keepDetails: boolean;
  /** « Recevoir les notifications de ma commande par e-mail » (checkout's second checkbox), sent
   * with each order: off, the shopper gets the receipt and no mail about the order's moves. */
  notifications: boolean;
  /** The details of the last order, kept only while `keepDetails` is on; they pre-fill the checkout. */
  details: CustomerDetails | null;
  setKeepDetails: (keep: boolean) => void;
  setNotifications: (notify: boolean) => void;
  saveDetails: (details: CustomerDetails) => void;
  forgetDetails: () => void;
}

const restoreBoolean = (saved: unknown) => (typeof saved === 'boolean' ? saved : undefined);

/** The visitor's own checkout details and settings, in this browser only (spec: persisted checkboxes). */
export const useCustomerStore = create<CustomerState>()(
  persist(
    (set) => ({
      keepDetails: false,
      // Ticked until the shopper says otherwise: the mails of an order's moves are what a shopper expects.
      notifications: true,
      details: null,
      setKeepDetails: (keepDetails) => set(keepDetails ? { keepDetails } : { keepDetails, details: null }),
      setNotifications: (notifications) => set({ notifications }),
      saveDetails: (details) => set({ details }),
      forgetDetails: () => set({ details: null }),
    }),
    localStorageOptions<CustomerState, 'keepDetails' | 'notifications' | 'details'>(CUSTOMER_STORAGE_KEY, {
      keepDetails: restoreBoolean,
      notifications: restoreBoolean,
      details: (saved) => CustomerDetailsSchema.safeParse(saved).data,
    }),
  ),
);

syncAcrossTabs(useCustomerStore);
