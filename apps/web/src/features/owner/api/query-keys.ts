import type { OwnerOrdersQuery } from '@vitrine/contracts';

/** Every owner query lives under `['owner']`: signing out forgets them all at once. */
export const ownerKeys = {
  all: ['owner'] as const,
  session: () => [...ownerKeys.all, 'session'] as const,
  /** Every orders query: the lists and their counts, the queue, each order. */
  orders: () => [...ownerKeys.all, 'orders'] as const,
  orderLists: () => [...ownerKeys.all, 'orders', 'list'] as const,
  orderList: (query: Partial<OwnerOrdersQuery>) => [...ownerKeys.orderLists(), query] as const,
  order: (reference: string) => [...ownerKeys.all, 'orders', 'detail', reference] as const,
  articles: () => [...ownerKeys.all, 'articles'] as const,
  articleSearch: (q: string) => [...ownerKeys.articles(), q] as const,
  /** One article as its form edits it, and its photos: outside the searches' lists. */
  article: (id: number) => [...ownerKeys.all, 'article', id] as const,
  articlePhotos: (id: number) => [...ownerKeys.article(id), 'photos'] as const,
  lowStock: (seuil: number) => [...ownerKeys.all, 'stock', seuil] as const,
  promos: () => [...ownerKeys.all, 'promos'] as const,
  messages: () => [...ownerKeys.all, 'messages'] as const,
  messagePage: (page: number) => [...ownerKeys.messages(), page] as const,
  team: () => [...ownerKeys.all, 'team'] as const,
  journalPage: (page: number) => [...ownerKeys.all, 'journal', page] as const,
};
