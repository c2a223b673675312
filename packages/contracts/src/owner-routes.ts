import type { RouteAddress } from './route-address.js';

// biome-ignore format: a table, one route a line
/** The owner console's: every route but the sign-in needs the session cookie. */
export const OWNER_ROUTES = {
  signIn: { method: 'POST', path: '/api/owner/session' },
  getOwnerSession: { method: 'GET', path: '/api/owner/session', owner: true },
  signOut: { method: 'DELETE', path: '/api/owner/session', owner: true },
  listOwnerOrders: { method: 'GET', path: '/api/owner/orders', owner: true },
  exportOwnerOrders: { method: 'GET', path: '/api/owner/orders.csv', owner: true },
  getOwnerOrder: { method: 'GET', path: '/api/owner/orders/:reference', owner: true },
  moveOwnerOrder: { method: 'POST', path: '/api/owner/orders/:reference/etat', owner: true },
  changeOwnerOrder: { method: 'PATCH', path: '/api/owner/orders/:reference', owner: true },
  recordOrderCall: { method: 'POST', path: '/api/owner/orders/:reference/appels', owner: true },
  listOwnerClients: { method: 'GET', path: '/api/owner/clients', owner: true },
  getOwnerClient: { method: 'GET', path: '/api/owner/clients/:telephone', owner: true },
  addClientNote: { method: 'POST', path: '/api/owner/clients/:telephone/notes', owner: true },
  blockClient: { method: 'POST', path: '/api/owner/clients/:telephone/blocage', owner: true },
  getOwnerStats: { method: 'GET', path: '/api/owner/stats', owner: true },
  listOwnerDrafts: { method: 'GET', path: '/api/owner/brouillons', owner: true },
  streamOwnerEvents: { method: 'GET', path: '/api/owner/events', owner: true },
  listOwnerMessages: { method: 'GET', path: '/api/owner/messages', owner: true },
  markOwnerMessage: { method: 'POST', path: '/api/owner/messages/:id/lu', owner: true },
  listOwnerArticles: { method: 'GET', path: '/api/owner/articles', owner: true },
  getArticlePhotos: { method: 'GET', path: '/api/owner/articles/:id/images', owner: true },
  addArticlePhotos: { method: 'POST', path: '/api/owner/articles/:id/images', owner: true },
  reorderArticlePhotos: { method: 'PUT', path: '/api/owner/articles/:id/images', owner: true },
  removeArticlePhoto: { method: 'DELETE', path: '/api/owner/articles/:id/images/:imageId', owner: true },
} as const satisfies Record<string, RouteAddress>;
