const PHONE_IN_TEXT = /(\+?\d[\d\s\u00a0]{6,}\d)/;
const TUNISIAN_DIGITS = 8;

/**
 * The `tel:` link of the phone number a server message names (« … Appelez la boutique au
 * +216 71 000 000. »), so that a phone can call it in one tap; undefined when the text names none.
 */
export function callHrefIn(text: string): string | undefined {
  const found = PHONE_IN_TEXT.exec(text)?.[1];
  if (!found) return undefined;
  const digits = found.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.length === TUNISIAN_DIGITS) return `tel:+216${digits}`;
  return `tel:${digits}`;
}
