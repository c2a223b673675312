import type { ArticlesPageRequest, CollectionsPageRequest, SearchQuery } from '@vitrine/contracts';

const catalogue = ['catalogue'] as const;
const articles = [...catalogue, 'articles'] as const;
const collections = [...catalogue, 'collections'] as const;

/**
 * The query keys of every storefront read, for the pages' hooks, the first reads the server awaits
 * before it renders a page and any invalidation. A key nests under the one it depends
 * on: forgetting an article also forgets its sizes and its similar products.
 */
export const catalogueKeys = {
  categories: () => [...catalogue, 'categories'] as const,
  sexes: () => [...catalogue, 'sexes'] as const,
  colors: () => [...catalogue, 'colors'] as const,
  collections: () => [...collections, 'all'] as const,
  collectionsPage: (query: CollectionsPageRequest) => [...collections, 'page', query] as const,
  collection: (id: number) => [...collections, 'detail', id] as const,
  listing: (filters: ArticlesPageRequest) => [...articles, 'listing', filters] as const,
  article: (id: number) => [...articles, 'detail', id] as const,
  articleStock: (id: number) => [...catalogueKeys.article(id), 'stock'] as const,
  similarArticles: (id: number) => [...catalogueKeys.article(id), 'similar'] as const,
  topSellers: () => [...articles, 'top-sellers'] as const,
  latest: () => [...articles, 'latest'] as const,
  searchResults: (query: SearchQuery) => [...catalogue, 'search', 'results', query] as const,
  searchSuggestions: (q: string) => [...catalogue, 'search', 'suggestions', q] as const,
  events: () => [...catalogue, 'events'] as const,
  siteImages: () => [...catalogue, 'site-images'] as const,
};
