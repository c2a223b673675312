import {
  MESSAGES,
  OwnerArticleCreatedSchema,
  OwnerArticleSchema,
  OwnerArticleSizesAnswerSchema,
  OwnerStockSchema,
  STOCK_MAX,
} from '@vitrine/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { TEST_SHOP_EMAIL } from '../../../test/jobs.js';
import { receivedBy, useMailingApp } from '../../../test/mailing.js';
import { signedInOwner } from '../../../test/owner.js';
import { createClient } from '../../../test/shop-fixtures.js';
import { CatalogueCache } from '../../db/catalogue-cache.js';

// The catalogue edited from the console, on a real PostgreSQL, with the storefront read as it runs:
// its answers cached until PostgreSQL announces a change (the catalogue's NOTIFY).

const { db, url } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);
const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const shop = await createTestApp(db, { catalogue: cache, mail });
const owner = await signedInOwner(shop);
await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });

const catalogue = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires', sizes: ['52', '54'] },
  { nom: 'Alliance Tressée', prixMillimes: 30_000, sub: 'alliances' },
]);
const { subs, sexes, collections, colors, sizes } = catalogue;
const client = await createClient(db);
const UNKNOWN = 999_999;

const newArticle = (fields: Record<string, unknown> = {}) => ({
  nom: 'Collier Jasmin Doré',
  description: 'Un collier de fleurs de jasmin en plaqué or.',
  prix: 89.9,
  promo: 10,
  sub_category_id: subs.pendentifs.id,
  sex_id: sexes.Femme.id,
  collection_id: collections.Jasmin.id,
  color_ids: [colors.Or.id],
  ...fields,
});

/** What the storefront answers, read through its cache until it shows what `check` expects. */
const storefrontShows = (path: string, check: (response: request.Response) => void) =>
  vi.waitFor(
    async () => {
      check(await request(shop).get(path));
    },
    { timeout: 10_000, interval: 20 },
  );

const articleCount = () => db.article.count();

describe('POST /api/owner/articles', () => {
  it('adds the article: 201 with its id, exact price, and the shop shows it and finds it in its search', async () => {
    // Read once so that the cache holds a search without it.
    expect((await request(shop).get('/api/search?q=jasmin').expect(200)).body.total).toBe(0);
    const response = await owner.post('/api/owner/articles').send(newArticle());
    expect(response.status, response.text).toBe(201);
    const { id } = OwnerArticleCreatedSchema.parse(response.body);

    await storefrontShows(`/api/Article/${id}`, (product) => {
      expect(product.status).toBe(200);
      expect(product.body).toMatchObject({
        id,
        nom: 'Collier Jasmin Doré',
        prix: 89.9,
        promo: 10,
        prix_final: 80.91,
      });
    });
    await storefrontShows('/api/search?q=jasmin', (found) => {
      expect(found.body.articles.map((article: { id: number }) => article.id)).toEqual([id]);
    });
    const stored = await db.article.findUniqueOrThrow({ where: { id }, include: { colors: true } });
    expect(stored.prix.toFixed(3)).toBe('89.900');
    expect(stored.colors.map((color) => color.nom)).toEqual(['Or']);
    expect(stored.visible).toBe(true);
  });

  it('refuses unknown references with a French 422 by field, and writes nothing', async () => {
    const before = await articleCount();
    const response = await owner
      .post('/api/owner/articles')
      .send(
        newArticle({ sub_category_id: UNKNOWN, collection_id: UNKNOWN, color_ids: [colors.Or.id, UNKNOWN] }),
      );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      sub_category_id: [MESSAGES.subCategoryUnknown],
      collection_id: [MESSAGES.collectionUnknown],
      color_ids: [MESSAGES.colorUnknown],
    });
    expect(await articleCount()).toBe(before);
  });

  it('refuses a price finer than a millime, a promo over 100 %, an empty name: 422 in French, nothing written', async () => {
    const before = await articleCount();
    const response = await owner
      .post('/api/owner/articles')
      .send(newArticle({ nom: '  ', prix: 12.3456, promo: 120 }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      nom: [MESSAGES.articleFieldRequired('Nom')],
      prix: [MESSAGES.articlePriceInvalid],
      promo: [MESSAGES.articlePromoInvalid],
    });
    for (const body of [
      {},
      newArticle({ prix: '12,5' }),
      newArticle({ visible: 'oui' }),
      newArticle({ extra: 1 }),
    ]) {
      expect((await owner.post('/api/owner/articles').send(body)).status).toBe(422);
    }
    expect(await articleCount()).toBe(before);
  });

  it('is closed without the owner’s session', async () => {
    expect((await request(shop).get(`/api/owner/articles/${catalogue.articles[0]?.id}`)).status).toBe(401);
    expect((await request(shop).get('/api/owner/stock')).status).toBe(401);
  });
});

describe('PATCH and DELETE /api/owner/articles/:id', () => {
  it('changes the fields given: 200 with the article, and the shop’s cached answer follows', async () => {
    const { id } = (await owner.post('/api/owner/articles').send(newArticle({ nom: 'Bracelet Médina' })))
      .body;
    expect((await request(shop).get(`/api/Article/${id}`).expect(200)).body.prix).toBe(89.9);

    const response = await owner
      .patch(`/api/owner/articles/${id}`)
      .send({ prix: '95.500', promo: 0, color_ids: [colors.Argent.id, colors.Or.id], collection_id: null });
    expect(response.status, response.text).toBe(200);
    expect(OwnerArticleSchema.parse(response.body)).toMatchObject({
      id,
      nom: 'Bracelet Médina',
      prix: 95.5,
      promo: 0,
      prix_final: 95.5,
      collection_id: null,
      color_ids: [colors.Or.id, colors.Argent.id].sort((a, b) => a - b),
      visible: true,
    });
    await storefrontShows(`/api/Article/${id}`, (product) => {
      expect(product.body).toMatchObject({ prix: 95.5, prix_final: 95.5, collection: null });
    });
  });

  it('refuses an empty change, an unknown sex and an unknown article without writing', async () => {
    const { id } = catalogue.articles[1] as { id: number };
    expect((await owner.patch(`/api/owner/articles/${id}`).send({})).body.message).toBe(
      MESSAGES.validationFailed,
    );
    const unknownSex = await owner.patch(`/api/owner/articles/${id}`).send({ nom: 'Autre', sex_id: UNKNOWN });
    expect(unknownSex.status).toBe(422);
    expect(unknownSex.body.errors).toEqual({ sex_id: [MESSAGES.sexUnknown] });
    expect((await db.article.findUniqueOrThrow({ where: { id } })).nom).toBe('Alliance Tressée');
    expect((await owner.patch(`/api/owner/articles/${UNKNOWN}`).send({ nom: 'X' })).status).toBe(404);
    expect((await owner.delete(`/api/owner/articles/${UNKNOWN}`)).status).toBe(404);
  });

  it('hides the article from the shop without erasing it, and PATCH visible: true brings it back', async () => {
    const { id } = (await owner.post('/api/owner/articles').send(newArticle({ nom: 'Boucles Étoile' }))).body;
    await storefrontShows('/api/search?q=etoile', (found) => expect(found.body.total).toBe(1));
    await storefrontShows(`/api/articlesPaginate?sub_category_id=${subs.pendentifs.id}`, (page) =>
      expect(page.body.articles.map((article: { id: number }) => article.id)).toContain(id),
    );

    expect((await owner.delete(`/api/owner/articles/${id}`)).status).toBe(204);
    await storefrontShows(`/api/Article/${id}`, (product) => expect(product.status).toBe(404));
    await storefrontShows('/api/search?q=etoile', (found) => expect(found.body.total).toBe(0));
    await storefrontShows(`/api/articlesPaginate?sub_category_id=${subs.pendentifs.id}`, (page) =>
      expect(page.body.articles.map((article: { id: number }) => article.id)).not.toContain(id),
    );
    // Kept, and still the owner's to edit; no longer sold.
    expect((await owner.get(`/api/owner/articles/${id}`).expect(200)).body).toMatchObject({
      id,
      visible: false,
    });
    const orders = await db.order.count();
    const refused = await shopper.post('/api/Order').send({
      code_client: client.code_client,
      items: [{ quantite: 1, article_id: id, prix_unitaire: 80.91 }],
    });
    expect(refused.status, refused.text).toBe(422);
    expect(await db.order.count()).toBe(orders);

    expect((await owner.patch(`/api/owner/articles/${id}`).send({ visible: true })).status).toBe(200);
    await storefrontShows(`/api/Article/${id}`, (product) => expect(product.status).toBe(200));
    await storefrontShows('/api/search?q=etoile', (found) => expect(found.body.total).toBe(1));
  });
});

describe('PUT /api/owner/articles/:id/tailles', () => {
  const bague = catalogue.articles[0] as { id: number };

  it('makes the article’s sizes the ones given: a size left out is no longer offered, the kept one keeps its row', async () => {
    const kept = await db.articleDetail.findFirstOrThrow({
      where: { article_id: bague.id, size_id: sizes['52'].id },
    });
    const size56 = await db.size.create({ data: { nom: '56', position: 3 } });
    const response = await owner.put(`/api/owner/articles/${bague.id}/tailles`).send([
      { size_id: size56.id, stock: 4 },
      { size_id: sizes['52'].id, stock: 0 },
    ]);
    expect(response.status, response.text).toBe(200);
    expect(OwnerArticleSizesAnswerSchema.parse(response.body)).toEqual([
      { size_id: sizes['52'].id, taille: '52', color_id: null, stock: 0 },
      { size_id: size56.id, taille: '56', color_id: null, stock: 4 },
    ]);
    expect((await db.articleDetail.findUniqueOrThrow({ where: { id: kept.id } })).stock).toBe(0);
    await storefrontShows(`/api/ArticleDetail?article_id=${bague.id}`, (details) => {
      expect(
        details.body.map((detail: { size: { nom: string }; stock: number }) => [
          detail.size.nom,
          detail.stock,
        ]),
      ).toEqual([
        ['52', 0],
        ['56', 4],
      ]);
    });
  });

  it('refuses an unknown size, a size twice, a negative stock: 422, the sizes unchanged', async () => {
    const before = await db.articleDetail.findMany({
      where: { article_id: bague.id },
      orderBy: { id: 'asc' },
    });
    const unknown = await owner
      .put(`/api/owner/articles/${bague.id}/tailles`)
      .send([{ size_id: UNKNOWN, stock: 1 }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ size_ids: [MESSAGES.sizeUnknown] });
    const twice = [
      { size_id: sizes['52'].id, stock: 1 },
      { size_id: sizes['52'].id, stock: 2 },
    ];
    expect((await owner.put(`/api/owner/articles/${bague.id}/tailles`).send(twice)).body.message).toBe(
      MESSAGES.validationFailed,
    );
    const negative = await owner
      .put(`/api/owner/articles/${bague.id}/tailles`)
      .send([{ size_id: sizes['52'].id, stock: -1 }]);
    expect(JSON.stringify(negative.body.errors)).toContain(MESSAGES.stockInvalid(STOCK_MAX));
    expect((await owner.put(`/api/owner/articles/${UNKNOWN}/tailles`).send([])).status).toBe(404);
    expect(
      await db.articleDetail.findMany({ where: { article_id: bague.id }, orderBy: { id: 'asc' } }),
    ).toEqual(before);
  });
});

describe('GET /api/owner/stock', () => {
  it('lists the sizes at or under the threshold, fewest first, of the articles the shop shows', async () => {
    const { id } = (await owner.post('/api/owner/articles').send(newArticle({ nom: 'Bague Lune' }))).body;
    await owner.put(`/api/owner/articles/${id}/tailles`).send([
      { size_id: sizes['52'].id, stock: 3 },
      { size_id: sizes['54'].id, stock: 9 },
    ]);
    const response = await owner.get('/api/owner/stock?seuil=3');
    expect(response.status).toBe(200);
    const lines = OwnerStockSchema.parse(response.body).lignes;
    expect(lines.filter((line) => line.article_id === id)).toEqual([
      { article_id: id, nom: 'Bague Lune', size_id: sizes['52'].id, taille: '52', stock: 3 },
    ]);
    expect(lines.map((line) => line.stock)).toEqual(
      [...lines.map((line) => line.stock)].sort((a, b) => a - b),
    );
    expect(lines.every((line) => line.stock <= 3)).toBe(true);

    await owner.delete(`/api/owner/articles/${id}`);
    const hidden = OwnerStockSchema.parse((await owner.get('/api/owner/stock?seuil=3')).body).lignes;
    expect(hidden.some((line) => line.article_id === id)).toBe(false);
    expect((await owner.get('/api/owner/stock?seuil=-1')).status).toBe(422);
    expect((await owner.get('/api/owner/stock?seuil=trois')).status).toBe(422);
  });
});

describe('the low-stock mail', () => {
  it('is sent once when a size falls to the threshold over several orders, and again after a restock above it', async () => {
    const { id } = (await owner.post('/api/owner/articles').send(newArticle({ nom: 'Bague Soleil' }))).body;
    await owner.put(`/api/owner/articles/${id}/tailles`).send([
      { size_id: sizes['52'].id, stock: 9 },
      { size_id: sizes['54'].id, stock: 4 },
    ]);
    const variant = await db.articleDetail.findFirstOrThrow({
      where: { article_id: id, size_id: sizes['54'].id },
    });
    const orderOne = async () => {
      const response = await shopper.post('/api/Order').send({
        code_client: client.code_client,
        items: [{ quantite: 1, article_detail_id: variant.id, prix_unitaire: 80.91 }],
      });
      expect(response.status, response.text).toBe(201);
    };
    const lowStockMails = () =>
      receivedBy(smtp, TEST_SHOP_EMAIL).filter(
        (received) => received.topic === 'low_stock' && received.refId === variant.id,
      );

    // 4 → 3 → 2 (the threshold: one mail) → 1 → 0: no other.
    for (let order = 0; order < 4; order += 1) await orderOne();
    await mail.deliver();
    expect(lowStockMails().map((received) => received.subject)).toEqual([
      'Stock bas : Bague Soleil — taille 54 (plus que 2 pièces)',
    ]);
    expect(lowStockMails()[0]?.text).toContain('page « Stock »');

    // Restocked above the threshold, then taken down to it again: a second mail.
    await owner.put(`/api/owner/articles/${id}/tailles`).send([
      { size_id: sizes['52'].id, stock: 9 },
      { size_id: sizes['54'].id, stock: 3 },
    ]);
    await orderOne();
    await orderOne();
    await mail.deliver();
    expect(lowStockMails()).toHaveLength(2);
  });

  it('is sent when an order changed during the call takes a size to the threshold, once', async () => {
    const { id } = (await owner.post('/api/owner/articles').send(newArticle({ nom: 'Bague Lune' }))).body;
    await owner.put(`/api/owner/articles/${id}/tailles`).send([{ size_id: sizes['54'].id, stock: 5 }]);
    const variant = await db.articleDetail.findFirstOrThrow({ where: { article_id: id } });
    const placed = await shopper.post('/api/Order').send({
      code_client: client.code_client,
      items: [{ quantite: 1, article_detail_id: variant.id, prix_unitaire: 80.91 }],
    });
    expect(placed.status, placed.text).toBe(201);
    const changeTo = async (quantite: number) => {
      const response = await owner
        .patch(`/api/owner/orders/${placed.body.reference}`)
        .send({ lignes: [{ article_id: id, article_detail_id: variant.id, quantite }] });
      expect(response.status, response.text).toBe(200);
    };
    const lowStockMails = () =>
      receivedBy(smtp, TEST_SHOP_EMAIL).filter(
        (received) => received.topic === 'low_stock' && received.refId === variant.id,
      );

    // 5 → 4 by the order, then 4 → 1 as the customer asks for three more pieces (one mail, saying 1),
    // then 1 → 0 for a fifth piece: under the threshold already, no other.
    await changeTo(4);
    await changeTo(5);
    await mail.deliver();
    expect(lowStockMails()).toHaveLength(1);
    expect(lowStockMails()[0]?.subject).toMatch(/^Stock bas : Bague Lune.* \(plus que 1 pièce\)$/);
  });
});
