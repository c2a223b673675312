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
