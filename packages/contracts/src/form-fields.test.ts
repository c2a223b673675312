import { describe, expect, it } from 'vitest';
import { normalisePhone, PhoneSchema } from './form-fields.js';
import { MESSAGES } from './messages.js';

describe('PhoneSchema', () => {
  it.each([
    ['98765432', 'the 8 digits alone'],
    ['98 765 432', 'spaces'],
    ['98\u00a0765\u202f432', 'no-break spaces (pasted)'],
    ['98-765-432', 'hyphens'],
    ['98–765–432', 'en dashes'],
    ['98.765.432', 'dots'],
    ['98/765/432', 'slashes'],
    ['+216 98 765 432', 'country code with +'],
    ['+21698765432', 'country code with +, no spaces'],
    ['00216 98765432', 'country code with 00'],
    ['216 98 765 432', 'country code without + nor 00'],
    ['(+216) 98.765.432', 'bracketed country code, dots'],
    ['  +216-98-765-432  ', 'spaces around'],
  ])('reads %j (%s) as 98765432', (typed) => {
    expect(PhoneSchema.parse(typed)).toBe('98765432');
  });

  it('reads a number as its digits', () => {
    expect(PhoneSchema.parse(98765432)).toBe('98765432');
  });

  it.each([
    ['9876543', 'seven digits'],
    ['987654321', 'nine digits'],
    ['+33 6 12 34 56 78', 'a French number'],
    ['+216 9876543', 'country code and seven digits'],
    ['+216', 'the country code alone'],
    ['98 765 43a', 'a letter'],
    ['98#765#432', 'an unknown separator'],
    ['22123\u0000456', 'a control character'],
    ['', 'empty'],
  ])('refuses %j (%s) with the form’s message', (typed) => {
    const result = PhoneSchema.safeParse(typed);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.phoneInvalid]);
  });

  it('keeps 8 digits that begin with 216 as they are', () => {
    expect(PhoneSchema.parse('21612345')).toBe('21612345');
  });
});

describe('normalisePhone', () => {
  it('leaves what it cannot read for the 8-digit rule to refuse', () => {
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });
});
