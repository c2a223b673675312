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

/** The shop's state as a label: « en cours » → « En cours ». */
export function stateLabel(etat: string): string {
  return etat.charAt(0).toUpperCase() + etat.slice(1);
}

/** A delivered order reads as done; anything else is still on its way. */
export const isDelivered = (etat: string) => etat.trim().toLowerCase().startsWith('livr');

/** Dinars from the API, shown the shop's way (« 1 234,500 DT »). */
export const dt = (dinars: number) => formatDT(toMillimes(dinars));
