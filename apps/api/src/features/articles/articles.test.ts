import { ArticleSchema, ArticlesPageSchema, promoPriceMillimes, toDinars } from '@vitrine/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const catalogue = await createCatalogue(db, [
  {
    nom: 'Solitaire Aube',
    prixMillimes: 120_000,
    sub: 'solitaires',
    sex: 'Femme',
    collection: 'Jasmin',
    colors: ['Or'],
    sizes: ['52'],
  },
  {
    nom: 'Solitaire Nuit',
    prixMillimes: 300_000,
    promo: 50,
    sub: 'solitaires',
    sex: 'Femme',
    colors: ['Argent'],
    sizes: ['54'],
  },
  {
    nom: 'Alliance Simple',
    prixMillimes: 89_900,
    sub: 'alliances',
    sex: 'Homme',
    collection: 'Médina',
    colors: ['Or', 'Argent'],
  },
  {
    nom: 'Alliance Tressée',
    prixMillimes: 33_335,
    promo: 15,
    sub: 'alliances',
    sex: 'Homme',
    colors: ['Argent'],
    sizes: ['52', '54'],
  },
  {
    nom: 'Pendentif Étoile',
    prixMillimes: 480_000,
    promo: 10,
    sub: 'pendentifs',
    sex: 'Femme',
    collection: 'Jasmin',
    colors: ['Or'],
  },
]);
const byName = (nom: string) => catalogue.articles.find((article) => article.nom === nom)!;

async function page(body: Record<string, unknown>) {
  const response = await shopper.post('/api/articlesPaginate').send(body);
  expect(response.status).toBe(200);
  return ArticlesPageSchema.parse(response.body);
}
const names = (result: { articles: Array<{ nom: string }> }) => result.articles.map((article) => article.nom);

describe('GET /api/Article/:id', () => {
  it('returns the article with the fields of the specification', async () => {
    const response = await request(app).get(`/api/Article/${byName('Solitaire Aube').id}`);
    expect(response.status).toBe(200);
    const article = ArticleSchema.parse(response.body);
    expect(article).toMatchObject({
      nom: 'Solitaire Aube',
      prix: 120,
      promo: 0,
      prix_final: 120,
      image: '/storage/test/0-1-800.webp',
      colors: [{ nom: 'Or', code_hexadecimal: '#D4AF37' }],
      sub_category: { nom: 'Solitaires', categories: { nom: 'Bagues' } },
      collection: { nom: 'Jasmin' },
      collection_id: catalogue.collections.Jasmin.id,
    });
    expect(article.images.map((image) => image.url)).toEqual([
      '/storage/test/0-1-800.webp',
      '/storage/test/0-2-800.webp',
    ]);
  });

  it('computes the price shoppers pay with the contract rule, to the millime', async () => {
    const response = await request(app).get(`/api/Article/${byName('Alliance Tressée').id}`);
    expect(response.body.prix_final).toBe(toDinars(promoPriceMillimes(33_335, 15)));
    expect(response.body.prix_final).toBe(28.335);
  });

  it('answers 404 in French for an unknown id and 422 for a malformed one', async () => {
    const missing = await request(app).get('/api/Article/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Article introuvable.' });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await request(app).get(`/api/Article/${bad}`);
      expect(response.status).toBe(422);
      expect(response.body.errors.id).toEqual(["L'identifiant doit être un nombre entier positif."]);
    }
  });

  it('sends an ETag and answers 304 when the article has not changed', async () => {
    const first = await request(app).get(`/api/Article/${byName('Alliance Simple').id}`);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(app)
      .get(`/api/Article/${byName('Alliance Simple').id}`)
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe('POST /api/articlesPaginate', () => {
  it('sorts by the price shoppers pay, ascending by default', async () => {
    const result = await page({});
    expect(names(result)).toEqual([
      'Alliance Tressée',
      'Alliance Simple',
      'Solitaire Aube',
      'Solitaire Nuit',
      'Pendentif Étoile',
    ]);
    expect(result).toMatchObject({ total: 5, totalPages: 1, currentPage: 1, maxPrice: 432 });
  });

  it('sorts descending and by newest', async () => {
    expect(names(await page({ sortOrder: 'desc' }))).toEqual([
      'Pendentif Étoile',
      'Solitaire Nuit',
      'Solitaire Aube',
      'Alliance Simple',
      'Alliance Tressée',
    ]);
    expect(names(await page({ sortOrder: 'recent' }))[0]).toBe('Solitaire Aube');
  });

  it('filters by category, collection, sex, size and colour (null means no filter)', async () => {
    const ids = { category_id: null, collection_id: null, sex_id: null, size_id: null, color_id: null };
    expect(names(await page({ ...ids, category_id: catalogue.categories.colliers.id }))).toEqual([
      'Pendentif Étoile',
    ]);
    expect(names(await page({ ...ids, collection_id: catalogue.collections.Jasmin.id }))).toEqual([
      'Solitaire Aube',
      'Pendentif Étoile',
    ]);
    expect(names(await page({ ...ids, sex_id: catalogue.sexes.Homme.id }))).toEqual([
      'Alliance Tressée',
      'Alliance Simple',
    ]);
    expect(names(await page({ ...ids, size_id: catalogue.sizes['54'].id }))).toEqual([
      'Alliance Tressée',
      'Solitaire Nuit',
    ]);
    expect(
      names(
        await page({ ...ids, color_id: catalogue.colors.Or.id, category_id: catalogue.categories.bagues.id }),
      ),
    ).toEqual(['Alliance Simple', 'Solitaire Aube']);
    expect((await page(ids)).total).toBe(5);
  });

  it('filters by the price shoppers pay, bounds included', async () => {
    // Solitaire Nuit: 300 DT at -50 % is 150 DT.
    expect(names(await page({ minValue: 89.9, maxValue: 150 }))).toEqual([
      'Alliance Simple',
      'Solitaire Aube',
      'Solitaire Nuit',
    ]);
    expect((await page({ minValue: 0, maxValue: 500 })).total).toBe(5);
  });

  it('pages through results and keeps the totals', async () => {
    const second = await page({ page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Solitaire Aube', 'Solitaire Nuit']);
    expect(second).toMatchObject({ total: 5, totalPages: 3, currentPage: 2 });
    expect(names(await page({ currentPage: 3, pageSize: 2 }))).toEqual(['Pendentif Étoile']);
    const beyond = await page({ page: 9, pageSize: 2 });
    expect(beyond).toMatchObject({ articles: [], total: 5, totalPages: 3, currentPage: 9 });
  });

  it('is also served as a cacheable GET with the same query', async () => {
    const response = await request(app)
      .get('/api/articlesPaginate')
      .query({ page: 1, pageSize: 2, sortOrder: 'desc' });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Pendentif Étoile', 'Solitaire Nuit']);
    const again = await request(app)
      .get('/api/articlesPaginate')
      .query({ page: 1, pageSize: 2, sortOrder: 'desc' })
      .set('If-None-Match', response.headers.etag!);
    expect(again.status).toBe(304);
  });

  it.each([
    [{ page: 0 }, 'page', 'La page doit être supérieure ou égale à 1.'],
    [{ pageSize: 1000 }, 'pageSize', 'La taille de page doit être comprise entre 1 et 100.'],
    [{ pageSize: 0 }, 'pageSize', 'La taille de page doit être comprise entre 1 et 100.'],
    [{ sortOrder: 'prix' }, 'sortOrder', 'Le tri doit être « asc », « desc » ou « recent ».'],
    [{ category_id: 'bagues' }, 'category_id', "L'identifiant doit être un nombre entier positif."],
    [{ minValue: -1 }, 'minValue', 'Le montant doit être positif.'],
    [
      { minValue: 200, maxValue: 100 },
      'minValue',
      'Le prix minimum doit être inférieur ou égal au prix maximum.',
    ],
  ])('refuses %j with a French message on %s', async (body, field, message) => {
    const response = await shopper.post('/api/articlesPaginate').send(body);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Les données envoyées sont invalides.');
    expect(response.body.errors[field]).toContain(message);
  });

  it('refuses keys it does not know, and ids or pages that are not plain whole numbers', async () => {
    const unknown = await shopper.post('/api/articlesPaginate').send({ page: 1, prix_final: 0 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ _: ['Clé non reconnue : "prix_final"'] });
    expect((await request(app).get('/api/articlesPaginate?page=1&debug=1')).status).toBe(422);
    const loose = await shopper
      .post('/api/articlesPaginate')
      .send({ page: true, pageSize: [2], category_id: '1e1', color_id: 1.5 });
    expect(loose.status).toBe(422);
    expect(Object.keys(loose.body.errors).sort()).toEqual(['category_id', 'color_id', 'page', 'pageSize']);
    const repeated = await request(app).get('/api/articlesPaginate?page=1&page=2');
    expect(repeated.status).toBe(422);
    expect((await request(app).get('/api/articlesPaginate?page=%202%20&category_id=')).status).toBe(200);
  });

  it('answers 400 in French for a body that is not JSON', async () => {
    const response = await shopper
      .post('/api/articlesPaginate')
      .set('Content-Type', 'application/json')
      .send('{"page":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
  });
});

describe('GET /api/similarProducts/:id', () => {
  it('lists the same sub-category first, then the category, never the article itself', async () => {
    const response = await request(app).get(`/api/similarProducts/${byName('Solitaire Aube').id}`);
    expect(response.status).toBe(200);
    expect(names({ articles: response.body })).toEqual([
      'Solitaire Nuit',
      'Alliance Simple',
      'Alliance Tressée',
    ]);
  });

  it('answers 404 for an unknown article', async () => {
    expect((await request(app).get('/api/similarProducts/424242')).status).toBe(404);
  });
});

describe('GET /api/latestArticles and /api/topSellingArticles', () => {
  it('lists the newest articles first', async () => {
    const response = await request(app).get('/api/latestArticles');
    expect(names({ articles: response.body }).slice(0, 2)).toEqual(['Solitaire Aube', 'Solitaire Nuit']);
  });

  it('has no best sellers while nothing has been sold', async () => {
    expect((await request(app).get('/api/topSellingArticles')).body).toEqual([]);
  });

  describe('when orders exist', () => {
    beforeAll(async () => {
      const client = await db.client.create({
        data: { code_client: 'CL-TEST01', numero_telephone: '22000000', adresse_mail: 'test@example.tn' },
      });
      const sold = [
        ['Pendentif Étoile', 5],
        ['Alliance Simple', 2],
        ['Pendentif Étoile', 1],
        ['Solitaire Nuit', 3],
      ] as const;
      for (const [index, [nom, quantite]] of sold.entries()) {
        await db.order.create({
          data: {
            reference: `VT-TEST-${index}`,
            client_id: client.id,
            sous_total: '0',
            shipping_charge: '0',
            total: '0',
            items: { create: { article_id: byName(nom).id, nom, quantite, prix_unitaire: '0', total: '0' } },
          },
        });
      }
    });

    it('ranks best sellers by quantity sold', async () => {
      const response = await request(app).get('/api/topSellingArticles');
      expect(names({ articles: response.body })).toEqual([
        'Pendentif Étoile',
        'Solitaire Nuit',
        'Alliance Simple',
      ]);
    });
  });
});
