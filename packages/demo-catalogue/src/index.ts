// The demo boutique: its data (computed, nothing read or written) and the drawing of its images.
// The API inserts the rows itself; this package knows nothing of its database.
export {
  DEMO_CLIENT_CODE,
  PROMO_SINGLE_USE,
  PROMO_SUMMER,
  PROMO_WELCOME,
} from './catalogue.js';
export { buildDemoData, type DemoData, renderDemoImages } from './demo-data.js';
export type { DemoArticle, DemoClient, DemoPromo } from './demo-records.js';
export {
  type Aspect,
  DEMO_IMAGE_FOLDERS,
  DEMO_IMAGE_KINDS,
  type DemoImageKind,
  HERO_TEXT_AREA,
} from './image-kinds.js';
export { DEMO_REFUSER, type DemoNote } from './order-book.js';
export {
  type DemoCall,
  type DemoOrder,
  type DemoOrderItem,
  type DemoOrderMove,
  ORDER_STATE_DELIVERED,
} from './orders.js';
export { DEMO_IMAGE_PLACEHOLDERS } from './placeholders.js';
export { type PlannedImage, type RenderSummary, renderImages } from './render.js';
