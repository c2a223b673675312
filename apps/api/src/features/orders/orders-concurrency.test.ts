import { OrderRequestSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { outboxToFolder } from '../../../test/outbox-folder.js';
import { createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';
import { DEFAULT_SHOP_PHONE } from '../../config.js';
import { placeOrder } from './place.js';

// Races a real PostgreSQL decides: parallel requests through the whole app, counted in the database.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const { bague } = await createOneArticleShop(db);

const order = (extra: Record<string, unknown> = {}) => ({
  code_client: 'CL-TEST0001',
  items: [{ quantite: 1, article_id: bague.id, prix_unitaire: 120 }],
  shipping_charge: 7,
  ...extra,
});
function statuses(responses: Array<{ status: number }>): Record<number, number> {
  const count: Record<number, number> = {};
  for (const { status } of responses) count[status] = (count[status] ?? 0) + 1;
  return count;
}

describe('promo codes with a usage limit', () => {
  it('redeems a single-use code once under 20 parallel orders', async () => {
    const promo = await db.promo.create({ data: { code: 'SOLO50', reduction: 50, usage_limit: 1 } });
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => shopper.post('/api/Order').send(order({ code_promo: 'solo50' }))),
    );
    const elapsed = performance.now() - started;
    expect(statuses(responses)).toEqual({ 201: 1, 422: 19 });
    for (const refused of responses.filter((r) => r.status === 422)) {
      expect(refused.body.errors).toEqual({
        code_promo: ["Ce code promo a atteint son nombre maximal d'utilisations."],
      });
    }
    expect((await db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usage_count).toBe(1);
    expect(await db.order.count({ where: { promo_id: promo.id } })).toBe(1);
    console.info(
      `[mesure] code à usage unique, 20 commandes parallèles : ${await db.order.count({ where: { promo_id: promo.id } })} commande avec le code, ${statuses(responses)[422]} refus (${elapsed.toFixed(0)} ms)`,
    );
  });

  it('never goes past a limit of 3, and unlimited codes count every use', async () => {
    const limited = await db.promo.create({ data: { code: 'TRIO20', reduction: 20, usage_limit: 3 } });
    const open = await db.promo.create({ data: { code: 'OUVERT5', reduction: 5 } });
    const responses = await Promise.all([
      ...Array.from({ length: 15 }, () => shopper.post('/api/Order').send(order({ code_promo: 'TRIO20' }))),
      ...Array.from({ length: 5 }, () => shopper.post('/api/Order').send(order({ code_promo: 'OUVERT5' }))),
    ]);
    expect(statuses(responses)).toEqual({ 201: 8, 422: 12 });
    expect(await db.order.count({ where: { promo_id: limited.id } })).toBe(3);
    expect((await db.promo.findUniqueOrThrow({ where: { id: limited.id } })).usage_count).toBe(3);
    expect((await db.promo.findUniqueOrThrow({ where: { id: open.id } })).usage_count).toBe(5);
  });
});

describe('Idempotency-Key', () => {
  it('creates one order when the same key is sent 10 times in parallel, and answers each with it', async () => {
    const before = await databaseState(db);
    const body = {
      client: {
        nom: 'Gharbi',
        prenom: 'Salma',
        region: 'Sousse',
        adresse: '3 rue de la Plage',
        numero_telephone: '27000001',
        adresse_mail: 'salma@example.tn',
      },
      items: [{ quantite: 2, article_id: bague.id }],
    };
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.post('/api/Order').set('Idempotency-Key', 'commande-salma-1').send(body),
      ),
    );
    const elapsed = performance.now() - started;
    expect(statuses(responses)).toEqual({ 201: 10 });
    const ids = new Set(responses.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const after = await databaseState(db);
    expect(after.orders - before.orders).toBe(1);
    expect(after.clients - before.clients).toBe(1);
    expect(after.mails - before.mails).toBe(2);
    console.info(
      `[mesure] même Idempotency-Key ×10 en parallèle : ${after.orders - before.orders} commande, ${ids.size} identifiant renvoyé (${elapsed.toFixed(0)} ms)`,
    );

    const later = await shopper.post('/api/Order').set('Idempotency-Key', 'commande-salma-1').send(body);
    expect(later.status).toBe(201);
    expect(later.body).toEqual(responses[0]!.body);
  });

  it('answers every twin with the order even when the first one spent a single-use code', async () => {
    await db.promo.create({ data: { code: 'JUMEAU50', reduction: 50, usage_limit: 1 } });
    const body = {
      client: {
        nom: 'Mansour',
        prenom: 'Ines',
        region: 'Nabeul',
        adresse: '1 rue des Orangers',
        numero_telephone: '28000003',
        adresse_mail: 'ines@example.tn',
      },
      items: [{ quantite: 1, article_id: bague.id }],
      code_promo: 'JUMEAU50',
    };
    const responses = [];
    // Staggered, so that later twins start their checks after the first one has committed.
    for (let wave = 0; wave < 5; wave++) {
      responses.push(
        ...(await Promise.all(
          Array.from({ length: 2 }, () =>
            shopper.post('/api/Order').set('Idempotency-Key', 'commande-ines-1').send(body),
          ),
        )),
      );
    }
    expect(statuses(responses)).toEqual({ 201: 10 });
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await db.order.count({ where: { idempotency_key: 'commande-ines-1' } })).toBe(1);
  });

  it("answers a replay with its order even when the replay's own checks now refuse it", async () => {
    const body = OrderRequestSchema.parse({
      client: {
        nom: 'Ferchichi',
        prenom: 'Aziz',
        region: 'Gabès',
        adresse: '4 rue de la Corniche',
        numero_telephone: '28000004',
        adresse_mail: 'aziz@example.tn',
      },
      items: [{ quantite: 1, article_id: bague.id }],
    });
    const deps = {
      db,
      mail: (await outboxToFolder(db)).mail,
      shopPhone: DEFAULT_SHOP_PHONE,
      ordersPerPhone: 0,
    };
    const AZIZ_KEY = { key: 'commande-aziz-1', scope: 'visiteur-aziz' };
    const first = await placeOrder(deps, body, AZIZ_KEY);
    // The replay's own checks now fail (its new client exists since the first request: a 409), yet the
    // key says it is the same order.
    const second = await placeOrder(deps, body, AZIZ_KEY);
    expect(second).toEqual({ order: first.order, replayed: true });
  });

  it('refuses the same key with a different order, and writes nothing', async () => {
    const first = await shopper.post('/api/Order').set('Idempotency-Key', 'cle-unique-2').send(order());
    expect(first.status).toBe(201);
    const before = await databaseState(db);
    const other = await shopper
      .post('/api/Order')
      .set('Idempotency-Key', 'cle-unique-2')
      .send(order({ items: [{ quantite: 3, article_id: bague.id }] }));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: "Cette clé d'idempotence a déjà servi pour une autre commande.",
      errors: { 'Idempotency-Key': ["Cette clé d'idempotence a déjà servi pour une autre commande."] },
    });
    expect(await databaseState(db)).toEqual(before);
  });

  it('recognises the same order sent as form data and as JSON', async () => {
    const json = await shopper.post('/api/Order').set('Idempotency-Key', 'cle-formats-3').send(order());
    const form = await shopper
      .post('/api/Order')
      .set('Idempotency-Key', 'cle-formats-3')
      .field('code_client', 'cl-test0001')
      .field('items[0][quantite]', '1')
      .field('items[0][article_id]', String(bague.id))
      .field('items[0][prix_unitaire]', '120.000')
      .field('shipping_charge', '7.00')
      .field('date_commande', '2026-01-01');
    expect(form.status).toBe(201);
    expect(form.body.id).toBe(json.body.id);
  });

  it('refuses a key that is not 1 to 100 printable characters', async () => {
    const response = await shopper.post('/api/Order').set('Idempotency-Key', 'x'.repeat(101)).send(order());
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'Idempotency-Key': ["La clé d'idempotence doit compter de 1 à 100 caractères imprimables."],
    });
  });
});

describe('one new client ordering twice at once', () => {
  it('creates the client once; the other requests get its code back (409)', async () => {
    const body = {
      client: {
        nom: 'Jaziri',
        prenom: 'Mehdi',
        region: 'Bizerte',
        adresse: '9 rue du Port',
        numero_telephone: '29000002',
        adresse_mail: 'mehdi@example.tn',
      },
      items: [{ quantite: 1, article_id: bague.id }],
    };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => shopper.post('/api/Order').send(body)),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 7 });
    const created = responses.find((r) => r.status === 201)!;
    for (const conflict of responses.filter((r) => r.status === 409)) {
      expect(conflict.body.code_client).toBe(created.body.code_client);
    }
    expect(await db.client.count({ where: { adresse_mail: 'mehdi@example.tn' } })).toBe(1);
  });
});
