// Business constants of the specification (section 9) that the API and the storefront share.

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** The price slider's upper bound when the catalogue is empty. */
export const PRICE_RANGE_MAX_DT = 500;
export const BEST_SELLERS_COUNT = 8;
export const LATEST_ARTICLES_COUNT = 8;
export const SIMILAR_PRODUCTS_COUNT = 8;

/** Site images (`GestionSiteWeb`) by 0-based position. */
export const SITE_IMAGE_POSITIONS = {
  hero: [0, 1, 2],
  categoryBanners: [3, 4, 5],
  social: [6, 7, 8, 9, 10, 11],
} as const;

export const ORDER_STATE_NEW = 'en cours';

/** Pieces of one article an order line may hold (the quantity stepper stops there too). */
export const MAX_LINE_QUANTITY = 99;
/** The largest amount a DECIMAL(10,3) column holds: no order may add up to more. */
export const MAX_ORDER_MILLIMES = 9_999_999_999;
