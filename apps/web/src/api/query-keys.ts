// Query keys of the reads shared by several features (menu, filters, stores).
export const sharedKeys = {
  categories: ['categories'] as const,
  sexes: ['sexes'] as const,
  colors: ['colors'] as const,
  collections: ['collections', 'all'] as const,
  article: (id: number) => ['article', id] as const,
  articleSizes: (id: number) => ['article', id, 'sizes'] as const,
};
