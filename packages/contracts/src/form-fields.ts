import { MESSAGES } from './messages.js';
import { z } from './zod.js';

// Fields of the checkout, contact and newsletter forms: one definition for the browser's form and the
// API's validation. Form data arrives as text, JSON may carry null: both "empty" forms mean absent.

/** '' and null become undefined, so an empty optional field is simply absent. */
export function blankAsAbsent(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

// Control characters (NUL, escape, DEL, C1 …) are never typed into a form, and PostgreSQL refuses NUL
// in text (error 22021): they are refused here, before any query. So are the invisible controls of
// writing direction, embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a
// name or an address read otherwise than it is written, in a mail, an invoice or the owner's console
// (« Ben \u202Eharbi » shows as « Ben ibrah »). The marks LRM, RLM and ALM, which only place
// punctuation around Arabic text, stay allowed. A multi-line text keeps its tabs and line breaks.
const CONTROL_CHARACTER = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const CONTROL_CHARACTER_OUTSIDE_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export interface TextOptions {
  /** Allows tab, line feed and carriage return (a textarea). */
  multiline?: boolean;
}

/** True when the text holds no control character, of direction either (but tabs and line breaks when multi-line). */
export function hasNoControlCharacter(text: string, { multiline = false }: TextOptions = {}): boolean {
  return !(multiline ? CONTROL_CHARACTER_OUTSIDE_LINE_BREAKS : CONTROL_CHARACTER).test(text);
}

/** A required text, trimmed, without control characters, with the form's own French messages. */
export function requiredText(required: string, label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: MESSAGES.tooLong(label, max) })
    .refine((text) => hasNoControlCharacter(text, options), { error: MESSAGES.controlCharacters(label) });
}

/** An e-mail address, trimmed and lower-cased so that one person is one address. */
export const EmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email({ error: MESSAGES.emailInvalid }).max(254, { error: MESSAGES.emailInvalid }),
);

// What people type between a number's digits: spaces (no-break ones too), hyphens and dashes, dots,
// slashes and the brackets around a country code.
const PHONE_SEPARATORS = /[\s.\-\u2010-\u2015/()]/g;
// Tunisia's country code (+216, 00216 or 216) before the 8 digits of a local number.
const TUNISIAN_COUNTRY_CODE = /^(?:\+|00)?216(?=\d{8}$)/;

/**
 * A phone number as typed (`+216 98 765 432`, `98-765-432`, `(+216) 98.765.432`) reduced to its local
 * digits; anything else is returned as it is, for the 8-digit rule to refuse.
 */
export function normalisePhone(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, '').replace(TUNISIAN_COUNTRY_CODE, '');
}

/** A Tunisian phone number, stored as its 8 digits whatever the separators or country code typed. */
export const PhoneSchema = z.preprocess(
  (value) => (typeof value === 'string' || typeof value === 'number' ? normalisePhone(String(value)) : value),
  z.string({ error: MESSAGES.phoneInvalid }).regex(/^\d{8}$/, { error: MESSAGES.phoneInvalid }),
);

/** A Tunisian postal code (4 digits), optional. */
export const PostalCodeSchema = z.preprocess(
  (value) => {
    const present = blankAsAbsent(value);
    return typeof present === 'number'
      ? String(present)
      : typeof present === 'string'
        ? present.trim()
        : present;
  },
  z
    .string({ error: MESSAGES.postalCodeInvalid })
    .regex(/^\d{4}$/, { error: MESSAGES.postalCodeInvalid })
    .optional(),
);
