import type { ArticlesPageRequest } from '@vitrine/contracts';

export const catalogKeys = {
  colors: ['colors'] as const,
  page: (query: ArticlesPageRequest) => ['articles-page', query] as const,
};
