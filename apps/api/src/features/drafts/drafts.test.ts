import { MESSAGES, OrderSchema, OwnerDraftsSchema } from '@vitrine/contracts';
import { sql } from 'kysely';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Visitor, visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { signedInOwner } from '../../../test/owner.js';
import { draftTasks, PRUNE_DRAFTS_TASK } from './tasks.js';

// Abandoned checkouts: the cart a shopper leaves on /VerifShop once a phone is typed, which the owner
// finds in the console until an order comes from that phone or the week is over.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);
const { articles } = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, promo: 15, sub: 'solitaires' },
  { nom: 'Pendentif Étoile', prixMillimes: 48_500, sub: 'pendentifs' },
]);
const [bague, pendentif] = articles.map(({ id }) => ({ id })) as [{ id: number }, { id: number }];

const put = (shopper: Visitor, body: object) =>
  request(app)
    .put('/api/brouillons')
    .set('Cookie', shopper.cookie)
    .set('X-XSRF-TOKEN', shopper.token)
    .send(body);

async function drafts() {
  const response = await owner.get('/api/owner/brouillons');
  expect(response.status, response.text).toBe(200);
  return OwnerDraftsSchema.parse(response.body);
}

const draftRows = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM brouillons`.execute(db.kysely)).rows[0]?.n);

describe('a shopper’s draft', () => {
  it('is kept once, updated as the cart changes, and priced at today’s prices for the owner', async () => {
    const sonia = await visitor(app);
    const first = await put(sonia, {
      telephone: '98 123 456',
      prenom: 'Sonia',
      articles: [{ id: bague.id, quantite: 1 }],
    });
    expect(first.status, first.text).toBe(204);
    expect((await drafts()).map((draft) => draft.telephone)).toContain('98123456');

    const second = await put(sonia, {
      telephone: '98123456',
      prenom: 'Sonia',
      articles: [
        { id: bague.id, quantite: 2 },
        { id: pendentif.id, quantite: 1 },
      ],
    });
    expect(second.status).toBe(204);
    const mine = (await drafts()).filter((draft) => draft.telephone === '98123456');
    // One draft per visitor: the second save replaced the first.
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      prenom: 'Sonia',
      articles: [
        { id: bague.id, nom: 'Bague Aube', quantite: 2, prix: 102_000 },
        { id: pendentif.id, nom: 'Pendentif Étoile', quantite: 1, prix: 48_500 },
      ],
      valeur: 252_500,
    });

    // Today's prices: a promo changed since the save is the price the owner sees.
    await sql`UPDATE articles SET promo = 50 WHERE id = ${pendentif.id}`.execute(db.kysely);
    const repriced = (await drafts()).find((draft) => draft.telephone === '98123456');
    expect(repriced?.articles[1]?.prix).toBe(24_250);
    expect(repriced?.valeur).toBe(228_250);
  });

  it('lists the newest first, another visitor’s draft apart', async () => {
    const karim = await visitor(app);
    expect(
      (await put(karim, { telephone: '22333444', articles: [{ id: pendentif.id, quantite: 1 }] })).status,
    ).toBe(204);
    const listed = await drafts();
    expect(listed[0]).toMatchObject({ telephone: '22333444', prenom: null });
    expect(listed.map((draft) => draft.telephone)).toContain('98123456');
  });

  it('goes when an order is placed with its phone', async () => {
    const nadia = await visitor(app);
    expect(
      (
        await put(nadia, {
          telephone: '55666777',
          prenom: 'Nadia',
          articles: [{ id: bague.id, quantite: 1 }],
        })
      ).status,
    ).toBe(204);
    const order = await nadia.post('/api/Order').send({
      client: {
        nom: 'Ben Ali',
        prenom: 'Nadia',
        region: 'Tunis',
        adresse: '12 rue de Marseille',
        numero_telephone: '55 666 777',
        adresse_mail: 'nadia@example.tn',
      },
      items: [{ article_id: bague.id, quantite: 1 }],
    });
    expect(order.status, order.text).toBe(201);
    OrderSchema.parse(order.body);
    expect((await drafts()).map((draft) => draft.telephone)).not.toContain('55666777');
    expect(
      (await sql`SELECT 1 FROM brouillons WHERE telephone = '55666777'`.execute(db.kysely)).rows,
    ).toHaveLength(0);
  });

  it('is no longer shown after 7 days, and the hourly job forgets it', async () => {
    const old = await visitor(app);
    expect(
      (await put(old, { telephone: '77888999', articles: [{ id: bague.id, quantite: 1 }] })).status,
    ).toBe(204);
    await sql`UPDATE brouillons SET updated_at = now() - interval '7 days 1 minute' WHERE telephone = '77888999'`.execute(
      db.kysely,
    );
    expect((await drafts()).map((draft) => draft.telephone)).not.toContain('77888999');
    const before = await draftRows();
    await draftTasks({ db, logger: pino({ level: 'silent' }) })[PRUNE_DRAFTS_TASK]();
    expect(await draftRows()).toBe(before - 1);
    expect(
      (await sql`SELECT 1 FROM brouillons WHERE telephone = '77888999'`.execute(db.kysely)).rows,
    ).toHaveLength(0);
  });
});

describe('a refused draft', () => {
  it('answers 422 in French and keeps nothing', async () => {
    const shopper = await visitor(app);
    const before = await draftRows();
    const badPhone = await put(shopper, { telephone: '1234', articles: [{ id: bague.id, quantite: 1 }] });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.errors.telephone).toEqual([MESSAGES.phoneInvalid]);
    const empty = await put(shopper, { telephone: '98123456', articles: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.articles).toEqual([MESSAGES.emptyCart]);
    const badQuantity = await put(shopper, {
      telephone: '98123456',
      articles: [{ id: bague.id, quantite: 0 }],
    });
    expect(badQuantity.status).toBe(422);
    expect(badQuantity.body.errors['articles.0.quantite']).toEqual([MESSAGES.quantityInvalid]);
    const unknownField = await put(shopper, {
      telephone: '98123456',
      articles: [{ id: bague.id, quantite: 1 }],
      nom: 'x',
    });
    expect(unknownField.status).toBe(422);
    expect(await draftRows()).toBe(before);
  });

  it('is refused without the anti-forgery token (403) and keeps nothing', async () => {
    const shopper = await visitor(app);
    const before = await draftRows();
    const forged = await request(app)
      .put('/api/brouillons')
      .set('Cookie', shopper.cookie)
      .send({ telephone: '98123456', articles: [{ id: bague.id, quantite: 1 }] });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(MESSAGES.csrfInvalid);
    expect(await draftRows()).toBe(before);
  });

  it('is limited per address (429 in French)', async () => {
    const limited = await createTestApp(db, { rateLimits: { draft: 2 } });
    const shopper = await visitor(limited);
    const save = () =>
      request(limited)
        .put('/api/brouillons')
        .set('Cookie', shopper.cookie)
        .set('X-XSRF-TOKEN', shopper.token)
        .send({ telephone: '98123456', articles: [{ id: bague.id, quantite: 1 }] });
    expect((await save()).status).toBe(204);
    expect((await save()).status).toBe(204);
    const third = await save();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(MESSAGES.rateLimited);
  });
});

it('the owner’s list needs the owner’s session (401)', async () => {
  const response = await request(app).get('/api/owner/brouillons');
  expect(response.status).toBe(401);
});
