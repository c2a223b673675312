import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { createClient, databaseState } from '../../../test/shop-fixtures.js';

// An Idempotency-Key is a promise between one visitor and the shop, for a day: the same key from
// another visitor is another key (it must neither replay nor reveal someone else's order), and a key
// older than 24 hours places a new order.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const [amira, sami] = [await visitor(app), await visitor(app)];
const {
  articles: [bague, alliance],
} = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  { nom: 'Alliance Tressée', prixMillimes: 33_335, sub: 'alliances' },
]);
await createClient(db);

const order = (articleId: number, quantite = 1) => ({
  code_client: 'CL-TEST0001',
  items: [{ quantite, article_id: articleId }],
});

describe('Idempotency-Key', () => {
  it('replays an order only for the visitor who sent the key', async () => {
    const first = await amira.post('/api/Order').set('Idempotency-Key', 'panier-1').send(order(bague!.id));
    expect(first.status).toBe(201);

    const other = await sami.post('/api/Order').set('Idempotency-Key', 'panier-1').send(order(bague!.id));
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.id).not.toBe(first.body.id);

    // Another order under the same key is not "a reused key" for someone who never used it.
    const different = await sami
      .post('/api/Order')
      .set('Idempotency-Key', 'panier-2')
      .send(order(alliance!.id));
    expect(different.status).toBe(201);
    const elsewhere = await amira
      .post('/api/Order')
      .set('Idempotency-Key', 'panier-2')
      .send(order(bague!.id, 2));
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.id).not.toBe(different.body.id);

    const again = await amira.post('/api/Order').set('Idempotency-Key', 'panier-1').send(order(bague!.id));
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await db.order.count({ where: { idempotency_key: 'panier-1' } })).toBe(2);
  });

  it('still replays a key used 23 hours ago', async () => {
    const first = await amira.post('/api/Order').set('Idempotency-Key', 'hier-soir').send(order(bague!.id));
    await db.order.update({ where: { id: first.body.id }, data: { created_at: hoursAgo(23) } });
    const before = await databaseState(db);
    const again = await amira.post('/api/Order').set('Idempotency-Key', 'hier-soir').send(order(bague!.id));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await databaseState(db)).toEqual(before);
  });

  it('places a new order with a key older than 24 hours, and replays that one from then on', async () => {
    const first = await amira.post('/api/Order').set('Idempotency-Key', 'avant-hier').send(order(bague!.id));
    await db.order.update({ where: { id: first.body.id }, data: { created_at: hoursAgo(25) } });

    const renewed = await amira
      .post('/api/Order')
      .set('Idempotency-Key', 'avant-hier')
      .send(order(alliance!.id));
    expect(renewed.status).toBe(201);
    expect(renewed.headers['idempotent-replayed']).toBeUndefined();
    expect(renewed.body.id).not.toBe(first.body.id);

    const replayed = await amira
      .post('/api/Order')
      .set('Idempotency-Key', 'avant-hier')
      .send(order(alliance!.id));
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body.id).toBe(renewed.body.id);
    // The old order keeps its key, for the record; only the new one answers to it.
    expect(await db.order.count({ where: { idempotency_key: 'avant-hier' } })).toBe(2);
  });
});

function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * 3600 * 1000);
}
