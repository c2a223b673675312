import { formatDT, toMillimes } from '@vitrine/contracts';
import { formatDay } from './dates';

// The dashboard's figures as the shop writes them in French.

const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('fr-FR');
/** fr-FR writes a narrow no-break space; the shop writes a no-break space, as its amounts. */
const noBreak = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** A share from 0 to 1 as « 72,4 % »; « — » when there is nothing to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : noBreak(percent.format(rate)));

/** An amount of the API as exact decimal text (`"1234.500"`) as « 1 234,500 DT »; « — » when null. */
export const formatDinarsText = (dinars: string | null) =>
  dinars === null ? '—' : formatDT(toMillimes(dinars));

/** A count as « 1 234 ». */
export const formatCount = (count: number) => noBreak(whole.format(count));

/** Minutes as « 25 min », « 2 h 05 » or « 3 j 4 h »; « — » when null. */
export function formatDelay(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`;
  return `${Math.floor(hours / 24)}\u00a0j\u00a0${hours % 24}\u00a0h`;
}

/** The day `days` before a day (`YYYY-MM-DD`). */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** `2026-03-12` as « 12 mars » (a day as the API names it: no zone to shift it). */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** `2026-03-12` as « 12 mars 2026 ». */
export const formatLongDay = (day: string) => formatDay(`${day}T12:00:00+01:00`);
