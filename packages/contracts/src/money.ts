// Dinars have three decimals (millimes). Every amount is computed in integer millimes; dinars only
// appear at the edges (the API's JSON numbers, the database's DECIMAL(10,3), the screen).

export const MILLIMES_PER_DINAR = 1000;

/** Dinars (a JSON number or a DECIMAL string) to integer millimes. */
export function toMillimes(dinars: number | string): number {
  const value = typeof dinars === 'string' ? Number(dinars) : dinars;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${dinars}`);
  return Math.round(value * MILLIMES_PER_DINAR);
}

/** Integer millimes to dinars, as a JSON number with at most three decimals. */
export function toDinars(millimes: number): number {
  return Math.round(millimes) / MILLIMES_PER_DINAR;
}

/** Integer millimes to the DECIMAL(10,3) text PostgreSQL stores, e.g. 12500 → "12.500". */
export function toDecimalString(millimes: number): string {
  const sign = millimes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(millimes));
  return `${sign}${Math.trunc(abs / MILLIMES_PER_DINAR)}.${String(abs % MILLIMES_PER_DINAR).padStart(3, '0')}`;
}

/** a × numerator / denominator, rounded half up, for non-negative integers. */
export function mulDivRound(a: number, numerator: number, denominator: number): number {
  return Math.floor((a * numerator * 2 + denominator) / (denominator * 2));
}

const dinarFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  useGrouping: true,
});

/** The shop's display of an amount: `1 234,500 DT` (space as thousands separator). */
export function formatDT(millimes: number): string {
  // fr-FR groups with a narrow no-break space; the shop writes a no-break space so "DT" never wraps.
  return `${dinarFormat.format(toDinars(millimes)).replace(/\u202f/g, '\u00a0')}\u00a0DT`;
}

const proseFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3, useGrouping: true });

/**
 * An amount inside a sentence: whole dinars without their millimes (`150 DT`, `7 DT`), any other
 * amount exactly as formatDT writes it. Prices, totals and lines keep formatDT.
 */
export function formatDTInText(millimes: number): string {
  if (Math.round(millimes) % MILLIMES_PER_DINAR !== 0) return formatDT(millimes);
  return `${proseFormat.format(toDinars(millimes)).replace(/\u202f/g, '\u00a0')}\u00a0DT`;
}
