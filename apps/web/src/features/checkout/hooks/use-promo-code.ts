import { MESSAGES, type PromoApplyResponse } from '@vitrine/contracts';
import { useCallback, useState } from 'react';
import { promoErrorText, useApplyPromo } from '../api/apply-promo';

export interface PromoFeedback {
  kind: 'success' | 'danger';
  text: string;
}

/**
 * The promo code of this checkout (spec §4): a valid code sets the discount and is kept for the order;
 * an invalid one resets the discount and forgets the code.
 */
export function usePromoCode() {
  const [applied, setApplied] = useState<PromoApplyResponse | null>(null);
  const [feedback, setFeedback] = useState<PromoFeedback | null>(null);
  const mutation = useApplyPromo();
  const { mutateAsync } = mutation;

  const apply = useCallback(
    async (code: string) => {
      if (code.trim() === '') return;
      try {
        const promo = await mutateAsync(code);
        setApplied(promo);
        setFeedback({ kind: 'success', text: MESSAGES.promoApplied(promo.reduction) });
      } catch (error) {
        setApplied(null);
        setFeedback({ kind: 'danger', text: promoErrorText(error) });
      }
    },
    [mutateAsync],
  );

  /** The server refused the code with the order (e.g. a single-use code spent meanwhile). */
  const reject = useCallback((text: string) => {
    setApplied(null);
    setFeedback({ kind: 'danger', text });
  }, []);

  const reset = useCallback(() => {
    setApplied(null);
    setFeedback(null);
  }, []);

  return { applied, feedback, pending: mutation.isPending, apply, reject, reset };
}
export type PromoCode = ReturnType<typeof usePromoCode>;
