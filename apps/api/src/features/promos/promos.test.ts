import { PromoApplyResponseSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createOneArticleShop, createPromos, databaseState } from '../../../test/shop-fixtures.js';
import { withTransaction } from '../../db/transaction.js';
import { redeemPromo } from './repository.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
await createPromos(db);
const { bague } = await createOneArticleShop(db);

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

  it.each([
    ['ETE25', 'expired', 'Ce code promo a expiré.'],
    ['ete25', 'expired, typed in lower case', 'Ce code promo a expiré.'],
    ['NOEL30', 'not started yet', "Ce code promo n'est pas encore valable."],
    ['EPUISE40', 'used up', "Ce code promo a atteint son nombre maximal d'utilisations."],
    ['PAUSE20', 'switched off', 'Code promo invalide.'],
    ['INCONNU', 'unknown', 'Code promo invalide.'],
  ])('refuses %j (%s) with « %s », changing nothing', async (code, _why, message) => {
    const before = await databaseState(db);
    const response = await shopper.post('/api/promos/apply').send({ code });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message, error: message, errors: { code: [message] } });
    expect(await databaseState(db)).toEqual(before);
  });

  it.each<[string | null, string]>([
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

describe('POST /api/Order with a code that cannot be used', () => {
  it.each([
    ['ete25', 'Ce code promo a expiré.'],
    ['EPUISE40', "Ce code promo a atteint son nombre maximal d'utilisations."],
    ['INCONNU', 'Code promo invalide.'],
  ])('refuses %j with « %s » on the code field, placing nothing', async (code, message) => {
    const before = await databaseState(db);
    const response = await shopper
      .post('/api/Order')
      .send({ code_client: 'CL-TEST0001', items: [{ quantite: 1, article_id: bague.id }], code_promo: code });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message, error: message, errors: { code_promo: [message] } });
    expect(await databaseState(db)).toEqual(before);
  });

  it('says a single-use code is used up to the order that comes after the one that used it', async () => {
    const order = { code_client: 'CL-TEST0001', items: [{ quantite: 1, article_id: bague.id }] };
    expect((await shopper.post('/api/Order').send({ ...order, code_promo: 'UNIQUE50' })).status).toBe(201);
    const second = await shopper.post('/api/Order').send({ ...order, code_promo: 'UNIQUE50' });
    expect(second.body.errors).toEqual({
      code_promo: ["Ce code promo a atteint son nombre maximal d'utilisations."],
    });
  });
});

describe('redeemPromo', () => {
  it('lets only one of 20 concurrent transactions use a single-use code, whatever they read before', async () => {
    const promo = await db.promo.create({ data: { code: 'RACE1', reduction: 15, usage_limit: 1 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withTransaction(db.kysely, (trx) => redeemPromo(trx, promo.id))),
    );
    expect(results.filter((reduction) => reduction !== null)).toEqual([15]);
    expect((await db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usage_count).toBe(1);
  });
});
