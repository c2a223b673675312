import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createCatalogue } from '../../test/fixtures.js';
import {
  AMIRA,
  CONTACT_MESSAGE,
  createClient,
  createPromos,
  databaseState,
} from '../../test/shop-fixtures.js';

// PostgreSQL refuses NUL in text (22021), which used to surface as a 500. Every text a visitor sends
// is now checked by its contract schema first: 422 in French, and nothing written.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const {
  articles: [bague],
} = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires', collection: 'Jasmin' },
]);
await createClient(db);
await createPromos(db);

const NUL = '\u0000';
const CONTROL = 'Nom : caractères de contrôle non autorisés.';

async function expectRefused(send: () => PromiseLike<request.Response>) {
  const before = await databaseState(db);
  const response = await send();
  expect(response.status).toBe(422);
  expect(response.body.message).toMatch(/^(Les données envoyées sont invalides\.|Code promo invalide\.)$/);
  expect(await databaseState(db)).toEqual(before);
  return response.body as { errors: Record<string, string[]> };
}

const newClientOrder = (client: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  client: { ...AMIRA, adresse_mail: 'nouvelle@example.tn', numero_telephone: '20999888', ...client },
  items: [{ quantite: 1, article_id: bague!.id }],
  ...extra,
});

describe('a NUL byte or another control character in a text', () => {
  it('is refused in each field of a new client, as JSON and as form data', async () => {
    for (const field of ['nom', 'prenom', 'region', 'adresse'] as const) {
      const body = await expectRefused(() =>
        shopper.post('/api/Order').send(newClientOrder({ [field]: `x${NUL}y` })),
      );
      expect(Object.keys(body.errors)).toEqual([`client.${field}`]);
      expect(body.errors[`client.${field}`]?.[0]).toMatch(/: caractères de contrôle non autorisés\.$/);
    }
    const form = await expectRefused(() =>
      shopper
        .post('/api/Order')
        .field('client[nom]', `Ben${NUL}Salah`)
        .field('client[prenom]', 'Amira\u001b[2J')
        .field('client[region]', 'Tunis')
        .field('client[adresse]', '12 rue de Marseille')
        .field('client[numero_telephone]', '20999888')
        .field('client[adresse_mail]', `amira${NUL}@example.tn`)
        .field('items[0][quantite]', '1')
        .field('items[0][article_id]', String(bague!.id)),
    );
    expect(form.errors).toEqual({
      'client.nom': [CONTROL],
      'client.prenom': ['Prénom : caractères de contrôle non autorisés.'],
      'client.adresse_mail': ['Adresse mail est requise et doit être au format valide.'],
    });
  });

  it('is refused in the promo code of an order and of /promos/apply', async () => {
    const order = await expectRefused(() =>
      shopper.post('/api/Order').send({
        code_client: 'CL-TEST0001',
        items: [{ quantite: 1, article_id: bague!.id }],
        code_promo: `BIENVENUE10${NUL}`,
      }),
    );
    expect(order.errors).toEqual({ code_promo: ['Code promo invalide.'] });
    const applied = await expectRefused(() =>
      shopper.post('/api/promos/apply').send({ code: `${NUL}ETE25` }),
    );
    expect(applied).toMatchObject({ error: 'Code promo invalide.' });
    await expectRefused(() => shopper.post('/api/promos/apply').field('code', `BIENVENUE${NUL}10`));
  });

  it('is refused in every field of a contact message, whose text keeps its line breaks', async () => {
    const body = await expectRefused(() =>
      shopper.post('/api/ContactMessage').send({
        nom: `Lina${NUL}`,
        email: `lina${NUL}@example.tn`,
        sujet: `Taille${NUL}`,
        message: `Bonjour${NUL}`,
      }),
    );
    expect(body.errors).toEqual({
      nom: [CONTROL],
      email: ['Adresse mail est requise et doit être au format valide.'],
      sujet: ['Sujet : caractères de contrôle non autorisés.'],
      message: ['Message : caractères de contrôle non autorisés.'],
    });
    const accepted = await shopper.postForm('/api/ContactMessage', {
      ...CONTACT_MESSAGE,
      email: 'lina@example.tn',
      message: 'Bonjour,\r\n\tla taille 52 existe-t-elle ?',
    });
    expect(accepted.status).toBe(201);
    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: 'lina@example.tn' } });
    expect(stored.message).toBe('Bonjour,\r\n\tla taille 52 existe-t-elle ?');
  });

  it('is refused in a newsletter address and in order tracking', async () => {
    await expectRefused(() => shopper.post('/api/sendemail').send({ email: `lina@example.tn${NUL}` }));
    await expectRefused(() =>
      shopper
        .post('/api/orders/track')
        .send({ reference: `VT-2026-${NUL}000001`, numero_telephone: '22123456' }),
    );
    await expectRefused(() =>
      shopper
        .post('/api/orders/track')
        .field('reference', 'VT-2026-000001')
        .field('numero_telephone', `2212${NUL}3456`),
    );
  });

  it('is refused in a collection search, by POST and by GET', async () => {
    const posted = await expectRefused(() =>
      shopper.post('/api/collectionPaginate').send({ collection_name: `Jas${NUL}min` }),
    );
    expect(posted.errors).toEqual({
      collection_name: ['Nom de collection : caractères de contrôle non autorisés.'],
    });
    const got = await request(app).get('/api/collectionPaginate?collection_name=Jas%00min');
    expect(got.status).toBe(422);
    expect(got.body.errors).toEqual(posted.errors);
    const found = await request(app).get('/api/collectionPaginate?collection_name=jasmin');
    expect(found.body.collections.map((c: { nom: string }) => c.nom)).toEqual(['Jasmin']);
  });

  it('is refused in the ignored date and state of an order', async () => {
    const body = await expectRefused(() =>
      shopper.post('/api/Order').send({
        code_client: 'CL-TEST0001',
        items: [{ quantite: 1, article_id: bague!.id }],
        date_commande: `2026-01-01${NUL}`,
        etat: `en cours${NUL}`,
      }),
    );
    expect(Object.keys(body.errors)).toEqual(['date_commande', 'etat']);
  });
});

describe('a control of writing direction in a name or an address', () => {
  // « Ben \u202Eibrah » would show as « Ben harbi » in the mails, the invoice and the console.
  const OVERRIDE = '\u202E';

  it('is refused in an order and in a contact message, with nothing written', async () => {
    const order = await expectRefused(() =>
      shopper
        .post('/api/Order')
        .send(newClientOrder({ nom: `Ben ${OVERRIDE}ibrah`, adresse: `12 rue de Marseille\u2066` })),
    );
    expect(order.errors).toEqual({
      'client.nom': [CONTROL],
      'client.adresse': ['Adresse : caractères de contrôle non autorisés.'],
    });
    const contact = await expectRefused(() =>
      shopper.postForm('/api/ContactMessage', { ...CONTACT_MESSAGE, nom: `Lina ${OVERRIDE}` }),
    );
    expect(contact.errors).toEqual({ nom: [CONTROL] });
  });
});
