const tunisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Tunis as `YYYY-MM-DD`: an order placed at 00:30 in Tunis belongs to that day. */
export function tunisToday(now: Date = new Date()): string {
  return tunisDate.format(now);
}

/** The reference given to the shopper, from the order id: `VT-2026-000042`. */
export function orderReference(id: number, isoDate: string): string {
  return `VT-${isoDate.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}
