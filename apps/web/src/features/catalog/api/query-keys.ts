import type { ArticlesPageRequest } from '@vitrine/contracts';

export const catalogKeys = {
  page: (query: ArticlesPageRequest) => ['articles-page', query] as const,
};
