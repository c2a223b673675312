import { OrderSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';

// Phone numbers as people type them (country code, hyphens, dots) are the 8 digits the shop stores.

const { db } = await useTestDatabase('demo');
const app = await createTestApp(db);
const shopper = await visitor(app);
// A piece sold without a size choice (rings and bracelets need their size on the order line).
const article = await db.article.findFirstOrThrow({
  where: { details: { none: { size: { nom: { not: 'Taille unique' } } } } },
  orderBy: { id: 'asc' },
  select: { id: true },
});
const items = [{ quantite: 1, article_id: article.id }];
const newClient = (numero_telephone: string, adresse_mail: string) => ({
  nom: 'Haddad',
  prenom: 'Leïla',
  region: 'Sousse',
  adresse: '3 avenue Habib Bourguiba',
  numero_telephone,
  adresse_mail,
});

describe('POST /api/Order — a phone typed with its country code and separators', () => {
  it('finds the demo client from « +216 22 123 456 » and her e-mail', async () => {
    const response = await shopper
      .post('/api/Order')
      .send({ client: newClient('+216 22 123 456', 'demo@vitrine.tn'), items });
    expect(response.status).toBe(409);
    expect(response.body.code_client).toBe('CL-DEMO01');
  });

  it.each([
    ['(+216) 98.765.432', 'leila@example.tn', '98765432'],
    ['00216 97-111-222', 'leila2@example.tn', '97111222'],
  ])('stores « %s » as its 8 digits, for the new client and the order', async (typed, mail, digits) => {
    const response = await shopper.post('/api/Order').send({ client: newClient(typed, mail), items });
    expect(response.status).toBe(201);
    const order = OrderSchema.parse(response.body);
    const client = await db.client.findUniqueOrThrow({ where: { code_client: order.code_client } });
    expect(client.numero_telephone).toBe(digits);
    const stored = await db.order.findFirstOrThrow({ where: { reference: order.reference } });
    expect(stored.numero_telephone).toBe(digits);
  });

  it('refuses a foreign number with the form’s message', async () => {
    const response = await shopper
      .post('/api/Order')
      .send({ client: newClient('+33 6 12 34 56 78', 'paris@example.fr'), items });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
    });
  });
});
