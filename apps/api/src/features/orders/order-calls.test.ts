import {
  DESK_MESSAGES,
  MESSAGES,
  OrderCallAnswerSchema,
  OrderSchema,
  OwnerOrderSchema,
  OwnerOrdersPageSchema,
} from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { receivedBy, useMailingApp } from '../../../test/mailing.js';
import { signedInOwner } from '../../../test/owner.js';
import { createClient, createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, app, shopper } = await useMailingApp(db);
const owner = await signedInOwner(app);
const { bague, client } = await createOneArticleShop(db);

const HOUR_MS = 3_600_000;

/** An order placed on the shop by the client CL-TEST0001, as the checkout does. */
async function placeOrder() {
  const response = await shopper
    .post('/api/Order')
    .send({ code_client: client.code_client, items: [{ quantite: 1, article_id: bague.id }] });
  expect(response.status).toBe(201);
  return OrderSchema.parse(response.body);
}

const call = (reference: string, body: Record<string, unknown>) =>
  owner.post(`/api/owner/orders/${reference}/appels`).send(body);

async function ownerOrder(reference: string) {
  const response = await owner.get(`/api/owner/orders/${reference}`);
  expect(response.status).toBe(200);
  return OwnerOrderSchema.parse(response.body);
}

const inOneHour = () => new Date(Date.now() + HOUR_MS).toISOString();

describe('POST /api/owner/orders/:reference/appels', () => {
  it('confirms the order: 201 with the call, the order « confirmée », its move in the history and the customer’s mail without the call’s note', async () => {
    const order = await placeOrder();
    const response = await call(order.reference, {
      resultat: 'confirmee',
      note: 'Préfère être livrée après 17 h.',
    });
    expect(response.status).toBe(201);
    const answer = OrderCallAnswerSchema.strict().parse(response.body);
    expect(answer).toEqual({
      appel: {
        id: expect.any(Number),
        resultat: 'confirmee',
        note: 'Préfère être livrée après 17 h.',
        rappeler_a: null,
        cree_le: expect.any(String),
      },
      tentatives: 0,
      etat: 'confirmée',
    });
    expect(Math.abs(Date.parse(answer.appel.cree_le) - Date.now())).toBeLessThan(60_000);

    const stored = await ownerOrder(order.reference);
    expect(stored.etat).toBe('confirmée');
    expect(stored.appels).toEqual([answer.appel]);
    expect(stored.premier_contact_le).toBe(answer.appel.cree_le);
    expect(stored.dernier_appel).toBe(answer.appel.cree_le);
    expect(stored.historique.at(-1)).toMatchObject({
      ancien_etat: 'en cours',
      nouvel_etat: 'confirmée',
      par: 'console',
      note: null,
    });

    const confirmed = await smtp.waitFor(
      (m) => m.subject === `Votre commande ${order.reference} est confirmée`,
    );
    expect(confirmed.text).not.toContain('17 h');
  });

  it('counts unanswered calls, keeps the first call’s time, and sends nothing while the order stays « en cours »', async () => {
    const order = await placeOrder();
    await mail.idle();
    const mailsBefore = receivedBy(smtp, client.adresse_mail).length;
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await call(order.reference, { resultat: 'injoignable', note: `Essai ${i + 1}` });
      expect(response.status).toBe(201);
      answers.push(OrderCallAnswerSchema.parse(response.body));
    }
    expect(answers.map((answer) => [answer.tentatives, answer.etat])).toEqual([
      [1, 'en cours'],
      [2, 'en cours'],
      [3, 'en cours'],
    ]);
    const stored = await ownerOrder(order.reference);
    expect(stored.tentatives).toBe(3);
    expect(stored.premier_contact_le).toBe(answers[0]?.appel.cree_le);
    expect(stored.dernier_appel).toBe(answers[2]?.appel.cree_le);
    expect(stored.appels.map((appel) => appel.note)).toEqual(['Essai 1', 'Essai 2', 'Essai 3']);
    expect(stored.historique).toHaveLength(1);
    await mail.idle();
    expect(receivedBy(smtp, client.adresse_mail)).toHaveLength(mailsBefore);
  });

  it('keeps the call-back asked for, as the order’s next call', async () => {
    const order = await placeOrder();
    const when = inOneHour();
    const response = await call(order.reference, { resultat: 'rappeler', rappeler_a: when });
    expect(response.status).toBe(201);
    const answer = OrderCallAnswerSchema.parse(response.body);
    expect(answer.appel.rappeler_a).toBe(when);
    expect(answer).toMatchObject({ tentatives: 0, etat: 'en cours' });
    expect(await ownerOrder(order.reference)).toMatchObject({ rappeler_a: when, tentatives: 0 });
    // A later unanswered call is the last one: no call-back pending any more.
    await call(order.reference, { resultat: 'injoignable' });
    expect(await ownerOrder(order.reference)).toMatchObject({ rappeler_a: null, tentatives: 1 });
  });

  it('cancels the order with its reason in the history; the customer’s mail says it is cancelled, not why', async () => {
    const order = await placeOrder();
    const reason = 'Cliente absente, ne répond plus — numéro erroné ?';
    const response = await call(order.reference, { resultat: 'annulee', raison: reason });
    expect(response.status).toBe(201);
    expect(OrderCallAnswerSchema.parse(response.body)).toMatchObject({ etat: 'annulée', tentatives: 0 });
    const stored = await ownerOrder(order.reference);
    expect(stored.historique.at(-1)).toMatchObject({ nouvel_etat: 'annulée', par: 'console', note: reason });
    const cancelled = await smtp.waitFor(
      (m) => m.subject === `Votre commande ${order.reference} a été annulée`,
    );
    expect(cancelled.text).not.toContain('Cliente absente');
    expect(cancelled.text).toContain('Votre commande a été annulée.');
  });

  it('refuses a call about an order no longer « en cours »: 409 in French, nothing written', async () => {
    const order = await placeOrder();
    expect((await call(order.reference, { resultat: 'confirmee' })).status).toBe(201);
    const before = await databaseState(db);
    const calls = await db.orderCall.count();
    const response = await call(order.reference, { resultat: 'injoignable' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(DESK_MESSAGES.callOnClosedOrder('confirmée'));
    expect(await databaseState(db)).toEqual(before);
    expect(await db.orderCall.count()).toBe(calls);
  });

  it.each([
    ['rappeler without a time', { resultat: 'rappeler' }, 'rappeler_a', DESK_MESSAGES.callBackRequired],
    [
      'rappeler at a time past',
      { resultat: 'rappeler', rappeler_a: new Date(Date.now() - 60_000).toISOString() },
      'rappeler_a',
      DESK_MESSAGES.callBackInPast,
    ],
    [
      'rappeler at no date',
      { resultat: 'rappeler', rappeler_a: 'demain' },
      'rappeler_a',
      DESK_MESSAGES.callBackInvalid,
    ],
    ['annulee without a reason', { resultat: 'annulee' }, 'raison', DESK_MESSAGES.cancelReasonRequired],
    [
      'annulee with a blank reason',
      { resultat: 'annulee', raison: '   ' },
      'raison',
      DESK_MESSAGES.cancelReasonRequired,
    ],
    ['an unknown outcome', { resultat: 'occupe' }, 'resultat', DESK_MESSAGES.callResultInvalid],
  ])('refuses %s with 422 in French, writing nothing', async (_what, body, field, message) => {
    const order = await placeOrder();
    const calls = await db.orderCall.count();
    const response = await call(order.reference, body);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await db.orderCall.count()).toBe(calls);
    expect((await ownerOrder(order.reference)).etat).toBe('en cours');
  });

  it('answers hostile bodies with a 4xx, never a 5xx, and writes nothing', async () => {
    const order = await placeOrder();
    const calls = await db.orderCall.count();
    for (const body of [
      [],
      'texte',
      { resultat: null },
      { resultat: ['confirmee'] },
      { resultat: 'injoignable', note: 'a'.repeat(501) },
      { resultat: 'injoignable', note: 'A\u0000B' },
      { resultat: 'injoignable', note: { $gt: '' } },
      { resultat: 'rappeler', rappeler_a: '+275760-09-13T00:00:00.000Z' },
      { resultat: 'rappeler', rappeler_a: 1e20 },
      { resultat: 'annulee', raison: 'x'.repeat(10_000) },
      { __proto__: { resultat: 'confirmee' } },
    ]) {
      const response = await call(order.reference, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await db.orderCall.count()).toBe(calls);
    expect((await ownerOrder(order.reference)).etat).toBe('en cours');
  });

  it('refuses an unknown field (422) and answers 404 for an unknown order', async () => {
    const order = await placeOrder();
    expect((await call(order.reference, { resultat: 'injoignable', par: 'x' })).status).toBe(422);
    const unknown = await call('VT-2026-999999', { resultat: 'injoignable' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.ownerOrderNotFound('VT-2026-999999'));
  });
});

describe('GET /api/owner/orders?file=a_confirmer', () => {
  it('lists the orders « en cours » to call: call-backs due, never called (oldest first), by tries, call-backs to come', async () => {
    const queue = await useTestDatabase('empty');
    const queueApp = await useMailingApp(queue.db);
    const queueOwner = await signedInOwner(queueApp.app);
    const shop = await createOneArticleShop(queue.db);
    const now = Date.now();
    const ago = (hours: number) => new Date(now - hours * HOUR_MS);

    async function insertOrder(reference: string, hoursAgo: number, etat = 'en cours') {
      const order = await queue.db.order.create({
        data: {
          reference,
          client_id: shop.client.id,
          sous_total: '120',
          shipping_charge: '7',
          total: '127',
          etat: etat === 'en cours' ? 'en_cours' : 'confirmee',
          created_at: ago(hoursAgo),
        },
      });
      return order.id;
    }
    async function calls(
      orderId: number,
      results: Array<{ resultat: string; hoursAgo: number; rappeler?: Date }>,
    ) {
      for (const { resultat, hoursAgo, rappeler } of results) {
        await queue.db.orderCall.create({
          data: { commande_id: orderId, resultat, created_at: ago(hoursAgo), rappeler_a: rappeler ?? null },
        });
      }
    }

    const a = await insertOrder('VT-2026-000001', 5);
    await insertOrder('VT-2026-000002', 3);
    await calls(await insertOrder('VT-2026-000003', 6), [{ resultat: 'injoignable', hoursAgo: 2 }]);
    await calls(await insertOrder('VT-2026-000004', 7), [
      { resultat: 'injoignable', hoursAgo: 4 },
      { resultat: 'injoignable', hoursAgo: 1 },
    ]);
    await calls(await insertOrder('VT-2026-000005', 1), [
      { resultat: 'rappeler', hoursAgo: 0.5, rappeler: ago(1 / 6) },
    ]);
    await calls(await insertOrder('VT-2026-000006', 8), [
      { resultat: 'injoignable', hoursAgo: 3 },
      { resultat: 'rappeler', hoursAgo: 2, rappeler: ago(0.5) },
    ]);
    await calls(await insertOrder('VT-2026-000007', 9), [
      { resultat: 'rappeler', hoursAgo: 1, rappeler: new Date(now + 2 * HOUR_MS) },
    ]);
    await insertOrder('VT-2026-000008', 10, 'confirmée');

    const response = await queueOwner.get('/api/owner/orders').query({ file: 'a_confirmer' });
    expect(response.status).toBe(200);
    const page = OwnerOrdersPageSchema.parse(response.body);
    expect(page.orders.map((order) => order.reference)).toEqual([
      'VT-2026-000006',
      'VT-2026-000005',
      'VT-2026-000001',
      'VT-2026-000002',
      'VT-2026-000003',
      'VT-2026-000004',
      'VT-2026-000007',
    ]);
    expect(page.total).toBe(7);
    expect(page.counts).toMatchObject({ 'en cours': 7, confirmée: 1 });
    expect(page.orders.map((order) => order.tentatives)).toEqual([1, 0, 0, 0, 1, 2, 0]);
    expect(page.orders[0]).toMatchObject({
      dernier_appel: ago(2).toISOString(),
      rappeler_a: ago(0.5).toISOString(),
    });
    expect(page.orders[2]).toMatchObject({ dernier_appel: null, rappeler_a: null, doublon_de: null });
    expect(page.orders[2]?.minutes_attente).toBeGreaterThanOrEqual(300);
    expect(page.orders[2]?.minutes_attente).toBeLessThan(310);

    // A call that confirms an order takes it out of the queue.
    await queue.db.order.update({ where: { id: a }, data: { etat: 'confirmee' } });
    const after = OwnerOrdersPageSchema.parse(
      (await queueOwner.get('/api/owner/orders').query({ file: 'a_confirmer' })).body,
    );
    expect(after.orders.map((order) => order.reference)).not.toContain('VT-2026-000001');
    expect(after.total).toBe(6);
  });

  it('gives each order to call what its WhatsApp message reads back: the address, the delivery charge, the lines in order', async () => {
    const card = await useTestDatabase('empty');
    const cardApp = await useMailingApp(card.db);
    const cardOwner = await signedInOwner(cardApp.app);
    const { articles } = await createCatalogue(card.db, [
      { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
      { nom: 'Collier Jasmin', prixMillimes: 45_000, sub: 'pendentifs' },
    ]);
    const [bagueAube, collier] = articles;
    const buyer = await createClient(card.db);
    const order = await card.db.order.create({
      data: {
        reference: 'VT-2026-000030',
        client_id: buyer.id,
        sous_total: '285',
        shipping_charge: '7.5',
        total: '292.5',
        adresse: '5 rue du Lac',
        region: 'Ariana',
        code_postal: '2080',
      },
    });
    // The necklace is the first line: the lines keep the order they were placed in, not their names'.
    for (const [article, nom, quantite, prix] of [
      [collier, 'Collier Jasmin', 1, '45'],
      [bagueAube, 'Bague Aube — taille 54', 2, '120'],
    ] as const) {
      await card.db.orderItem.create({
        data: {
          order_id: order.id,
          article_id: article!.id,
          nom,
          quantite,
          prix_unitaire: prix,
          total: String(Number(prix) * quantite),
        },
      });
    }

    const page = OwnerOrdersPageSchema.parse(
      (await cardOwner.get('/api/owner/orders').query({ file: 'a_confirmer' })).body,
    );
    expect(page.orders[0]).toMatchObject({
      reference: 'VT-2026-000030',
      adresse: '5 rue du Lac',
      region: 'Ariana',
      code_postal: '2080',
      articles: 3,
      items: [
        { nom: 'Collier Jasmin', quantite: 1 },
        { nom: 'Bague Aube — taille 54', quantite: 2 },
      ],
      shipping_charge: 7.5,
      total: 292.5,
    });
    // The same facts as the order's page, which writes the same message.
    const full = OwnerOrderSchema.parse((await cardOwner.get('/api/owner/orders/VT-2026-000030')).body);
    expect(page.orders[0]?.items).toEqual(full.items.map(({ nom, quantite }) => ({ nom, quantite })));
    expect(page.orders[0]).toMatchObject({
      adresse: full.livraison.adresse,
      code_postal: full.livraison.code_postal,
      shipping_charge: full.shipping_charge,
    });
  });

  it('refuses an unknown queue (422)', async () => {
    const response = await owner.get('/api/owner/orders').query({ file: 'a_livrer' });
    expect(response.status).toBe(422);
  });
});

describe('the customer’s line on every order: how the phone’s other orders ended, and whether it is blocked', () => {
  it('counts the phone’s other orders delivered, refused and cancelled, and shows a block, in the list and the order', async () => {
    const tally = await useTestDatabase('empty');
    const tallyApp = await useMailingApp(tally.db);
    const tallyOwner = await signedInOwner(tallyApp.app);
    const shop = await createOneArticleShop(tally.db);
    const states = ['livree', 'livree', 'refusee', 'annulee', 'expediee', 'en_cours'] as const;
    for (const [index, etat] of states.entries()) {
      await tally.db.order.create({
        data: {
          reference: `VT-2026-00001${index}`,
          client_id: shop.client.id,
          sous_total: '120',
          shipping_charge: '7',
          total: '127',
          etat,
          numero_telephone: '22123456',
          created_at: new Date(Date.now() - (10 - index) * HOUR_MS),
        },
      });
    }
    // Another phone's orders do not count.
    await tally.db.order.create({
      data: {
        reference: 'VT-2026-000020',
        client_id: shop.client.id,
        sous_total: '120',
        shipping_charge: '7',
        total: '127',
        etat: 'livree',
        numero_telephone: '98000000',
      },
    });

    const list = async () =>
      OwnerOrdersPageSchema.parse(
        (await tallyOwner.get('/api/owner/orders').query({ file: 'a_confirmer' })).body,
      );
    const summary = (await list()).orders.find((order) => order.reference === 'VT-2026-000015');
    expect(summary).toMatchObject({ client_resume: { livrees: 2, refusees: 1, annulees: 1 }, bloque: false });
    // The order left out of its own line: a delivered order counts the others only.
    const delivered = OwnerOrderSchema.parse((await tallyOwner.get('/api/owner/orders/VT-2026-000010')).body);
    expect(delivered.client_resume).toEqual({ livrees: 1, refusees: 1, annulees: 1 });

    await tally.db.customerRecord.create({
      data: { telephone: '22123456', bloque: true, raison_blocage: 'Farces' },
    });
    expect((await list()).orders.find((order) => order.reference === 'VT-2026-000015')?.bloque).toBe(true);
    const page = OwnerOrderSchema.parse((await tallyOwner.get('/api/owner/orders/VT-2026-000015')).body);
    expect(page).toMatchObject({ bloque: true, client_resume: { livrees: 2, refusees: 1, annulees: 1 } });
    const other = OwnerOrderSchema.parse((await tallyOwner.get('/api/owner/orders/VT-2026-000020')).body);
    expect(other).toMatchObject({ bloque: false, client_resume: { livrees: 0, refusees: 0, annulees: 0 } });
  });
});
