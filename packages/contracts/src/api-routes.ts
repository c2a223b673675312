// The API's routes by operation id: where each one answers and who may call it. The contract each one
// reads and answers is in api-contracts.ts, under the same id. This half holds no schema, so the
// storefront's pages, which call the API through it, load no zod (decision 0007); and it comes in three
// tables, so the storefront's first script carries the addresses of its own routes only, not the
// console's (owner-routes.ts, in a module of its own: a bundle splits modules, not their exports) nor
// the load balancer's.

import type { OWNER_ROUTES } from './owner-routes.js';
import type { RouteAddress } from './route-address.js';

// biome-ignore format: a table, one route a line
/** Operations: a load balancer's probes, the shop's state, the API's description. */
export const OPERATION_ROUTES = {
  getLiveness: { method: 'GET', path: '/api/health/live' },
  getReadiness: { method: 'GET', path: '/api/health/ready' },
  getHealth: { method: 'GET', path: '/api/health' },
  getOpenApiDocument: { method: 'GET', path: '/api/openapi.json' },
} as const satisfies Record<string, RouteAddress>;

// biome-ignore format: a table, one route a line
/** The storefront's: the catalogue, then shopping. */
export const SHOP_ROUTES = {
  listCategories: { method: 'GET', path: '/api/Category' },
  listSexes: { method: 'GET', path: '/api/Sex' },
  listColors: { method: 'GET', path: '/api/Color' },
  listSizes: { method: 'GET', path: '/api/Size' },
  listEvents: { method: 'GET', path: '/api/Event' },
  listSiteImages: { method: 'GET', path: '/api/GestionSiteWeb' },
  listSocialImages: { method: 'GET', path: '/api/Instagram' },
  listArticleDetails: { method: 'GET', path: '/api/ArticleDetail' },
  getArticle: { method: 'GET', path: '/api/Article/:id' },
  listSimilarArticles: { method: 'GET', path: '/api/similarProducts/:id' },
  listTopSellingArticles: { method: 'GET', path: '/api/topSellingArticles' },
  listLatestArticles: { method: 'GET', path: '/api/latestArticles' },
  postArticlesPage: { method: 'POST', path: '/api/articlesPaginate' },
  getArticlesPage: { method: 'GET', path: '/api/articlesPaginate' },
  search: { method: 'GET', path: '/api/search' },
  getSearchSuggestions: { method: 'GET', path: '/api/search/suggestions' },
  listCollections: { method: 'GET', path: '/api/Collection' },
  getCollection: { method: 'GET', path: '/api/Collection/:id' },
  postCollectionsPage: { method: 'POST', path: '/api/collectionPaginate' },
  getCollectionsPage: { method: 'GET', path: '/api/collectionPaginate' },

  // Shopping
  applyPromo: { method: 'POST', path: '/api/promos/apply' },
  placeOrder: { method: 'POST', path: '/api/Order' },
  trackOrder: { method: 'POST', path: '/api/orders/track' },
  issueInvoice: { method: 'POST', path: '/api/factures' },
  remindClientCode: { method: 'POST', path: '/api/clients/code-reminder' },
  saveDraft: { method: 'PUT', path: '/api/brouillons' },
  sendContactMessage: { method: 'POST', path: '/api/ContactMessage' },
  subscribeNewsletter: { method: 'POST', path: '/api/sendemail' },
} as const satisfies Record<string, RouteAddress>;

export type ShopOperationId = keyof typeof SHOP_ROUTES;
export type OwnerOperationId = keyof typeof OWNER_ROUTES;
export type OperationId = keyof typeof OPERATION_ROUTES | ShopOperationId | OwnerOperationId;

/** Every route's address (the API and its document read them all; see API_ROUTES in api-contracts.ts). */
export type ApiRoutes = typeof OPERATION_ROUTES & typeof SHOP_ROUTES & typeof OWNER_ROUTES;

/** The path of an operation, as declared. */
export type PathOf<K extends OperationId> = ApiRoutes[K]['path'];
