import { PromoApplyResponseSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createPromos, databaseState } from '../../../test/shop-fixtures.js';
import { redeemPromo } from './repository.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
await createPromos(db);

const INVALID = { message: 'Code promo invalide.', error: 'Code promo invalide.' };

describe('POST /api/promos/apply', () => {
  it('gives the percent of an active code, whatever its case and spaces, without using it', async () => {
    const before = await databaseState(db);
    const response = await shopper.post('/api/promos/apply').send({ code: '  bienvenue10 ' });
    expect(response.status).toBe(200);
    expect(PromoApplyResponseSchema.parse(response.body)).toEqual({ code: 'BIENVENUE10', reduction: 10 });
    expect(await databaseState(db)).toEqual(before);
  });

  it('reads form data too', async () => {
    const response = await shopper.post('/api/promos/apply').field('code', 'UNIQUE50');
    expect(response.body).toEqual({ code: 'UNIQUE50', reduction: 50 });
  });

  it.each<[string | null, string]>([
    ['ETE25', 'expired'],
    ['NOEL30', 'not started yet'],
    ['PAUSE20', 'switched off'],
    ['EPUISE40', 'used up'],
    ['INCONNU', 'unknown'],
    ['', 'empty'],
    ['   ', 'blank'],
    [null, 'null'],
    ['x'.repeat(41), 'too long'],
  ])('refuses %j (%s) with { error: "Code promo invalide." }', async (code) => {
    const response = await shopper.post('/api/promos/apply').send({ code });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject(INVALID);
  });

  it('refuses a body without a code', async () => {
    expect((await shopper.post('/api/promos/apply').send({})).body).toMatchObject(INVALID);
  });
});

describe('redeemPromo', () => {
  it('lets only one of 20 concurrent transactions use a single-use code, whatever they read before', async () => {
    const promo = await db.promo.create({ data: { code: 'RACE1', reduction: 15, usage_limit: 1 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.$transaction((tx) => redeemPromo(tx, promo.id), { maxWait: 15_000, timeout: 15_000 }),
      ),
    );
    expect(results.filter((reduction) => reduction !== null)).toEqual([15]);
    expect((await db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usage_count).toBe(1);
  });
});
