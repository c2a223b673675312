export const searchKeys = {
  suggestions: (q: string) => ['search-suggestions', q] as const,
  results: (q: string, page: number) => ['search-results', q, page] as const,
};
