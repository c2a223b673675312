import { type ArticleFilters, ArticlesPageSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { articleConditions } from './article-filters.js';
import { LISTING_ORDER, type ListingSort, listingOrder } from './article-json.js';
import { findListingPage } from './repository.js';

// The listing reads a page from whichever end of its order is nearer (listingStatement): every page,
// from both ends, with ties on the sort key and filters read from other tables, must be the slice of
// the plain ORDER BY that OFFSET would give.
const { db } = await useTestDatabase('demo');
// Ties on both sort keys: the id alone must order them, forwards and backwards.
await db.$executeRaw`UPDATE articles SET prix = 100, promo = 0 WHERE id % 7 = 0`;
await db.$executeRaw`UPDATE articles SET created_at = '2026-01-01T00:00:00Z' WHERE id % 5 = 0`;

const category = await db.category.findFirstOrThrow({ orderBy: { id: 'asc' } });
const color = await db.color.findFirstOrThrow({ orderBy: { id: 'asc' } });
const size = await db.size.findFirstOrThrow({ orderBy: { id: 'asc' } });
const sex = await db.sex.findFirstOrThrow({ orderBy: { id: 'asc' } });

const filterSets: Array<[string, ArticleFilters]> = [
  ['no filter', {}],
  ['category', { category_id: category.id }],
  ['colour', { color_id: color.id }],
  ['category + colour', { category_id: category.id, color_id: color.id }],
  ['size + sex + price range', { size_id: size.id, sex_id: sex.id, minValue: 20, maxValue: 400 }],
  ['nothing matches', { minValue: 9_999_999 }],
];
const sorts = Object.keys(LISTING_ORDER) as ListingSort[];

async function expectedIds(filters: ArticleFilters, sort: ListingSort): Promise<number[]> {
  const all = db.kysely
    .selectFrom('articles as a')
    .select('a.id')
    .where(articleConditions(filters))
    .orderBy(listingOrder(sort));
  return (await all.execute()).map((row) => row.id);
}

describe('deep pages of the listing', () => {
  it('has ties on the price and the date to page through', async () => {
    const ties = await db.$queryRaw<Array<{ prices: number; dates: number }>>`
      SELECT (count(*) - count(DISTINCT prix_final))::int AS prices,
             (count(*) - count(DISTINCT created_at))::int AS dates FROM articles`;
    expect(ties[0]?.prices).toBeGreaterThan(3);
    expect(ties[0]?.dates).toBeGreaterThan(3);
  });

  for (const [label, filters] of filterSets) {
    it.each(sorts)(`${label}, %s: every page is the slice of the whole order`, async (sortOrder) => {
      const all = await expectedIds(filters, sortOrder);
      for (const pageSize of [5, 12]) {
        const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
        for (let page = 1; page <= totalPages + 1; page++) {
          const answer = ArticlesPageSchema.parse(
            JSON.parse(await findListingPage(db, { ...filters, sortOrder, page, pageSize })),
          );
          expect(answer.articles.map((article) => article.id)).toEqual(
            all.slice((page - 1) * pageSize, page * pageSize),
          );
          expect(answer).toMatchObject({ total: all.length, totalPages, currentPage: page });
        }
      }
    });
  }
});
