import { describe, expect, it } from 'vitest';
import { invoiceAmounts, invoiceNumber, splitTaxIncluded } from './invoice.js';
import { PAYMENT_AND_DELIVERY_LINE, RING_SIZES, ringDiameterMm } from './terms.js';

describe('splitTaxIncluded — a TTC amount into HT and TVA, in millimes', () => {
  it('rounds the part before tax to the millime and leaves the rest to the VAT', () => {
    // 120 000 × 100 / 119 = 100 840,336… → 100 840.
    expect(splitTaxIncluded(120_000, 19)).toEqual({
      htMillimes: 100_840,
      tvaMillimes: 19_160,
      ttcMillimes: 120_000,
    });
    expect(splitTaxIncluded(7_000, 19)).toEqual({
      htMillimes: 5_882,
      tvaMillimes: 1_118,
      ttcMillimes: 7_000,
    });
    expect(splitTaxIncluded(0, 19)).toEqual({ htMillimes: 0, tvaMillimes: 0, ttcMillimes: 0 });
  });

  it('rounds a half millime away from zero, for a discount as for a price', () => {
    expect(splitTaxIncluded(5, 100)).toEqual({ htMillimes: 3, tvaMillimes: 2, ttcMillimes: 5 });
    expect(splitTaxIncluded(-5, 100)).toEqual({ htMillimes: -3, tvaMillimes: -2, ttcMillimes: -5 });
  });

  it('reads rates with two decimals, and no VAT at 0 %', () => {
    expect(splitTaxIncluded(10_000, 12.5)).toEqual({
      htMillimes: 8_889,
      tvaMillimes: 1_111,
      ttcMillimes: 10_000,
    });
    expect(splitTaxIncluded(10_000, 0)).toEqual({ htMillimes: 10_000, tvaMillimes: 0, ttcMillimes: 10_000 });
  });

  it('always adds up to the amount it was given', () => {
    for (let ttc = 0; ttc < 5_000; ttc += 7) {
      for (const rate of [7, 13, 19]) {
        const { htMillimes, tvaMillimes } = splitTaxIncluded(ttc, rate);
        expect(htMillimes + tvaMillimes).toBe(ttc);
        expect(Math.abs(htMillimes * (100 + rate) - ttc * 100)).toBeLessThanOrEqual((100 + rate) / 2);
      }
    }
  });

  it('refuses what is no amount or no rate', () => {
    expect(() => splitTaxIncluded(1.5, 19)).toThrow(RangeError);
    expect(() => splitTaxIncluded(1_000, -1)).toThrow(RangeError);
    expect(() => splitTaxIncluded(1_000, 101)).toThrow(RangeError);
  });
});

describe('invoiceAmounts — the invoice’s columns', () => {
  it('splits each line, the discount and the shipping, and totals their sums', () => {
    const amounts = invoiceAmounts(
      {
        lineTotalsMillimes: [120_000, 56_670],
        discountMillimes: 17_667,
        shippingMillimes: 0,
        stampDutyMillimes: 0,
      },
      19,
    );
    expect(amounts.lines.map((line) => [line.htMillimes, line.tvaMillimes])).toEqual([
      [100_840, 19_160],
      [47_622, 9_048],
    ]);
    expect(amounts.discount).toEqual({ htMillimes: -14_846, tvaMillimes: -2_821, ttcMillimes: -17_667 });
    // 100 840 + 47 622 − 14 846 = 133 616; the order's total 159 003 − 133 616 = 25 387.
    expect(amounts.total).toEqual({ htMillimes: 133_616, tvaMillimes: 25_387, ttcMillimes: 159_003 });
    expect(amounts.dueMillimes).toBe(159_003);
  });

  it('bills the shipping at the same rate, and adds the stamp duty to what is due only', () => {
    const amounts = invoiceAmounts(
      {
        lineTotalsMillimes: [56_670],
        discountMillimes: 0,
        shippingMillimes: 7_000,
        stampDutyMillimes: 1_000,
      },
      19,
    );
    expect(amounts.shipping).toEqual({ htMillimes: 5_882, tvaMillimes: 1_118, ttcMillimes: 7_000 });
    expect(amounts.total.ttcMillimes).toBe(63_670);
    expect(amounts.dueMillimes).toBe(64_670);
  });

  it('writes the number as the year and six digits', () => {
    expect(invoiceNumber(2026, 42)).toBe('F-2026-000042');
  });
});

describe('the terms’ figures', () => {
  it('gives the inner diameter of sizes 48 to 60 to one decimal (size ÷ π)', () => {
    expect(RING_SIZES.map(ringDiameterMm)).toEqual([
      15.3, 15.6, 15.9, 16.2, 16.6, 16.9, 17.2, 17.5, 17.8, 18.1, 18.5, 18.8, 19.1,
    ]);
  });

  it('says the delivery terms from the checkout’s own constants', () => {
    expect(PAYMENT_AND_DELIVERY_LINE).toBe(
      'Paiement à la livraison · Livraison 7\u00a0DT, offerte dès 150\u00a0DT',
    );
  });
});
