import type { OwnerOrdersQuery } from '@vitrine/contracts';

/** Every owner query lives under `['owner']`: signing out forgets them all at once. */
export const ownerKeys = {
  all: ['owner'] as const,
  session: () => ['owner', 'session'] as const,
  orders: () => ['owner', 'orders'] as const,
  orderList: (query: Partial<OwnerOrdersQuery>) => ['owner', 'orders', 'list', query] as const,
  order: (reference: string) => ['owner', 'orders', 'detail', reference] as const,
  articles: () => ['owner', 'articles'] as const,
  articleSearch: (q: string) => ['owner', 'articles', q] as const,
  messages: () => ['owner', 'messages'] as const,
};
