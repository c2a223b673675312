// The API's routes by operation id: where each one answers and who may call it. The contract each one
// reads and answers is in api-contracts.ts, under the same id. This half holds no schema, so the
// storefront's pages, which call the API through it, load no zod (decision 0007).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteAddress {
  method: HttpMethod;
  /** As Express mounts it under the shop's origin: `/api/Article/:id`. */
  path: `/api/${string}`;
  /** Behind the owner's session cookie (`/api/owner/*` but the sign-in). */
  owner?: true;
}

// biome-ignore format: a table, one route a line
export const API_ROUTES = {
  // Operations: a load balancer's probes, the shop's state, this description.
  getLiveness: { method: 'GET', path: '/api/health/live' },
  getReadiness: { method: 'GET', path: '/api/health/ready' },
  getHealth: { method: 'GET', path: '/api/health' },
  getOpenApiDocument: { method: 'GET', path: '/api/openapi.json' },

  // Catalogue
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
  remindClientCode: { method: 'POST', path: '/api/clients/code-reminder' },
  sendContactMessage: { method: 'POST', path: '/api/ContactMessage' },
  subscribeNewsletter: { method: 'POST', path: '/api/sendemail' },

  // Owner console: every route but the sign-in needs the session cookie.
  signIn: { method: 'POST', path: '/api/owner/session' },
  getOwnerSession: { method: 'GET', path: '/api/owner/session', owner: true },
  signOut: { method: 'DELETE', path: '/api/owner/session', owner: true },
  listOwnerOrders: { method: 'GET', path: '/api/owner/orders', owner: true },
  exportOwnerOrders: { method: 'GET', path: '/api/owner/orders.csv', owner: true },
  getOwnerOrder: { method: 'GET', path: '/api/owner/orders/:reference', owner: true },
  moveOwnerOrder: { method: 'POST', path: '/api/owner/orders/:reference/etat', owner: true },
  listOwnerMessages: { method: 'GET', path: '/api/owner/messages', owner: true },
  markOwnerMessage: { method: 'POST', path: '/api/owner/messages/:id/lu', owner: true },
  listOwnerArticles: { method: 'GET', path: '/api/owner/articles', owner: true },
  getArticlePhotos: { method: 'GET', path: '/api/owner/articles/:id/images', owner: true },
  addArticlePhotos: { method: 'POST', path: '/api/owner/articles/:id/images', owner: true },
  reorderArticlePhotos: { method: 'PUT', path: '/api/owner/articles/:id/images', owner: true },
  removeArticlePhoto: { method: 'DELETE', path: '/api/owner/articles/:id/images/:imageId', owner: true },
} as const satisfies Record<string, RouteAddress>;

export type OperationId = keyof typeof API_ROUTES;

/** The path of an operation, as declared. */
export type PathOf<K extends OperationId> = (typeof API_ROUTES)[K]['path'];

/** The names of a path's parameters: `'id' | 'imageId'` for `/api/owner/articles/:id/images/:imageId`. */
export type PathParameterName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `/api/Article/:id` → `/api/Article/7`, each parameter URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
