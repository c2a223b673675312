import { toDecimalString } from '@vitrine/contracts';
import type { Db } from '../src/db/prisma.js';

// A small, known catalogue for tests that assert exact results ("when filtering by …, then …").

export interface FixtureArticle {
  nom: string;
  prixMillimes: number;
  promo?: number;
  sub: 'solitaires' | 'alliances' | 'pendentifs';
  sex?: 'Femme' | 'Homme';
  collection?: 'Jasmin' | 'Médina' | 'Éclat';
  colors?: Array<'Or' | 'Argent'>;
  sizes?: Array<'52' | '54'>;
  images?: number;
  createdDaysAgo?: number;
}

export async function createCatalogue(db: Db, articles: FixtureArticle[]) {
  const bagues = await db.category.create({ data: { nom: 'Bagues' } });
  const colliers = await db.category.create({ data: { nom: 'Colliers' } });
  const subs = {
    solitaires: await db.subCategory.create({ data: { nom: 'Solitaires', category_id: bagues.id } }),
    alliances: await db.subCategory.create({ data: { nom: 'Alliances', category_id: bagues.id } }),
    pendentifs: await db.subCategory.create({ data: { nom: 'Pendentifs', category_id: colliers.id } }),
  };
  const sexes = {
    Femme: await db.sex.create({ data: { type: 'Femme' } }),
    Homme: await db.sex.create({ data: { type: 'Homme' } }),
  };
  const collections = {
    Jasmin: await db.collection.create({ data: { nom: 'Jasmin', description: 'Fleurs' } }),
    Médina: await db.collection.create({ data: { nom: 'Médina', description: 'Ruelles' } }),
    Éclat: await db.collection.create({ data: { nom: 'Éclat', description: 'Lumière' } }),
  };
  const colors = {
    Or: await db.color.create({ data: { nom: 'Or', code_hexadecimal: '#D4AF37' } }),
    Argent: await db.color.create({ data: { nom: 'Argent', code_hexadecimal: '#C0C0C0' } }),
  };
  const sizes = {
    '52': await db.size.create({ data: { nom: '52', position: 1 } }),
    '54': await db.size.create({ data: { nom: '54', position: 2 } }),
  };
  const now = Date.now();
  const created = [];
  for (const [index, article] of articles.entries()) {
    const row = await db.article.create({
      data: {
        nom: article.nom,
        description: `Description de ${article.nom}`,
        prix: toDecimalString(article.prixMillimes),
        promo: article.promo ?? 0,
        image: `/storage/test/${index}-1-800.webp`,
        sub_category_id: subs[article.sub].id,
        sex_id: article.sex ? sexes[article.sex].id : null,
        collection_id: article.collection ? collections[article.collection].id : null,
        created_at: new Date(now - (article.createdDaysAgo ?? index) * 86_400_000),
        colors: { connect: (article.colors ?? []).map((color) => ({ id: colors[color].id })) },
        images: {
          create: Array.from({ length: article.images ?? 2 }, (_, position) => ({
            url: `/storage/test/${index}-${position + 1}-800.webp`,
            position,
          })),
        },
        details: { create: (article.sizes ?? []).map((size) => ({ size_id: sizes[size].id, stock: 10 })) },
      },
    });
    created.push(row);
  }
  return { categories: { bagues, colliers }, subs, sexes, collections, colors, sizes, articles: created };
}
