import { describe, expect, it } from 'vitest';
import { formatPhone, internationalNumber, phoneHref } from './customer-phone';

describe('a customer’s phone', () => {
  it('reads in pairs and a triple, whatever separators or country code it was typed with', () => {
    expect(formatPhone('22123456')).toBe('22 123 456');
    expect(formatPhone('+216 98-765-432')).toBe('98 765 432');
  });

  it('is called and messaged in its international form', () => {
    expect(phoneHref('22 123 456')).toBe('tel:+21622123456');
    expect(phoneHref('+216 98-765-432')).toBe('tel:+21698765432');
    expect(internationalNumber('22.123.456')).toBe('21622123456');
  });
});
