import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { formatDT, formatDTInText, mulDivRound, toDecimalString, toDinars, toMillimes } from './money.js';
import { FREE_SHIPPING_THRESHOLD_MILLIMES, SHIPPING_MILLIMES } from './pricing.js';

describe('money', () => {
  it('converts dinars to millimes exactly, whatever binary floating point does', () => {
    expect(toMillimes(0.1 + 0.2)).toBe(300);
    expect(toMillimes(89.9)).toBe(89_900);
    expect(toMillimes('1234.567')).toBe(1_234_567);
    expect(() => toMillimes('abc')).toThrow(RangeError);
  });

  it('writes millimes as dinars and as DECIMAL text', () => {
    expect(toDinars(28_335)).toBe(28.335);
    expect(toDecimalString(7000)).toBe('7.000');
    expect(toDecimalString(5)).toBe('0.005');
    expect(toDecimalString(-1500)).toBe('-1.500');
  });

  it('rounds a × n / d half up', () => {
    expect(mulDivRound(33_335, 85, 100)).toBe(28_335); // 28 334.75
    expect(mulDivRound(10_005, 50, 100)).toBe(5003); // 5 002.5
    expect(mulDivRound(10_003, 50, 100)).toBe(5002); // 5 001.5 → 5 002
    expect(mulDivRound(10_001, 50, 100)).toBe(5001); // 5 000.5 → 5 001
    expect(mulDivRound(0, 37, 100)).toBe(0);
  });

  it('displays amounts the Tunisian way', () => {
    expect(formatDT(1_234_500)).toBe('1\u00a0234,500\u00a0DT');
    expect(formatDT(7000)).toBe('7,000\u00a0DT');
    expect(formatDT(0)).toBe('0,000\u00a0DT');
    expect(formatDT(1_234_567_890)).toBe('1\u00a0234\u00a0567,890\u00a0DT');
  });

  it('writes whole dinars in a sentence without their millimes, and any other amount in full', () => {
    expect(formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)).toBe('150\u00a0DT');
    expect(formatDTInText(SHIPPING_MILLIMES)).toBe('7\u00a0DT');
    expect(formatDTInText(1_234_000)).toBe('1\u00a0234\u00a0DT');
    expect(formatDTInText(7_500)).toBe('7,500\u00a0DT');
  });

  it("takes the free-delivery banner's amount from the shipping rule, in the spec's words", () => {
    expect(MESSAGES.freeDelivery).toBe('Livraison gratuite à partir de 150\u00a0dt');
  });
});
