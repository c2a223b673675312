import { OwnerPromoListSchema, OwnerPromoSchema, PROMO_ADMIN_MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { signedInOwner } from '../../../test/owner.js';
import { createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);
const shopper = await visitor(app);
const { bague, client } = await createOneArticleShop(db);

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function listed(code: string) {
  const response = await owner.get('/api/owner/promos');
  expect(response.status).toBe(200);
  return OwnerPromoListSchema.parse(response.body).promos.find((promo) => promo.code === code);
}

describe('POST /api/owner/promos', () => {
  it('creates a code as the shop matches it (upper case, trimmed) that the checkout then accepts', async () => {
    const response = await owner.post('/api/owner/promos').send({ code: '  printemps15 ', reduction: 15 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number) });
    expect(await listed('PRINTEMPS15')).toMatchObject({
      id: response.body.id,
      reduction: 15,
      active: true,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      usage_count: 0,
    });
    const applied = await shopper.post('/api/promos/apply').send({ code: 'Printemps15' });
    expect(applied.body).toEqual({ code: 'PRINTEMPS15', reduction: 15 });
  });

  it('keeps a window and a limit, and lists the uses the orders counted', async () => {
    const created = await owner.post('/api/owner/promos').send({
      code: 'SOLDES20',
      reduction: '20',
      starts_at: inDays(-1),
      ends_at: inDays(7),
      usage_limit: 3,
    });
    expect(created.status).toBe(201);
    const order = {
      code_client: client.code_client,
      items: [{ quantite: 1, article_id: bague.id }],
      code_promo: 'soldes20',
    };
    expect((await shopper.post('/api/Order').send(order)).status).toBe(201);
    expect(await listed('SOLDES20')).toMatchObject({ reduction: 20, usage_limit: 3, usage_count: 1 });
  });

  it.each([
    [{ code: 'ZERO', reduction: 0 }, 'reduction', PROMO_ADMIN_MESSAGES.reductionInvalid],
    [{ code: 'TROP', reduction: 101 }, 'reduction', PROMO_ADMIN_MESSAGES.reductionInvalid],
    [{ code: 'DEMI', reduction: 12.5 }, 'reduction', PROMO_ADMIN_MESSAGES.reductionInvalid],
    [{ code: '   ', reduction: 10 }, 'code', PROMO_ADMIN_MESSAGES.codeRequired],
    [{ code: 'DEUX MOTS', reduction: 10 }, 'code', PROMO_ADMIN_MESSAGES.codeCharacters],
    [{ code: 'X'.repeat(41), reduction: 10 }, 'code', PROMO_ADMIN_MESSAGES.codeTooLong],
    [
      { code: 'ENVERS', reduction: 10, starts_at: inDays(5), ends_at: inDays(1) },
      'ends_at',
      PROMO_ADMIN_MESSAGES.endsBeforeStarts,
    ],
    [{ code: 'DATE', reduction: 10, ends_at: 'demain' }, 'ends_at', PROMO_ADMIN_MESSAGES.dateInvalid],
    [
      { code: 'LIMITE', reduction: 10, usage_limit: 0 },
      'usage_limit',
      PROMO_ADMIN_MESSAGES.usageLimitInvalid,
    ],
    [{ code: 'COMPTE', reduction: 10, usage_count: 5 }, '_', 'Les données envoyées sont invalides.'],
  ])('refuses %j with a French 422 on %s, creating nothing', async (body, field, message) => {
    const before = await databaseState(db);
    const response = await owner.post('/api/owner/promos').send(body);
    expect(response.status).toBe(422);
    if (field !== '_') expect(response.body.errors[field]).toEqual([message]);
    else expect(response.body.message).toBeTypeOf('string');
    expect(await databaseState(db)).toEqual(before);
  });

  it('refuses a code the shop already has, whatever its case, with a French 409', async () => {
    await owner.post('/api/owner/promos').send({ code: 'DOUBLE', reduction: 10 });
    const before = await databaseState(db);
    const response = await owner.post('/api/owner/promos').send({ code: 'double ', reduction: 30 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(PROMO_ADMIN_MESSAGES.codeTaken('DOUBLE'));
    expect(await databaseState(db)).toEqual(before);
  });

  it('is the signed-in owner’s only', async () => {
    const response = await shopper.post('/api/owner/promos').send({ code: 'PIRATE', reduction: 90 });
    expect(response.status).toBe(401);
    expect(await listed('PIRATE')).toBeUndefined();
  });
});

describe('PATCH /api/owner/promos/:id', () => {
  async function create(code: string, extra: Record<string, unknown> = {}) {
    const response = await owner.post('/api/owner/promos').send({ code, reduction: 10, ...extra });
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  it('changes any field and answers the code as it now is; switched off, the checkout refuses it', async () => {
    const id = await create('ETE10');
    const response = await owner
      .patch(`/api/owner/promos/${id}`)
      .send({ reduction: 12, active: false, usage_limit: 50 });
    expect(response.status).toBe(200);
    expect(OwnerPromoSchema.parse(response.body)).toMatchObject({
      code: 'ETE10',
      reduction: 12,
      active: false,
      usage_limit: 50,
    });
    expect((await shopper.post('/api/promos/apply').send({ code: 'ETE10' })).status).toBe(422);
  });

  it('checks a new end against the start the code already has', async () => {
    const id = await create('FENETRE', { starts_at: inDays(3) });
    const response = await owner.patch(`/api/owner/promos/${id}`).send({ ends_at: inDays(1) });
    expect(response.status).toBe(422);
    expect(response.body.errors.ends_at).toEqual([PROMO_ADMIN_MESSAGES.endsBeforeStarts]);
    expect(await listed('FENETRE')).toMatchObject({ ends_at: null });
  });

  it('never sets a limit under the uses already counted, and never takes the usage count', async () => {
    const id = await create('UTILISE');
    await db.promo.update({ where: { id }, data: { usage_count: 4 } });
    const under = await owner.patch(`/api/owner/promos/${id}`).send({ usage_limit: 3 });
    expect(under.status).toBe(422);
    expect(under.body.errors.usage_limit).toEqual([PROMO_ADMIN_MESSAGES.usageLimitUnderCount(4)]);
    const count = await owner.patch(`/api/owner/promos/${id}`).send({ usage_count: 0 });
    expect(count.status).toBe(422);
    expect(await listed('UTILISE')).toMatchObject({ usage_limit: null, usage_count: 4 });
  });

  it('refuses renaming to a code the shop has (409), an empty change (422), an unknown id (404)', async () => {
    await create('PRIS');
    const id = await create('LIBRE');
    const taken = await owner.patch(`/api/owner/promos/${id}`).send({ code: 'pris' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(PROMO_ADMIN_MESSAGES.codeTaken('PRIS'));
    const empty = await owner.patch(`/api/owner/promos/${id}`).send({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors._).toEqual([PROMO_ADMIN_MESSAGES.promoChangeEmpty]);
    const unknown = await owner.patch('/api/owner/promos/999999').send({ active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PROMO_ADMIN_MESSAGES.promoNotFound);
    expect(await listed('LIBRE')).toBeDefined();
  });
});
