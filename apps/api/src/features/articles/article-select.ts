import type { Article } from '@vitrine/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

/** Every column an Article response needs, and nothing else. */
export const articleSelect = {
  id: true,
  nom: true,
  description: true,
  prix: true,
  promo: true,
  prix_final: true,
  image: true,
  collection_id: true,
  created_at: true,
  images: { select: { id: true, url: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  colors: { select: { id: true, nom: true, code_hexadecimal: true }, orderBy: { id: 'asc' } },
  sub_category: {
    select: { id: true, nom: true, description: true, category: { select: { id: true, nom: true } } },
  },
  sex: { select: { id: true, type: true } },
  collection: { select: { id: true, nom: true, image: true } },
} satisfies Prisma.ArticleSelect;

export type ArticleRow = Prisma.ArticleGetPayload<{ select: typeof articleSelect }>;

/** Database row → the API's Article (field names of the specification). */
export function toArticle(row: ArticleRow): Article {
  const { category, ...subCategory } = row.sub_category;
  return {
    ...row,
    prix: row.prix.toNumber(),
    prix_final: row.prix_final.toNumber(),
    sub_category: { ...subCategory, categories: category },
    created_at: row.created_at.toISOString(),
  };
}
