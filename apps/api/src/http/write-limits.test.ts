import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createOneArticleShop, databaseState } from '../../test/shop-fixtures.js';

// Bodies of the write routes are bounded, carry no file, and no key can reach an object's prototype.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const { bague } = await createOneArticleShop(db);

async function expectRefused(
  send: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message: string,
) {
  const before = await databaseState(db);
  const response = await send();
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ message });
  expect(await databaseState(db)).toEqual(before);
}

describe('multipart bodies of the write routes', () => {
  it('refuses any file', async () => {
    await expectRefused(
      () =>
        shopper
          .post('/api/Order')
          .field('code_client', 'CL-TEST0001')
          .field('items[0][quantite]', '1')
          .field('items[0][article_id]', String(bague.id))
          .attach('facture', Buffer.from('%PDF-1.7'), 'facture.pdf'),
      400,
      'Les fichiers ne sont pas acceptés ici.',
    );
    await expectRefused(
      () => shopper.post('/api/ContactMessage').field('nom', 'A').attach('piece', Buffer.from('x'), 'x.txt'),
      400,
      'Les fichiers ne sont pas acceptés ici.',
    );
  });

  it('refuses oversized values, too many fields, list indexes past the cart limit and deep nesting', async () => {
    await expectRefused(
      () => shopper.post('/api/Order').field('code_client', 'x'.repeat(2000)),
      413,
      'La requête est trop volumineuse.',
    );
    const many = shopper.post('/api/Order');
    for (let i = 0; i < 300; i++) many.field(`champ${i}`, '1');
    await expectRefused(() => many, 413, 'La requête est trop volumineuse.');
    await expectRefused(
      () => shopper.post('/api/Order').field('items[50][quantite]', '1'),
      400,
      'Le formulaire envoyé est illisible.',
    );
    await expectRefused(
      () => shopper.post('/api/Order').field('items[99999999][quantite]', '1'),
      400,
      'Le formulaire envoyé est illisible.',
    );
    await expectRefused(
      () => shopper.post('/api/Order').field('client[a][b][c]', '1'),
      400,
      'Le formulaire envoyé est illisible.',
    );
  });

  it('reads 50 lines, the most a cart may hold', async () => {
    const form = shopper.post('/api/Order').field('code_client', 'CL-TEST0001');
    for (let i = 0; i < 50; i++) {
      form.field(`items[${i}][quantite]`, '1').field(`items[${i}][article_id]`, String(bague.id));
    }
    const response = await form;
    expect(response.status).toBe(201);
    // The same article on 50 lines: all read, stored as one line of 50.
    expect(response.body.items).toMatchObject([{ article_id: bague.id, quantite: 50 }]);
    expect(response.body.sous_total).toBe(6000);
  });

  it('ignores nothing silently: unknown fields are refused and never stored', async () => {
    const before = await databaseState(db);
    const response = await shopper
      .post('/api/Order')
      .field('code_client', 'CL-TEST0001')
      .field('items[0][quantite]', '1')
      .field('items[0][article_id]', String(bague.id))
      .field('statut_paiement', 'payé');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ _: ['Clé non reconnue : "statut_paiement"'] });
    expect(await databaseState(db)).toEqual(before);
  });
});

describe('__proto__ and friends', () => {
  it('cannot pollute prototypes through form field names', async () => {
    const response = await shopper
      .post('/api/Order')
      .field('__proto__[polluted]', 'oui')
      .field('client[__proto__][polluted]', 'oui')
      .field('items[0][__proto__][polluted]', 'oui')
      .field('items[__proto__]', 'oui')
      .field('constructor[prototype][polluted]', 'oui');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)[0]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('cannot pollute prototypes through JSON keys', async () => {
    const before = await databaseState(db);
    const response = await shopper
      .post('/api/Order')
      .set('Content-Type', 'application/json')
      .send(
        `{"code_client":"CL-TEST0001","items":[{"quantite":1,"article_id":${bague.id},"__proto__":{"prix_unitaire":0}}],"__proto__":{"polluted":"oui"},"constructor":{"prototype":{"polluted":"oui"}}}`,
      );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      _: ['Clés non reconnues : "__proto__", "constructor"'],
      'items.0': ['Clé non reconnue : "__proto__"'],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await databaseState(db)).toEqual(before);
  });
});

describe('JSON bodies', () => {
  it('refuses a body over 64 kB', async () => {
    await expectRefused(
      () =>
        shopper
          .post('/api/ContactMessage')
          .send({ nom: 'A', email: 'a@b.tn', sujet: 'S', message: 'x'.repeat(70_000) }),
      413,
      'La requête est trop volumineuse.',
    );
  });
});
