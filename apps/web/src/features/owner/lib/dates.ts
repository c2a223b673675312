// The shop is in Tunis: the owner reads every moment in Tunis time, whatever the phone's zone.
const TIME_ZONE = 'Africa/Tunis';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dayOnly = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** « 25/11/2026 23:40 » */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');

/** « 25 novembre 2026 » */
export const formatDay = (iso: string) => dayOnly.format(new Date(iso));

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a `datetime-local` input shows it in Tunis: « 2026-11-28T22:30 ». */
export function toTunisInput(moment: Date): string {
  const part = Object.fromEntries(localParts.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Tunis's offset from UTC at a moment, as ISO writes it: « +01:00 ». */
function tunisOffset(moment: Date): string {
  const name = offsetName.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return name.replace('GMT', '') || '+00:00';
}

/**
 * What a `datetime-local` input typed in Tunis time means, as an ISO date-time with its offset
 * (« 2026-11-28T22:30 » → « 2026-11-28T22:30:00+01:00 »); undefined when the input is empty or invalid.
 */
export function fromTunisInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const guess = new Date(`${value}:00Z`);
  if (Number.isNaN(guess.getTime())) return undefined;
  return `${value}:00${tunisOffset(guess)}`;
}
