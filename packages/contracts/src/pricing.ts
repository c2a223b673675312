import { mulDivRound } from './money.js';

/** Shipping is 7 DT, free from a 150 DT subtotal (after article promos, before the promo code). */
export const SHIPPING_MILLIMES = 7_000;
export const FREE_SHIPPING_THRESHOLD_MILLIMES = 150_000;

/** The price shoppers pay for one article: `prix` minus `promo` percent, rounded half up to the millime. */
export function promoPriceMillimes(prixMillimes: number, promoPercent: number): number {
  assertPercent(promoPercent);
  return mulDivRound(prixMillimes, 100 - promoPercent, 100);
}

export interface PricedLineInput {
  unitMillimes: number;
  quantite: number;
}

export interface OrderTotals<L extends PricedLineInput = PricedLineInput> {
  /** The lines given, each with its total. */
  lines: Array<L & { totalMillimes: number }>;
  subtotalMillimes: number;
  discountMillimes: number;
  shippingMillimes: number;
  totalMillimes: number;
}

export function shippingFor(subtotalMillimes: number): number {
  if (subtotalMillimes <= 0) return 0;
  return subtotalMillimes >= FREE_SHIPPING_THRESHOLD_MILLIMES ? 0 : SHIPPING_MILLIMES;
}

/**
 * The one pricing function of the shop, used by the cart, the checkout summary and the order API:
 * line totals, subtotal, promo-code discount (rounded half up), shipping and grand total.
 */
export function priceOrder<L extends PricedLineInput>(
  lines: readonly L[],
  reductionPercent = 0,
): OrderTotals<L> {
  assertPercent(reductionPercent);
  const priced = lines.map((line) => {
    if (!Number.isSafeInteger(line.unitMillimes) || line.unitMillimes < 0) {
      throw new RangeError(`not a unit price in millimes: ${line.unitMillimes}`);
    }
    if (!Number.isSafeInteger(line.quantite) || line.quantite < 1) {
      throw new RangeError(`not a line quantity: ${line.quantite}`);
    }
    return { ...line, totalMillimes: line.unitMillimes * line.quantite };
  });
  const subtotalMillimes = priced.reduce((sum, line) => sum + line.totalMillimes, 0);
  const discountMillimes = mulDivRound(subtotalMillimes, reductionPercent, 100);
  const shippingMillimes = shippingFor(subtotalMillimes);
  return {
    lines: priced,
    subtotalMillimes,
    discountMillimes,
    shippingMillimes,
    totalMillimes: subtotalMillimes - discountMillimes + shippingMillimes,
  };
}

function assertPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`not a whole percentage from 0 to 100: ${percent}`);
  }
}
