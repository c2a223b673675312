import {
  MAX_ORDER_MILLIMES,
  priceOrder,
  promoPriceMillimes,
  toDecimalString,
  toDinars,
  toMillimes,
} from '@vitrine/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createClient } from '../../../test/shop-fixtures.js';

// Whatever the cart and the promo code, the order the API stores adds up exactly as the contract's
// pricing function says, and is never negative; a code that cannot be used leaves no order behind.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const category = await db.category.create({ data: { nom: 'Bijoux' } });
const sub = await db.subCategory.create({ data: { nom: 'Tout', category_id: category.id } });
await createClient(db);

const DAY_MS = 86_400_000;
const line = fc.record({
  prixMillimes: fc.oneof(
    fc.integer({ min: 0, max: 500_000 }),
    fc.integer({ min: 0, max: 9_999_999_999 }),
    fc.constantFrom(1, 5, 10_005, 33_335, 149_999, 150_000),
  ),
  promo: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 15, 50, 100)),
  quantite: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 99 })),
});
const promoCode = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('active' as const), reduction: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constantFrom('expired' as const, 'used up' as const, 'inactive' as const),
    reduction: fc.integer({ min: 1, max: 100 }),
  }),
);

const REFUSALS = {
  expired: 'Ce code promo a expiré.',
  'used up': "Ce code promo a atteint son nombre maximal d'utilisations.",
  inactive: 'Code promo invalide.',
};

let run = 0;

describe('the stored grand total', () => {
  it('always equals priceOrder(...) over random carts and promo codes, and is never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), promoCode, async (lines, promo) => {
        run++;
        const articles = await db.article.createManyAndReturn({
          data: lines.map((l, i) => ({
            nom: `Article ${run}-${i}`,
            prix: toDecimalString(l.prixMillimes),
            promo: l.promo,
            sub_category_id: sub.id,
          })),
          select: { id: true },
        });
        const code = `P${run}`;
        if (promo.kind !== 'none') {
          await db.promo.create({
            data: {
              code,
              reduction: promo.reduction,
              active: promo.kind !== 'inactive',
              ends_at: promo.kind === 'expired' ? new Date(Date.now() - DAY_MS) : null,
              usage_limit: promo.kind === 'used up' ? 1 : null,
              usage_count: promo.kind === 'used up' ? 1 : 0,
            },
          });
        }
        // What the storefront computes and sends.
        const units = lines.map((l) => promoPriceMillimes(l.prixMillimes, l.promo));
        const expected = priceOrder(
          units.map((unitMillimes, i) => ({ unitMillimes, quantite: lines[i]!.quantite })),
          promo.kind === 'active' ? promo.reduction : 0,
        );
        const response = await shopper.post('/api/Order').send({
          code_client: 'CL-TEST0001',
          items: lines.map((l, i) => ({
            quantite: l.quantite,
            article_id: articles[i]!.id,
            prix_unitaire: toDinars(units[i]!),
          })),
          shipping_charge: toDinars(expected.shippingMillimes),
          ...(promo.kind === 'none' ? {} : { code_promo: code.toLowerCase() }),
        });

        if (expected.subtotalMillimes + expected.shippingMillimes > MAX_ORDER_MILLIMES) {
          expect(response.status).toBe(422);
          return;
        }
        if (promo.kind !== 'none' && promo.kind !== 'active') {
          expect(response.status).toBe(422);
          expect(response.body.errors).toEqual({ code_promo: [REFUSALS[promo.kind]] });
          expect(await db.order.count({ where: { items: { some: { article_id: articles[0]!.id } } } })).toBe(
            0,
          );
          return;
        }
        expect(response.status).toBe(201);
        const stored = await db.order.findUniqueOrThrow({
          where: { id: response.body.id },
          include: { items: { orderBy: { id: 'asc' } } },
        });
        const millimes = (value: { toString(): string }) => toMillimes(value.toString());
        expect(millimes(stored.total)).toBe(expected.totalMillimes);
        expect(millimes(stored.total)).toBeGreaterThanOrEqual(0);
        expect(millimes(stored.sous_total)).toBe(expected.subtotalMillimes);
        expect(millimes(stored.remise)).toBe(expected.discountMillimes);
        expect(millimes(stored.shipping_charge)).toBe(expected.shippingMillimes);
        expect(stored.items.map((item) => millimes(item.prix_unitaire))).toEqual(units);
        expect(stored.items.map((item) => millimes(item.total))).toEqual(
          expected.lines.map((l) => l.totalMillimes),
        );
        expect(toMillimes(response.body.total)).toBe(expected.totalMillimes);
      }),
      {
        numRuns: 100,
        // An article priced at the most its column holds, bought alone: its price sent back is accepted.
        examples: [
          [[{ prixMillimes: 9_999_999_500, promo: 0, quantite: 1 }], { kind: 'expired', reduction: 10 }],
          [[{ prixMillimes: 9_999_999_999, promo: 0, quantite: 1 }], { kind: 'active', reduction: 10 }],
        ],
      },
    );
  });
});
