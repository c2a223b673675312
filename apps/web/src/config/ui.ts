// The storefront's screen constants: they shape what the browser shows, so they live with the web app.

/** Below this width the shop is laid out for phones (filters and menu in slide-over panels). */
export const MOBILE_BREAKPOINT_PX = 992;
/** How far the page must have scrolled before the "back to top" button shows. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

/** How long notices stay on screen, and the pause before the checkout submits again. */
export const TIMEOUTS_MS = {
  contactBanner: 2_000,
  alert: 5_000,
  existingClientNotice: 4_000,
  existingClientResubmit: 1_000,
  orderSuccess: 5_000,
} as const;
