import { useMutation } from '@tanstack/react-query';
import { MESSAGES, PromoErrorSchema } from '@vitrine/contracts';
import { ApiError, call } from '@/lib/api-client';

/** `POST /promos/apply`: the code's percent, or an `ApiError` (422 `{ error }` for a refused code). */
export const applyPromo = (code: string) => call('applyPromo', { body: { code } });

export function useApplyPromo() {
  return useMutation({ mutationFn: applyPromo });
}

/** Spec §8: the server's `error` text, else « Code promo invalide. » (a lost connection says so). */
export function promoErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.invalidPromo;
  const refused = PromoErrorSchema.safeParse(error.body);
  if (refused.success) return refused.data.error;
  if (error.kind === 'network' || error.kind === 'rate_limited') return error.message;
  return MESSAGES.invalidPromo;
}
