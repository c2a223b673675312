import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  priceOrder,
  promoPriceMillimes,
  SHIPPING_MILLIMES,
  shippingFor,
} from './pricing.js';

describe('promoPriceMillimes', () => {
  it('takes the promo percent off and rounds to the millime, half up', () => {
    expect(promoPriceMillimes(120_000, 0)).toBe(120_000);
    expect(promoPriceMillimes(300_000, 50)).toBe(150_000);
    expect(promoPriceMillimes(33_335, 15)).toBe(28_335);
    expect(promoPriceMillimes(99_999, 33)).toBe(66_999); // 66 999.33
    expect(promoPriceMillimes(15_000, 100)).toBe(0);
  });

  it('refuses a percent outside 0–100 or not whole', () => {
    expect(() => promoPriceMillimes(1000, 101)).toThrow(RangeError);
    expect(() => promoPriceMillimes(1000, -1)).toThrow(RangeError);
    expect(() => promoPriceMillimes(1000, 12.5)).toThrow(RangeError);
  });
});

describe('priceOrder', () => {
  it('charges 7 DT of shipping below 150 DT and none from 150 DT', () => {
    expect(priceOrder([{ unitMillimes: 149_999, quantite: 1 }])).toMatchObject({
      subtotalMillimes: 149_999,
      shippingMillimes: SHIPPING_MILLIMES,
      totalMillimes: 156_999,
    });
    expect(priceOrder([{ unitMillimes: 75_000, quantite: 2 }])).toMatchObject({
      shippingMillimes: 0,
      totalMillimes: 150_000,
    });
    expect(shippingFor(0)).toBe(0);
  });

  it('decides shipping on the subtotal before the promo code', () => {
    const totals = priceOrder([{ unitMillimes: 160_000, quantite: 1 }], 10);
    expect(totals).toEqual({
      lines: [{ unitMillimes: 160_000, quantite: 1, totalMillimes: 160_000 }],
      subtotalMillimes: 160_000,
      discountMillimes: 16_000,
      shippingMillimes: 0,
      totalMillimes: 144_000,
    });
  });

  it('rounds the discount half up to the millime', () => {
    expect(priceOrder([{ unitMillimes: 28_335, quantite: 1 }], 25).discountMillimes).toBe(7084); // 7 083.75
    expect(priceOrder([{ unitMillimes: 10_002, quantite: 1 }], 25).discountMillimes).toBe(2501); // 2 500.5
  });

  it('refuses quantities below one and negative prices', () => {
    expect(() => priceOrder([{ unitMillimes: 1000, quantite: 0 }])).toThrow(RangeError);
    expect(() => priceOrder([{ unitMillimes: -1, quantite: 1 }])).toThrow(RangeError);
    expect(() => priceOrder([{ unitMillimes: 1000, quantite: 1.5 }])).toThrow(RangeError);
  });

  it('always adds up: total = subtotal − discount + shipping, never negative', () => {
    const line = fc.record({
      unitMillimes: fc.integer({ min: 0, max: 2_000_000 }),
      quantite: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, percent) => {
          const totals = priceOrder(lines, percent);
          const subtotal = lines.reduce((sum, l) => sum + l.unitMillimes * l.quantite, 0);
          expect(totals.subtotalMillimes).toBe(subtotal);
          expect(totals.totalMillimes).toBe(subtotal - totals.discountMillimes + totals.shippingMillimes);
          expect(totals.totalMillimes).toBeGreaterThanOrEqual(0);
          expect(Math.abs(totals.discountMillimes - (subtotal * percent) / 100)).toBeLessThanOrEqual(0.5);
          expect(totals.shippingMillimes).toBe(
            subtotal >= FREE_SHIPPING_THRESHOLD_MILLIMES || subtotal === 0 ? 0 : SHIPPING_MILLIMES,
          );
        },
      ),
    );
  });
});
