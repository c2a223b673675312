import './errors.js';

export * from './account.js';
export * from './catalog.js';
export * from './checkout.js';
export * from './constants.js';
export * from './contact.js';
export * from './errors.js';
export * from './fields.js';
export * from './form-fields.js';
export * from './images.js';
export * from './messages.js';
export * from './money.js';
export * from './newsletter.js';
export * from './order.js';
export * from './order-tracking.js';
export * from './pagination.js';
export * from './pricing.js';
export * from './promo.js';
