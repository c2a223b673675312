import { promoPriceMillimes, toDecimalString, toMillimes } from '@vitrine/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';

// PostgreSQL keeps articles.prix_final (so the listing can sort and filter on an index); the shop's
// pricing rule lives in contracts. They must agree to the millime for every price and promo.
const { db } = await useTestDatabase('empty');
const category = await db.category.create({ data: { nom: 'Bagues' } });
const sub = await db.subCategory.create({ data: { nom: 'Solitaires', category_id: category.id } });

describe('articles.prix_final', () => {
  it('equals promoPriceMillimes for any price and promo', async () => {
    const cases = fc.sample(
      fc.tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 100 })),
      400,
    );
    cases.push([33_335, 15], [10_005, 50], [10_003, 50], [99_999, 33], [1, 50]);
    await db.article.createMany({
      data: cases.map(([prix, promo], index) => ({
        nom: `A${index}`,
        prix: toDecimalString(prix),
        promo,
        sub_category_id: sub.id,
      })),
    });
    const rows = await db.article.findMany({
      select: { nom: true, prix_final: true },
      orderBy: { id: 'asc' },
    });
    const mismatches = rows.filter((row, index) => {
      const [prix, promo] = cases[index]!;
      return toMillimes(row.prix_final.toString()) !== promoPriceMillimes(prix, promo);
    });
    expect(mismatches).toEqual([]);
  });
});
