import { MESSAGES, type PromoApplyResponse } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../http/errors.js';
import { findUsablePromo } from './repository.js';

/** The refusal of a promo code, in the shape the storefront reads (`error`) and the API's usual one. */
export function invalidPromoError(field = 'code'): AppError {
  return new AppError('invalid_data', MESSAGES.invalidPromo, {
    error: MESSAGES.invalidPromo,
    errors: { [field]: [MESSAGES.invalidPromo] },
  });
}

/** The percent a code takes off, if it can be used now (active, in its window, not used up). */
export async function applyPromo(db: Db, code: string): Promise<PromoApplyResponse> {
  const promo = await findUsablePromo(db, code);
  if (!promo) throw invalidPromoError();
  return { code: promo.code, reduction: promo.reduction };
}
