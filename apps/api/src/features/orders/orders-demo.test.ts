import { OrderSchema, priceOrder, promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';

// The demo shop as `pnpm start` creates it: its promo codes and its client, through the write API.

const { db } = await useTestDatabase('demo');
const app = await createTestApp(db);
const shopper = await visitor(app);
// A piece sold without a size choice (rings and bracelets need their size on the order line).
const article = await db.article.findFirstOrThrow({
  where: { prix_final: { lt: 150 }, details: { none: { size: { nom: { not: 'Taille unique' } } } } },
  orderBy: { id: 'asc' },
  select: { id: true, prix: true, promo: true },
});
const unit = promoPriceMillimes(toMillimes(article.prix.toString()), article.promo);

describe('the demo promo codes and client', () => {
  it('applies BIENVENUE10 and refuses the expired ETE25, saying it has expired', async () => {
    expect((await shopper.post('/api/promos/apply').send({ code: 'bienvenue10' })).body).toEqual({
      code: 'BIENVENUE10',
      reduction: 10,
    });
    const expired = await shopper.post('/api/promos/apply').send({ code: 'ETE25' });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toBe('Ce code promo a expiré.');
  });

  it('lets CL-DEMO01 use UNIQUE50 once, then refuses it', async () => {
    const body = {
      code_client: 'CL-DEMO01',
      items: [{ quantite: 1, article_id: article.id, prix_unitaire: toDinars(unit) }],
      shipping_charge: toDinars(priceOrder([{ unitMillimes: unit, quantite: 1 }]).shippingMillimes),
      code_promo: 'UNIQUE50',
    };
    const first = await shopper.post('/api/Order').send(body);
    expect(first.status).toBe(201);
    const order = OrderSchema.parse(first.body);
    expect(order).toMatchObject({ code_client: 'CL-DEMO01', code_promo: 'UNIQUE50', reduction: 50 });
    expect(toMillimes(order.total)).toBe(priceOrder([{ unitMillimes: unit, quantite: 1 }], 50).totalMillimes);
    // The demo's past orders took references too: a new one never collides with them.
    expect(await db.order.count({ where: { reference: order.reference } })).toBe(1);

    const second = await shopper.post('/api/Order').send(body);
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({
      code_promo: ["Ce code promo a atteint son nombre maximal d'utilisations."],
    });
  });
});
