import { MESSAGES, type PromoApplyResponse } from '@vitrine/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../app-error.js';
import type { DB } from '../../db/kysely.js';
import type { Db } from '../../db/prisma.js';
import { findPromoRefusal, findUsablePromo, type PromoRefusal } from './repository.js';

const REFUSAL_MESSAGES: Record<PromoRefusal, string> = {
  expired: MESSAGES.promoExpired,
  not_started: MESSAGES.promoNotStarted,
  used_up: MESSAGES.promoUsedUp,
};

/** The refusal of a promo code, in the shape the storefront reads (`error`) and the API's usual one. */
export function invalidPromoError(field = 'code', message: string = MESSAGES.invalidPromo): AppError {
  return new AppError('invalid_data', message, { error: message, errors: { [field]: [message] } });
}

/**
 * The refusal of a code that cannot be used now, saying why when the shop knows it (expired, not yet
 * valid, used up); an unknown or switched-off code is « Code promo invalide. ».
 */
export async function promoRefusalError(db: Kysely<DB>, code: string, field = 'code'): Promise<AppError> {
  const refusal = await findPromoRefusal(db, code);
  return invalidPromoError(field, refusal ? REFUSAL_MESSAGES[refusal] : MESSAGES.invalidPromo);
}

/** The percent a code takes off, if it can be used now (active, in its window, not used up). */
export async function applyPromo(db: Db, code: string): Promise<PromoApplyResponse> {
  const promo = await findUsablePromo(db.kysely, code);
  if (!promo) throw await promoRefusalError(db.kysely, code);
  return { code: promo.code, reduction: promo.reduction };
}
