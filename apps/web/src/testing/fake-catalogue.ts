import type { Article, Category } from '@vitrine/contracts';
import { categories, colors, makeArticle, sexes } from './fixtures';

/** 30 articles across the fixture categories, priced 10, 20 … 300 DT. */
export const catalogue: Article[] = Array.from({ length: 30 }, (_, index) => {
  const category = categories[index % categories.length] as Category;
  const prix = (index + 1) * 10;
  return makeArticle({
    id: index + 1,
    nom: `${category.nom.slice(0, -1)} n°${index + 1}`,
    prix,
    prix_final: prix,
    sub_category: {
      id: category.id * 10,
      nom: `${category.nom} fines`,
      description: '',
      categories: { id: category.id, nom: category.nom },
    },
    sex: sexes[index % 2] ?? null,
  });
});

/** Answers GET /api/articlesPaginate like the API: filters, sort, pages of `pageSize`. */
export function articlesPaginate(url: URL) {
  const q = url.searchParams;
  const num = (key: string) => (q.get(key) ? Number(q.get(key)) : null);
  const category = num('category_id');
  const sex = num('sex_id');
  const sort = q.get('sortOrder') ?? 'asc';
  const pageSize = num('pageSize') ?? 12;
  const page = num('page') ?? 1;
  const matching = catalogue
    .filter((article) => category === null || article.sub_category.categories.id === category)
    .filter((article) => sex === null || article.sex?.id === sex)
    .sort((a, b) => (sort === 'desc' ? b.prix_final - a.prix_final : a.prix_final - b.prix_final));
  return {
    articles: matching.slice((page - 1) * pageSize, page * pageSize),
    totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
    currentPage: page,
    total: matching.length,
    maxPrice: 300,
  };
}

export const referenceRoutes = {
  '/api/Category': categories,
  '/api/Sex': sexes,
  '/api/Color': colors,
  '/api/Collection': [],
};
