// What the shop tells a shopper before the sale (loi 2000-83, art. 25), from the same constants the
// checkout prices with.

import { formatDTInText } from './money.js';
import { FREE_SHIPPING_THRESHOLD_MILLIMES, SHIPPING_MILLIMES } from './pricing.js';

/** Days a shopper has, from delivery, to withdraw from a sale (working days). */
export const WITHDRAWAL_WORKING_DAYS = 10;
/** Days the shop has to refund a withdrawn sale, from the return of the article. */
export const REFUND_DAYS = 10;
/** Delivery time announced on /conditions, in working days after the order is confirmed. */
export const DELIVERY_WORKING_DAYS = { min: 2, max: 5 } as const;

/** The line under a product's price: « Paiement à la livraison · Livraison 7 DT, offerte dès 150 DT ». */
export const PAYMENT_AND_DELIVERY_LINE = `Paiement à la livraison · Livraison ${formatDTInText(SHIPPING_MILLIMES)}, offerte dès ${formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}`;

/** The French ring sizes the size guide lists (a size is the ring's inner circumference in mm). */
export const RING_SIZES = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60] as const;

/** A French ring size's inner diameter in millimetres, to one decimal: the circumference over π. */
export function ringDiameterMm(size: number): number {
  return Math.round((size / Math.PI) * 10) / 10;
}
