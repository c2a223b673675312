import type { SearchQuery } from '@vitrine/contracts';

export const searchKeys = {
  suggestions: (q: string) => ['search-suggestions', q] as const,
  results: (query: SearchQuery) => ['search-results', query] as const,
};
