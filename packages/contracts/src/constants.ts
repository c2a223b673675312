// Business constants of the specification (section 9) and the shop's screens.

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** Numbered pagination shows the current page plus or minus this many pages. */
export const PAGE_WINDOW = 2;
/** The price slider's upper bound when the catalogue is empty. */
export const PRICE_RANGE_MAX_DT = 500;
export const MOBILE_BREAKPOINT_PX = 992;
export const SCROLL_TO_TOP_AFTER_PX = 300;
export const BEST_SELLERS_COUNT = 8;
export const LATEST_ARTICLES_COUNT = 8;
export const SIMILAR_PRODUCTS_COUNT = 8;

export const TIMEOUTS_MS = {
  contactBanner: 2_000,
  alert: 5_000,
  existingClientNotice: 4_000,
  existingClientResubmit: 1_000,
  orderSuccess: 5_000,
} as const;

/** Site images (`GestionSiteWeb`) by 0-based position. */
export const SITE_IMAGE_POSITIONS = {
  hero: [0, 1, 2],
  categoryBanners: [3, 4, 5],
  social: [6, 7, 8, 9, 10, 11],
} as const;

export const ORDER_STATE_NEW = 'en cours';
