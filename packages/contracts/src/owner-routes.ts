import type { RouteAddress } from './route-address.js';
import type { StaffRole } from './team.js';

// The console's routes and who may use each: `owner` names the roles a session must have (401 without
// a session, 403 for another role). A new route names its roles here and nowhere else: the API's
// guard, the console's sections and the route × role test all read this table.

const ALL: readonly StaffRole[] = ['proprietaire', 'confirmation', 'preparation'];
/** The order desk: calls, order changes, customer records. */
const DESK: readonly StaffRole[] = ['proprietaire', 'confirmation'];
/** Packing and shipping: the packing slips. */
const SHIPPING: readonly StaffRole[] = ['proprietaire', 'preparation'];
const OWNER: readonly StaffRole[] = ['proprietaire'];

// biome-ignore format: a table, one route a line
/** The owner console's: every route but the sign-in needs the session cookie, and one of its roles. */
export const OWNER_ROUTES = {
  signIn: { method: 'POST', path: '/api/owner/session' },
  getOwnerSession: { method: 'GET', path: '/api/owner/session', owner: ALL },
  signOut: { method: 'DELETE', path: '/api/owner/session', owner: ALL },
  listOwnerOrders: { method: 'GET', path: '/api/owner/orders', owner: ALL },
  exportOwnerOrders: { method: 'GET', path: '/api/owner/orders.csv', owner: OWNER },
  getOwnerOrder: { method: 'GET', path: '/api/owner/orders/:reference', owner: ALL },
  // Each role to its own states (ROLE_ORDER_MOVES, team.ts).
  moveOwnerOrder: { method: 'POST', path: '/api/owner/orders/:reference/etat', owner: ALL },
  moveOwnerOrders: { method: 'POST', path: '/api/owner/orders/etat', owner: ALL },
  changeOwnerOrder: { method: 'PATCH', path: '/api/owner/orders/:reference', owner: DESK },
  recordOrderCall: { method: 'POST', path: '/api/owner/orders/:reference/appels', owner: DESK },
  listOwnerClients: { method: 'GET', path: '/api/owner/clients', owner: DESK },
  getOwnerClient: { method: 'GET', path: '/api/owner/clients/:telephone', owner: DESK },
  addClientNote: { method: 'POST', path: '/api/owner/clients/:telephone/notes', owner: DESK },
  blockClient: { method: 'POST', path: '/api/owner/clients/:telephone/blocage', owner: DESK },
  getOwnerStats: { method: 'GET', path: '/api/owner/stats', owner: OWNER },
  listOwnerDrafts: { method: 'GET', path: '/api/owner/brouillons', owner: OWNER },
  streamOwnerEvents: { method: 'GET', path: '/api/owner/events', owner: ALL },
  listOwnerMessages: { method: 'GET', path: '/api/owner/messages', owner: OWNER },
  markOwnerMessage: { method: 'POST', path: '/api/owner/messages/:id/lu', owner: OWNER },
  listOwnerArticles: { method: 'GET', path: '/api/owner/articles', owner: OWNER },
  getArticlePhotos: { method: 'GET', path: '/api/owner/articles/:id/images', owner: OWNER },
  addArticlePhotos: { method: 'POST', path: '/api/owner/articles/:id/images', owner: OWNER },
  reorderArticlePhotos: { method: 'PUT', path: '/api/owner/articles/:id/images', owner: OWNER },
  removeArticlePhoto: { method: 'DELETE', path: '/api/owner/articles/:id/images/:imageId', owner: OWNER },
  listStaff: { method: 'GET', path: '/api/owner/equipe', owner: OWNER },
  addStaff: { method: 'POST', path: '/api/owner/equipe', owner: OWNER },
  changeStaff: { method: 'PATCH', path: '/api/owner/equipe/:id', owner: OWNER },
  getJournal: { method: 'GET', path: '/api/owner/journal', owner: OWNER },
  createOwnerArticle: { method: 'POST', path: '/api/owner/articles', owner: OWNER },
  getOwnerArticle: { method: 'GET', path: '/api/owner/articles/:id', owner: OWNER },
  changeOwnerArticle: { method: 'PATCH', path: '/api/owner/articles/:id', owner: OWNER },
  hideOwnerArticle: { method: 'DELETE', path: '/api/owner/articles/:id', owner: OWNER },
  setArticleSizes: { method: 'PUT', path: '/api/owner/articles/:id/tailles', owner: OWNER },
  listLowStock: { method: 'GET', path: '/api/owner/stock', owner: OWNER },
  getPackingSlip: { method: 'GET', path: '/api/owner/orders/:reference/bon.pdf', owner: SHIPPING },
  printPackingSlips: { method: 'POST', path: '/api/owner/bons.pdf', owner: SHIPPING },
  listOwnerPromos: { method: 'GET', path: '/api/owner/promos', owner: OWNER },
  createOwnerPromo: { method: 'POST', path: '/api/owner/promos', owner: OWNER },
  changeOwnerPromo: { method: 'PATCH', path: '/api/owner/promos/:id', owner: OWNER },
} as const satisfies Record<string, RouteAddress>;

/** Whether a session of `role` may use the route (false for the sign-in, which needs no session). */
export function roleMayUse(role: StaffRole, operation: keyof typeof OWNER_ROUTES): boolean {
  const route: RouteAddress = OWNER_ROUTES[operation];
  return route.owner?.includes(role) ?? false;
}
