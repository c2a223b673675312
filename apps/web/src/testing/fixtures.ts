import type {
  Article,
  ArticlesPage,
  Category,
  CollectionSummary,
  Color,
  Order,
  Sex,
} from '@vitrine/contracts';

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? 1;
  return {
    id,
    nom: `Bague Éclat ${id}`,
    description: 'Bague en argent 925 sertie d’un zircon.',
    prix: 100,
    promo: 0,
    prix_final: 100,
    image: `/storage/catalogue/bague-${id}-800.webp`,
    images: [
      { id: id * 10, url: `/storage/catalogue/bague-${id}-800.webp` },
      { id: id * 10 + 1, url: `/storage/catalogue/bague-${id}-b-800.webp` },
    ],
    colors: [{ id: 1, nom: 'Doré', code_hexadecimal: '#D4AF37' }],
    sub_category: { id: 2, nom: 'Bagues fines', description: '', categories: { id: 3, nom: 'Bagues' } },
    sex: { id: 1, type: 'Femme' },
    collection: null,
    collection_id: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` articles named « <nom> n°<n> » with ids from `firstId`, each 10 DT dearer than the last. */
export function makeArticles(nom: string, count: number, firstId = 1): Article[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return makeArticle({ id, nom: `${nom} n°${id}`, prix: id * 10, prix_final: id * 10 });
  });
}

/** One page of `POST|GET /api/articlesPaginate`: these articles, one page of them unless said. */
export function makeArticlesPage(articles: Article[], overrides: Partial<ArticlesPage> = {}): ArticlesPage {
  return { articles, total: articles.length, totalPages: 1, currentPage: 1, maxPrice: 300, ...overrides };
}

export const categories: Category[] = [
  { id: 1, nom: 'Colliers', description: '', sub_categories: [] },
  { id: 2, nom: 'Bracelets', description: '', sub_categories: [] },
  { id: 3, nom: 'Bagues', description: '', sub_categories: [{ id: 2, nom: 'Bagues fines' }] },
];
export const sexes: Sex[] = [
  { id: 1, type: 'Femme' },
  { id: 2, type: 'Homme' },
];
export const colors: Color[] = [
  { id: 1, nom: 'Doré', code_hexadecimal: '#D4AF37' },
  { id: 2, nom: 'Argenté', code_hexadecimal: '#C0C0C0' },
];

export function makeCollectionSummary(overrides: Partial<CollectionSummary> = {}): CollectionSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    nom: `Collection ${id}`,
    image: `/storage/collections/c-${id}-800.webp`,
    description: 'Une collection lumineuse.',
    total_price: 250,
    articles_count: 3,
    preview_images: [],
    ...overrides,
  };
}

/** Order VT-2026-000042: 2 × Bague Lune at 40 DT and 1 × Collier Soleil at 30 DT, shipping 7 DT, no code. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    reference: 'VT-2026-000042',
    etat: 'en cours',
    date_commande: '2026-03-14',
    code_client: 'CL-7KQ2M9XH',
    livraison: {
      nom: 'Ben Salah',
      prenom: 'Amira',
      numero_telephone: '22123456',
      adresse: '12 rue de Marseille',
      region: 'Tunis',
      code_postal: '1000',
    },
    code_promo: null,
    reduction: 0,
    items: [
      {
        article_id: 1,
        article_detail_id: null,
        nom: 'Bague Lune',
        quantite: 2,
        prix_unitaire: 40,
        total: 80,
      },
      {
        article_id: 2,
        article_detail_id: null,
        nom: 'Collier Soleil',
        quantite: 1,
        prix_unitaire: 30,
        total: 30,
      },
    ],
    sous_total: 110,
    remise: 0,
    shipping_charge: 7,
    total: 117,
    ...overrides,
  };
}
