import { normalisePhone } from '@vitrine/contracts';

/** A Tunisian phone as the owner reads it aloud: « 22 123 456 »; anything else as it is. */
export function formatPhone(phone: string): string {
  const digits = normalisePhone(phone);
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` : phone;
}

/** The one-tap call of a Tunisian phone, with the country code a phone abroad needs: `tel:+21622123456`. */
export function phoneHref(phone: string): string {
  const digits = normalisePhone(phone);
  return /^\d{8}$/.test(digits) ? `tel:+216${digits}` : `tel:${digits}`;
}
