import { hasNoControlCharacter } from './form-fields.js';
import { MESSAGES } from './messages.js';
import { z } from './zod.js';

/** Promo codes are stored upper-case; shoppers may type them in any case, with stray spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export const PromoCodeSchema = z
  .string({ error: MESSAGES.invalidPromo })
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.invalidPromo })
      .max(40, { error: MESSAGES.invalidPromo })
      // A code holding a control character cannot exist: the same answer as any unknown code.
      .refine((code) => hasNoControlCharacter(code), { error: MESSAGES.invalidPromo }),
  );

/** Body of `POST /promos/apply`. */
export const PromoApplyRequestSchema = z.strictObject({ code: PromoCodeSchema });
export type PromoApplyRequest = z.input<typeof PromoApplyRequestSchema>;

/** A valid code: its percent off the subtotal. */
export const PromoApplyResponseSchema = z.object({
  code: z.string(),
  reduction: z.number().int().min(1).max(100),
});
export type PromoApplyResponse = z.infer<typeof PromoApplyResponseSchema>;

/** A refused code: `{ error }` says why (expired, not yet valid, used up), else « Code promo invalide. ». */
export const PromoErrorSchema = z.object({ error: z.string(), message: z.string() });
