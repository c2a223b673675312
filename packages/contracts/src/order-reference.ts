// An order's day and reference, as the shop gives them (no schema: the storefront reads them too).

// Built once (formatters are costly); pure, so a bundle that never dates an order drops it.
const tunisDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Tunis as `YYYY-MM-DD`: an order placed at 00:30 in Tunis belongs to that day. */
export function tunisToday(now: Date = new Date()): string {
  return tunisDate.format(now);
}

/** The reference given to the shopper, from the order id and its day: `VT-2026-000042`. */
export function orderReference(id: number, isoDate: string): string {
  return `VT-${isoDate.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}
