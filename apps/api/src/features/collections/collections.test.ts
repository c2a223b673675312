import { CollectionDetailSchema, CollectionSchema, CollectionsPageSchema } from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const catalogue = await createCatalogue(db, [
  {
    nom: 'Bague Jasmin',
    prixMillimes: 120_000,
    sub: 'solitaires',
    sex: 'Femme',
    collection: 'Jasmin',
    colors: ['Or'],
    sizes: ['52'],
  },
  {
    nom: 'Pendentif Jasmin',
    prixMillimes: 80_000,
    promo: 25,
    sub: 'pendentifs',
    sex: 'Femme',
    collection: 'Jasmin',
    colors: ['Or'],
  },
  {
    nom: 'Alliance Médina',
    prixMillimes: 89_900,
    sub: 'alliances',
    sex: 'Homme',
    collection: 'Médina',
    colors: ['Argent'],
    sizes: ['54'],
  },
  {
    nom: 'Bague Éclat',
    prixMillimes: 15_000,
    sub: 'solitaires',
    sex: 'Femme',
    collection: 'Éclat',
    colors: ['Argent'],
  },
]);

async function page(body: Record<string, unknown>) {
  const response = await shopper.post('/api/collectionPaginate').send(body);
  expect(response.status).toBe(200);
  return CollectionsPageSchema.parse(response.body);
}
const names = (result: { collections: Array<{ nom: string }> }) =>
  result.collections.map((collection) => collection.nom);

describe('GET /api/Collection', () => {
  it('lists every collection as a bare array', async () => {
    const response = await request(app).get('/api/Collection');
    expect(response.status).toBe(200);
    expect(
      CollectionSchema.array()
        .parse(response.body)
        .map((c) => c.nom),
    ).toEqual(['Jasmin', 'Médina', 'Éclat']);
  });
});

describe('GET /api/Collection/:id', () => {
  it('returns the collection, its articles and the price of one of each', async () => {
    const response = await request(app).get(`/api/Collection/${catalogue.collections.Jasmin.id}`);
    expect(response.status).toBe(200);
    const detail = CollectionDetailSchema.parse(response.body);
    expect(detail.collection.nom).toBe('Jasmin');
    expect(detail.collection.articles.map((a) => a.nom)).toEqual(['Pendentif Jasmin', 'Bague Jasmin']);
    expect(detail.total_price).toBe(180); // 120 + 80 at -25 %
  });

  it('answers 404 and 422 in French', async () => {
    expect((await request(app).get('/api/Collection/9999')).body).toEqual({
      message: 'Collection introuvable.',
    });
    expect((await request(app).get('/api/Collection/x')).status).toBe(422);
  });
});

describe('POST /api/collectionPaginate', () => {
  it('gives each collection its total price, count and preview images', async () => {
    const result = await page({ page: 1, page_size: 12 });
    expect(result).toMatchObject({ total: 3, totalPages: 1, currentPage: 1 });
    expect(result.collections.find((c) => c.nom === 'Jasmin')).toMatchObject({
      total_price: 180,
      articles_count: 2,
      preview_images: ['/storage/test/1-1-800.webp', '/storage/test/0-1-800.webp'],
    });
  });

  it('sorts by total price either way', async () => {
    expect(names(await page({ sortOrder: 'asc' }))).toEqual(['Éclat', 'Médina', 'Jasmin']);
    expect(names(await page({ sortOrder: 'desc' }))).toEqual(['Jasmin', 'Médina', 'Éclat']);
  });

  it('finds a collection by name without regard to accents or case', async () => {
    expect(names(await page({ collection_name: 'MEDINA' }))).toEqual(['Médina']);
    expect(names(await page({ collection_name: 'éclat' }))).toEqual(['Éclat']);
    expect(names(await page({ collection_name: 'ecl' }))).toEqual(['Éclat']);
    expect(names(await page({ collection_name: '%' }))).toEqual([]);
  });

  it('filters by the articles it holds and by total price', async () => {
    expect(names(await page({ sex_id: catalogue.sexes.Homme.id }))).toEqual(['Médina']);
    expect(names(await page({ color_id: catalogue.colors.Or.id }))).toEqual(['Jasmin']);
    expect(names(await page({ size_id: catalogue.sizes['54'].id }))).toEqual(['Médina']);
    expect(names(await page({ category_id: catalogue.categories.colliers.id }))).toEqual(['Jasmin']);
    expect(names(await page({ collection_id: catalogue.collections.Éclat.id }))).toEqual(['Éclat']);
    expect(names(await page({ total_price_min: 50, total_price_max: 100, sortOrder: 'asc' }))).toEqual([
      'Médina',
    ]);
  });

  it('pages, and keeps the total beyond the last page', async () => {
    const second = await page({ page: 2, page_size: 2, sortOrder: 'asc' });
    expect(names(second)).toEqual(['Jasmin']);
    expect(second).toMatchObject({ total: 3, totalPages: 2, currentPage: 2 });
    expect(await page({ page: 5, page_size: 2 })).toMatchObject({ collections: [], total: 3, totalPages: 2 });
  });

  it('refuses bad input in French', async () => {
    const response = await shopper
      .post('/api/collectionPaginate')
      .send({ page: 0, page_size: 1000, sortOrder: 'up' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      page: ['La page doit être supérieure ou égale à 1.'],
      page_size: ['La taille de page doit être comprise entre 1 et 100.'],
      sortOrder: ['Le tri doit être « asc » ou « desc ».'],
    });
  });

  it('refuses keys it does not know and numbers that are not plain digits, by POST and by GET', async () => {
    const unknown = await shopper.post('/api/collectionPaginate').send({ nom: 'Jasmin' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ _: ['Clé non reconnue : "nom"'] });
    expect((await request(app).get('/api/collectionPaginate?collection=jasmin')).status).toBe(422);
    const loose = await shopper
      .post('/api/collectionPaginate')
      .send({ page: true, page_size: '1e1', sex_id: [1] });
    expect(Object.keys(loose.body.errors).sort()).toEqual(['page', 'page_size', 'sex_id']);
  });
});
