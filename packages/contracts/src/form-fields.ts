import { z } from 'zod';
import { MESSAGES } from './messages.js';

// Fields of the checkout, contact and newsletter forms: one definition for the browser's form and the
// API's validation. Form data arrives as text, JSON may carry null: both "empty" forms mean absent.

/** '' and null become undefined, so an empty optional field is simply absent. */
export function blankAsAbsent(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A required line of text, trimmed, with the form's own French messages. */
export function requiredText(required: string, label: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: MESSAGES.tooLong(label, max) });
}

/** An e-mail address, trimmed and lower-cased so that one person is one address. */
export const EmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email({ error: MESSAGES.emailInvalid }).max(254, { error: MESSAGES.emailInvalid }),
);

/** A Tunisian phone number: exactly 8 digits, spaces ignored. */
export const PhoneSchema = z.preprocess(
  (value) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, '') : value,
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
