import { DESK_MESSAGES, MESSAGES, OrderSchema } from '@vitrine/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { signedInOwner } from '../../../test/owner.js';
import { createClient, createPromos, databaseState } from '../../../test/shop-fixtures.js';

// What the checkout refuses or marks before the owner calls: a blocked phone (403), a robot's filled
// hidden field (422), too many orders from one phone (429), and an order repeating another (marked).

const SHOP_PHONE = '+216 70 123 456';
const { db } = await useTestDatabase('empty');
const app = await createTestApp(db, { shopPhone: SHOP_PHONE });
const shopper = await visitor(app);
const owner = await signedInOwner(app);
const catalogue = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires', sizes: ['54'] },
  { nom: 'Alliance Tressée', prixMillimes: 33_335, sub: 'alliances' },
  { nom: 'Pendentif Étoile', prixMillimes: 48_000, sub: 'pendentifs' },
]);
const [bague, alliance, pendentif] = catalogue.articles.map((article) => article.id) as [
  number,
  number,
  number,
];
// Enough pieces for every order of the file.
const bague54 = (
  await db.articleDetail.update({
    where: { id: (await db.articleDetail.findFirstOrThrow({ where: { article_id: bague } })).id },
    data: { stock: 1000 },
  })
).id;
await createPromos(db);
const amira = await createClient(db);

const BAGUE = { quantite: 1, article_detail_id: bague54 };
const ALLIANCE = { quantite: 1, article_id: alliance };
const PENDENTIF = { quantite: 1, article_id: pendentif };

/** A new client of her own: each test orders from phones no other test uses. */
let newClients = 0;
function newClient(numero_telephone: string) {
  newClients += 1;
  return {
    nom: 'Haddad',
    prenom: 'Leïla',
    region: 'Sousse',
    adresse: '3 avenue Habib Bourguiba',
    numero_telephone,
    adresse_mail: `leila${newClients}@example.tn`,
  };
}

async function placed(body: object, from = shopper) {
  const response = await from.post('/api/Order').send(body);
  expect(response.status, response.text).toBe(201);
  return OrderSchema.parse(response.body);
}

/** A first order from a new phone, and the client code the next ones use. */
async function firstOrder(phone: string, items: object[] = [BAGUE]) {
  const order = await placed({ client: newClient(phone), items });
  return { code_client: order.code_client, reference: order.reference };
}

const stored = (reference: string) =>
  db.order.findUniqueOrThrow({ where: { reference }, select: { doublon_de: true, numero_telephone: true } });

/** Everything an order writes, the stock of the ring and the phone's tries included. */
async function everything(phone: string) {
  const [state, detail, record] = await Promise.all([
    databaseState(db),
    db.articleDetail.findUniqueOrThrow({ where: { id: bague54 } }),
    db.customerRecord.findUnique({ where: { telephone: phone } }),
  ]);
  return { ...state, stock: detail.stock, record };
}

async function block(phone: string) {
  const response = await owner
    .post(`/api/owner/clients/${phone}/blocage`)
    .send({ bloque: true, raison: 'Commandes jamais retirées' });
  expect(response.status, response.text).toBe(200);
}

describe('POST /api/Order — a blocked phone', () => {
  const BLOCKED = `Nous ne pouvons pas prendre cette commande en ligne. Appelez la boutique au ${SHOP_PHONE}.`;

  /** Sends `body`, expects the 403 with the shop's phone and nothing written but one more try counted. */
  async function refusedAsBlocked(body: object, phone: string) {
    const before = await everything(phone);
    const response = await shopper.post('/api/Order').send(body);
    expect([response.status, response.body]).toEqual([403, { message: BLOCKED }]);
    expect(DESK_MESSAGES.orderBlocked(SHOP_PHONE)).toBe(BLOCKED);
    const after = await everything(phone);
    expect(after).toEqual({
      ...before,
      record: { ...before.record, tentatives_bloquees: (before.record?.tentatives_bloquees ?? 0) + 1 },
    });
  }

  it('refuses a client code whose stored phone is blocked: no order, stock, promo use, mail or client', async () => {
    const { code_client } = await firstOrder('95000010');
    await block('95000010');
    const order = { code_client, items: [BAGUE], code_promo: 'BIENVENUE10' };
    await refusedAsBlocked(order, '95000010');
    // Sent again, it is counted again.
    await refusedAsBlocked(order, '95000010');
    expect(
      (await db.customerRecord.findUniqueOrThrow({ where: { telephone: '95000010' } })).tentatives_bloquees,
    ).toBe(2);
  });

  it('refuses the blocked phone typed by a new client (before telling her the phone has a code)', async () => {
    await firstOrder('95000011');
    await block('95000011');
    await refusedAsBlocked(
      { client: newClient('+216 95 000 011'), items: [BAGUE], code_promo: 'UNIQUE50' },
      '95000011',
    );
  });

  it('refuses a code whose delivery goes to a blocked phone, and lets the same code order to its own', async () => {
    const { code_client } = await firstOrder('95000001');
    // The blocked phone is a delivery phone only: it ordered once through a code's change of details.
    await placed({ code_client, client: { numero_telephone: '95000002' }, items: [PENDENTIF] });
    await block('95000002');
    await refusedAsBlocked(
      { code_client, client: { numero_telephone: '95 000 002' }, items: [BAGUE], code_promo: 'BIENVENUE10' },
      '95000002',
    );
    await placed({ code_client, items: [PENDENTIF] });
  });

  it('takes the orders of a phone again once it is unblocked', async () => {
    const { code_client } = await firstOrder('95000003');
    await block('95000003');
    await refusedAsBlocked({ code_client, items: [BAGUE] }, '95000003');
    const unblocked = await owner.post('/api/owner/clients/95000003/blocage').send({ bloque: false });
    expect(unblocked.body).toMatchObject({ bloque: false, raison_blocage: null, tentatives_bloquees: 1 });
    await placed({ code_client, items: [BAGUE] });
  });
});

describe('POST /api/Order — an order repeating another from the same phone', () => {
  const placedAgo = (reference: string, interval: string) =>
    sql`UPDATE commandes SET created_at = now() - ${interval}::interval WHERE reference = ${reference}`.execute(
      db.kysely,
    );

  it('is taken and marked with the earlier reference when that one is 23 h 59 old and shares an article', async () => {
    const first = await firstOrder('96000001', [BAGUE]);
    await placedAgo(first.reference, '23 hours 59 minutes');
    const response = await shopper
      .post('/api/Order')
      .send({ code_client: first.code_client, items: [ALLIANCE, BAGUE] });
    expect(response.status).toBe(201);
    // The shopper is told nothing of it.
    expect(response.body).not.toHaveProperty('doublon_de');
    expect(JSON.stringify(response.body)).not.toContain(first.reference);
    expect(await stored(response.body.reference)).toEqual({
      doublon_de: first.reference,
      numero_telephone: '96000001',
    });
  });

  it('is not marked when the earlier order is 24 h 01 old', async () => {
    const first = await firstOrder('96000002', [BAGUE]);
    await placedAgo(first.reference, '24 hours 1 minute');
    const order = await placed({ code_client: first.code_client, items: [BAGUE] });
    expect((await stored(order.reference)).doublon_de).toBeNull();
  });

  it('is not marked when the orders share no article', async () => {
    const first = await firstOrder('96000003', [BAGUE, ALLIANCE]);
    const order = await placed({ code_client: first.code_client, items: [PENDENTIF] });
    expect((await stored(order.reference)).doublon_de).toBeNull();
  });

  it('is not marked after an order that was cancelled, and is after a confirmed one', async () => {
    const cancelled = await firstOrder('96000004', [BAGUE]);
    await sql`UPDATE commandes SET etat = 'annulée' WHERE reference = ${cancelled.reference}`.execute(
      db.kysely,
    );
    const order = await placed({ code_client: cancelled.code_client, items: [BAGUE] });
    expect((await stored(order.reference)).doublon_de).toBeNull();

    await sql`UPDATE commandes SET etat = 'confirmée' WHERE reference = ${order.reference}`.execute(
      db.kysely,
    );
    const again = await placed({ code_client: cancelled.code_client, items: [BAGUE] });
    expect((await stored(again.reference)).doublon_de).toBe(order.reference);
  });

  it('names the newest of the earlier orders it repeats, and counts a delivery phone, not a client', async () => {
    const first = await firstOrder('96000005', [BAGUE]);
    const second = await placed({ code_client: first.code_client, items: [BAGUE] });
    const third = await placed({ code_client: first.code_client, items: [BAGUE] });
    expect((await stored(second.reference)).doublon_de).toBe(first.reference);
    expect((await stored(third.reference)).doublon_de).toBe(second.reference);
    // Another client sending the ring to the same phone repeats it too.
    const fourth = await placed({
      code_client: amira.code_client,
      client: { numero_telephone: '96000005' },
      items: [BAGUE],
    });
    expect((await stored(fourth.reference)).doublon_de).toBe(third.reference);
  });
});

describe('POST /api/Order — the hidden field robots fill', () => {
  it('refuses a filled `site_web` with the generic 422 and writes nothing, as JSON or as a form', async () => {
    const before = await everything('97000001');
    const json = await shopper
      .post('/api/Order')
      .send({ client: newClient('97000001'), items: [BAGUE], site_web: 'https://promo.example' });
    expect(json.status).toBe(422);
    expect(json.body.message).toBe(MESSAGES.validationFailed);
    const form = await shopper
      .post('/api/Order')
      .field('code_client', amira.code_client)
      .field('items[0][quantite]', '1')
      .field('items[0][article_detail_id]', String(bague54))
      .field('site_web', 'x');
    expect([form.status, form.body.message]).toEqual([422, MESSAGES.validationFailed]);
    expect(await everything('97000001')).toEqual(before);
  });

  it('takes the order when the field is sent empty, as the checkout sends it', async () => {
    await placed({ client: newClient('97000002'), items: [BAGUE], site_web: '' });
    const form = await shopper
      .post('/api/Order')
      .field('client[nom]', 'Trabelsi')
      .field('client[prenom]', 'Youssef')
      .field('client[region]', 'Sfax')
      .field('client[adresse]', '5 avenue Habib Bourguiba')
      .field('client[numero_telephone]', '97000003')
      .field('client[adresse_mail]', 'youssef.honeypot@example.tn')
      .field('items[0][quantite]', '1')
      .field('items[0][article_id]', String(alliance))
      .field('site_web', '');
    expect(form.status, form.text).toBe(201);
  });
});

const LIMIT = 3;
// Two instances of the shop on one database: the budget is the phone's, wherever it orders.
const instances = [
  await createTestApp(db, { ordersPerPhone: LIMIT }),
  await createTestApp(db, { ordersPerPhone: LIMIT }),
];
const limitedShoppers = await Promise.all(instances.map((instance) => visitor(instance)));
const on = (n: number) => limitedShoppers[n % limitedShoppers.length]!;

describe('POST /api/Order — at most RATE_LIMIT_ORDERS_PER_PHONE orders per phone in 24 h', () => {
  const LIMITED = DESK_MESSAGES.ordersPerPhoneLimited(LIMIT);

  it('refuses the order past the limit with 429 in French, whichever instance it reaches, and writes nothing', async () => {
    const { code_client } = await firstOrder('98000001');
    // The first order went through the unlimited app, on the same database: it counts.
    await placed({ code_client, items: [BAGUE] }, on(1));
    await placed({ code_client, items: [ALLIANCE] }, on(0));
    const before = await everything('98000001');
    for (const n of [0, 1]) {
      const refused = await on(n)
        .post('/api/Order')
        .send({ code_client, items: [PENDENTIF], code_promo: 'BIENVENUE10' });
      expect([refused.status, refused.body]).toEqual([429, { message: LIMITED }]);
    }
    expect(LIMITED).toBe(
      'Ce numéro a déjà passé 3 commandes aujourd’hui. Pour une nouvelle commande, appelez la boutique.',
    );
    expect(await everything('98000001')).toEqual(before);
    // Another phone has its own budget, even with the same client code.
    await placed({ code_client, client: { numero_telephone: '98000009' }, items: [BAGUE] }, on(0));
  });

  it('counts only the orders placed: a refused one leaves its place to the next', async () => {
    const { code_client } = await firstOrder('98000002');
    const unknownArticle = await on(0)
      .post('/api/Order')
      .send({ code_client, items: [{ quantite: 1, article_id: 999_999 }] });
    expect(unknownArticle.status).toBe(422);
    const unknownCode = await on(1)
      .post('/api/Order')
      .send({ code_client, items: [BAGUE], code_promo: 'INCONNU' });
    expect(unknownCode.status).toBe(422);
    await placed({ code_client, items: [BAGUE] }, on(1));
    await placed({ code_client, items: [BAGUE] }, on(0));
    expect(
      (
        await on(1)
          .post('/api/Order')
          .send({ code_client, items: [BAGUE] })
      ).status,
    ).toBe(429);
  });

  it('counts the last 24 hours only', async () => {
    const { code_client, reference } = await firstOrder('98000003');
    await placed({ code_client, items: [BAGUE] }, on(0));
    await placed({ code_client, items: [BAGUE] }, on(1));
    expect(
      (
        await on(0)
          .post('/api/Order')
          .send({ code_client, items: [BAGUE] })
      ).status,
    ).toBe(429);
    await sql`UPDATE commandes SET created_at = now() - interval '24 hours 1 minute' WHERE reference = ${reference}`.execute(
      db.kysely,
    );
    await placed({ code_client, items: [BAGUE] }, on(0));
  });

  it('holds under orders sent at once to both instances: exactly the limit is placed', async () => {
    const { code_client } = await firstOrder('98000004');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        on(n)
          .post('/api/Order')
          .send({ code_client, items: [ALLIANCE] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    expect(await db.order.count({ where: { numero_telephone: '98000004' } })).toBe(LIMIT);
  });
});
