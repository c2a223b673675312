import { MESSAGES, OrderSchema, OrderTrackingSchema, tunisToday } from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { AMIRA, createClient, createPromos, databaseState } from '../../../test/shop-fixtures.js';
import { moveOrder } from './move.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const catalogue = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  { nom: 'Alliance Tressée', prixMillimes: 33_335, promo: 15, sub: 'alliances' },
]);
const [bague, alliance] = catalogue.articles as [
  (typeof catalogue.articles)[0],
  (typeof catalogue.articles)[0],
];
await createPromos(db);
await createClient(db, 'CL-AMIRA001');
await createClient(db, 'CL-MEHDI001', {
  ...AMIRA,
  prenom: 'Mehdi',
  numero_telephone: '98452310',
  adresse_mail: 'mehdi@example.tn',
});

/** An order placed through the shop's own API, as the checkout does. */
async function placeOrder(code_client: string) {
  const response = await shopper.post('/api/Order').send({
    code_client,
    items: [
      { article_id: bague.id, quantite: 1 },
      { article_id: alliance.id, quantite: 2 },
    ],
    code_promo: 'BIENVENUE10',
  });
  expect(response.status).toBe(201);
  return OrderSchema.parse(response.body);
}

const amirasOrder = await placeOrder('CL-AMIRA001');
const mehdisOrder = await placeOrder('CL-MEHDI001');
// The shop confirms the later order, ships it and marks it delivered, as the console does.
for (const [etat, note] of [
  ['confirmée', undefined],
  ['expédiée', 'Rapid-Poste — n° de suivi RP123456789TN'],
  ['livrée', undefined],
] as const) {
  await moveOrder(db, mehdisOrder.reference, { etat, note });
}

const track = (body: Record<string, unknown>) => shopper.post('/api/orders/track').send(body);

describe('POST /api/orders/track — reference and phone both match', () => {
  it('answers the state and the lines with the shop’s prices, and nothing about the client', async () => {
    const response = await track({ reference: amirasOrder.reference, numero_telephone: '22123456' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // 120 + 2 × 28,335 = 176,670; −10 % = −17,667; free shipping from 150 DT → 159,003.
    expect(OrderTrackingSchema.strict().parse(response.body)).toEqual({
      reference: amirasOrder.reference,
      etat: 'en cours',
      historique: [
        { ancien_etat: null, nouvel_etat: 'en cours', date: expect.any(String), par: 'client', note: null },
      ],
      date_commande: tunisToday(),
      items: [
        { nom: 'Bague Aube', quantite: 1, prix_unitaire: 120, total: 120 },
        { nom: 'Alliance Tressée', quantite: 2, prix_unitaire: 28.335, total: 56.67 },
      ],
      sous_total: 176.67,
      remise: 17.667,
      shipping_charge: 0,
      total: 159.003,
    });
  });

  it('reads a reference typed in lower case with spaces, and a phone with spaces, as a form sends them', async () => {
    const typed = amirasOrder.reference.toLowerCase().replaceAll('-', ' ');
    const response = await shopper
      .post('/api/orders/track')
      .field('reference', ` ${typed} `)
      .field('numero_telephone', '22 123 456');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ reference: amirasOrder.reference, etat: 'en cours' });
  });

  it('shows the state the shop set since, with the dated timeline of its moves', async () => {
    const response = await track({ reference: mehdisOrder.reference, numero_telephone: '98452310' });
    expect(response.status).toBe(200);
    const tracked = OrderTrackingSchema.parse(response.body);
    expect(tracked.etat).toBe('livrée');
    expect(tracked.historique.map(({ date: _date, ...entry }) => entry)).toEqual([
      { ancien_etat: null, nouvel_etat: 'en cours', par: 'client', note: null },
      { ancien_etat: 'en cours', nouvel_etat: 'confirmée', par: 'console', note: null },
      {
        ancien_etat: 'confirmée',
        nouvel_etat: 'expédiée',
        par: 'console',
        note: 'Rapid-Poste — n° de suivi RP123456789TN',
      },
      { ancien_etat: 'expédiée', nouvel_etat: 'livrée', par: 'console', note: null },
    ]);
    const dates = tracked.historique.map((entry) => Date.parse(entry.date));
    expect(dates.every((date) => Math.abs(date - Date.now()) < 60_000)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('finds the order by the phone it was placed with, even after the client changed theirs', async () => {
    await db.client.update({ where: { code_client: 'CL-MEHDI001' }, data: { numero_telephone: '98000000' } });
    try {
      const response = await track({ reference: mehdisOrder.reference, numero_telephone: '98452310' });
      expect(response.status).toBe(200);
      expect(response.body.reference).toBe(mehdisOrder.reference);
    } finally {
      await db.client.update({
        where: { code_client: 'CL-MEHDI001' },
        data: { numero_telephone: '98452310' },
      });
    }
  });
});

describe('POST /api/orders/track — one answer when anything does not match', () => {
  it('gives a wrong phone, another client’s phone and an unknown reference the same 404', async () => {
    const year = amirasOrder.reference.slice(3, 7);
    const answers = await Promise.all([
      track({ reference: amirasOrder.reference, numero_telephone: '22123457' }),
      track({ reference: amirasOrder.reference, numero_telephone: '98452310' }),
      track({ reference: `VT-${year}-999999`, numero_telephone: '22123456' }),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MESSAGES.orderNotFound });
    }
    expect(new Set(answers.map((response) => response.text)).size).toBe(1);
  });
});

describe('POST /api/orders/track — refused requests', () => {
  it('answers 422 in French per field for a malformed reference and phone, writing nothing', async () => {
    const before = await databaseState(db);
    const response = await track({ reference: 'CL-AMIRA001', numero_telephone: '2212' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: MESSAGES.validationFailed,
      errors: {
        reference: [MESSAGES.orderReferenceInvalid],
        numero_telephone: [MESSAGES.phoneInvalid],
      },
    });
    const empty = await track({});
    expect(Object.keys(empty.body.errors).sort()).toEqual(['numero_telephone', 'reference']);
    expect(await databaseState(db)).toEqual(before);
  });

  it('refuses fields it does not know (no client code lookup through this door)', async () => {
    const response = await track({
      reference: amirasOrder.reference,
      numero_telephone: '22123456',
      code_client: 'CL-AMIRA001',
    });
    expect(response.status).toBe(422);
  });

  it('refuses a request without the anti-forgery token, like every write', async () => {
    const response = await request(app)
      .post('/api/orders/track')
      .send({ reference: amirasOrder.reference, numero_telephone: '22123456' });
    expect(response.status).toBe(403);
    expect(response.body.etat).toBeUndefined();
  });

  it('limits the tries per address, then answers 429 in French', async () => {
    const limitedApp = await createTestApp(db, { rateLimits: { tracking: 3 } });
    const guesser = await visitor(limitedApp);
    for (const phone of ['20000001', '20000002', '20000003']) {
      const response = await guesser
        .post('/api/orders/track')
        .send({ reference: amirasOrder.reference, numero_telephone: phone });
      expect(response.status).toBe(404);
    }
    const limited = await guesser
      .post('/api/orders/track')
      .send({ reference: amirasOrder.reference, numero_telephone: '22123456' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: MESSAGES.rateLimited });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
