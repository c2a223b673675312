import { formatDT, toMillimes } from '@vitrine/contracts';

const FRENCH_DATE = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03-14` → « 14 mars 2026 » (the order's own day, whatever the visitor's time zone). */
export function frenchDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : FRENCH_DATE.format(date);
}

const FRENCH_MOMENT = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Tunis',
});

/** `2026-03-14T09:12:00Z` → « 14 mars 2026 à 10:12 » (the shop's time, Tunis). */
export function frenchMoment(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? isoDateTime : FRENCH_MOMENT.format(date);
}

/** Dinars from the API, shown the shop's way (« 1 234,500 DT »). */
export const dt = (dinars: number) => formatDT(toMillimes(dinars));
