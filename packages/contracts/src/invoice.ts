// The invoice as Tunisian law reads it (issue 26): a number in one unbroken sequence, and every amount
// split into its part before tax and its VAT. The shop's prices are tax-included (TTC).

import { PriceSchema } from './fields.js';
import { OrderTrackingRequestSchema, TrackedOrderLineSchema } from './order-tracking.js';
import { z } from './zod.js';

/** VAT the shop applies when TVA_TAUX is not set (the standard Tunisian rate). */
export const DEFAULT_VAT_PERCENT = 19;

/** Body of `POST /api/factures`: the same proof as tracking (the order's reference and its phone). */
export const InvoiceRequestSchema = OrderTrackingRequestSchema;
export type InvoiceRequest = z.input<typeof InvoiceRequestSchema>;

/**
 * 200 of `POST /api/factures`: the invoice's number (given once, at the first request, and kept), the
 * rates it was issued with (later changes of configuration do not alter them), and the order's lines
 * and amounts as the shop holds them now (the owner may have changed them during the call). Nothing
 * about the client: as for tracking, a reference and a phone are all the caller proved to know.
 */
export const InvoiceSchema = z.object({
  /** `F-2026-000001`: the year of issue, then its place in that year's sequence. */
  numero: z.string(),
  /** ISO date of issue (Tunis time). */
  date_facture: z.string(),
  /** VAT rate in percent (19 for 19 %). */
  tva_taux: z.number().min(0).max(100),
  /** Stamp duty in dinars, added to the amount due (0 when none). */
  droit_de_timbre: PriceSchema,
  items: z.array(TrackedOrderLineSchema),
  sous_total: PriceSchema,
  remise: PriceSchema,
  shipping_charge: PriceSchema,
  total: PriceSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The invoice's number as printed: `F-2026-000001`. */
export function invoiceNumber(year: number, sequence: number): string {
  return `F-${year}-${String(sequence).padStart(6, '0')}`;
}

export interface TaxSplit {
  /** Before tax (HT). */
  htMillimes: number;
  tvaMillimes: number;
  /** With tax (TTC), as given. */
  ttcMillimes: number;
}

/**
 * A tax-included amount split into its part before tax and its VAT, in millimes. The part before tax is
 * TTC × 100 / (100 + rate) rounded half away from zero to the millime; the VAT is what remains, so
 * HT + TVA = TTC always. Rates may have two decimals (computed in hundredths of a percent).
 */
export function splitTaxIncluded(ttcMillimes: number, vatPercent: number): TaxSplit {
  if (!Number.isSafeInteger(ttcMillimes)) throw new RangeError(`not millimes: ${ttcMillimes}`);
  const hundredths = Math.round(vatPercent * 100);
  if (hundredths < 0 || hundredths > 10_000) throw new RangeError(`not a VAT rate: ${vatPercent}`);
  const sign = ttcMillimes < 0 ? -1 : 1;
  const magnitude = Math.abs(ttcMillimes);
  // Half up on the magnitude: 2·a·10000 + d over 2·d, floored, in integers (no float rounding).
  const denominator = 10_000 + hundredths;
  const ht = Math.floor((magnitude * 10_000 * 2 + denominator) / (denominator * 2));
  const htMillimes = sign * ht;
  return { htMillimes, tvaMillimes: ttcMillimes - htMillimes, ttcMillimes };
}

export interface InvoiceAmountsInput {
  /** Each line's tax-included total. */
  lineTotalsMillimes: number[];
  discountMillimes: number;
  shippingMillimes: number;
  stampDutyMillimes: number;
}

export interface InvoiceAmounts {
  lines: TaxSplit[];
  /** The discount, as a negative amount. */
  discount: TaxSplit;
  shipping: TaxSplit;
  /** The sums of the lines, the discount and the shipping: HT and TVA add up to the order's total. */
  total: TaxSplit;
  stampDutyMillimes: number;
  /** The order's total with tax, plus the stamp duty. */
  dueMillimes: number;
}

/**
 * The invoice's amounts: each line, the discount and the shipping split on their own (the shipping is
 * billed at the same rate), and the totals as their sums, so the printed columns always add up.
 */
export function invoiceAmounts(input: InvoiceAmountsInput, vatPercent: number): InvoiceAmounts {
  const lines = input.lineTotalsMillimes.map((ttc) => splitTaxIncluded(ttc, vatPercent));
  const discount = splitTaxIncluded(-input.discountMillimes, vatPercent);
  const shipping = splitTaxIncluded(input.shippingMillimes, vatPercent);
  const parts = [...lines, discount, shipping];
  const sum = (pick: (split: TaxSplit) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const total = {
    htMillimes: sum((part) => part.htMillimes),
    tvaMillimes: sum((part) => part.tvaMillimes),
    ttcMillimes: sum((part) => part.ttcMillimes),
  };
  return {
    lines,
    discount,
    shipping,
    total,
    stampDutyMillimes: input.stampDutyMillimes,
    dueMillimes: total.ttcMillimes + input.stampDutyMillimes,
  };
}
