import type { CheckoutForm } from '@vitrine/contracts';
import { useEffect, useRef } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useCartStore } from '@/stores/cart-store';
import { saveDraft } from '../api/save-draft';
import { draftOf } from '../lib/draft';

/** A pause in typing this long sends the draft: one request per change the shopper settles on. */
export const DRAFT_DEBOUNCE_MS = 1_000;

/**
 * Keeps the shop's draft of this checkout up to date (an abandoned checkout the owner may call about):
 * sent once a valid phone is typed (in the phone field the shopper sees, under which the notice says
 * why) and the cart is not empty, again when either changes. A draft that
 * cannot be kept is no concern of the shopper's: a failure is not shown.
 */
export function useDraft(control: Control<CheckoutForm, unknown, unknown>, phoneShown: boolean) {
  const [telephone, prenom] = useWatch({ control, name: ['client.numero_telephone', 'client.prenom'] });
  const items = useCartStore((state) => state.items);
  const draft = phoneShown ? draftOf({ telephone, prenom }, items) : undefined;
  const key = draft && JSON.stringify(draft);
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!key || key === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = key;
      saveDraft(JSON.parse(key)).catch(() => {
        sent.current = undefined;
      });
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
