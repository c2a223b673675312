import { normalisePhone } from '@vitrine/contracts';

// The phone, the order desk's key to a customer: as the owner reads it, and in the international form
// links need (a phone abroad or WhatsApp would not know a bare 8-digit number).

const TUNISIA = '216';

const tunisian = (digits: string) => /^\d{8}$/.test(digits);

/** A Tunisian phone as the owner reads it aloud: « 22 123 456 »; anything else as it is. */
export function formatPhone(phone: string): string {
  const digits = normalisePhone(phone);
  return tunisian(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` : phone;
}

/** `22 123 456` → `21622123456`, the number with its country code and no `+` (as wa.me wants it). */
export function internationalNumber(phone: string): string {
  const digits = normalisePhone(phone);
  return tunisian(digits) ? `${TUNISIA}${digits}` : digits;
}

/** The one-tap call of a Tunisian phone: `tel:+21622123456`; anything else dialled as its digits. */
export function phoneHref(phone: string): string {
  const digits = normalisePhone(phone);
  return tunisian(digits) ? `tel:+${TUNISIA}${digits}` : `tel:${digits}`;
}
