import { MAX_LINE_QUANTITY, OrderSchema } from '@vitrine/contracts';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { useMailingApp } from '../../../test/mailing.js';
import { signedInOwner } from '../../../test/owner.js';
import { createClient, databaseState } from '../../../test/shop-fixtures.js';

// A size's stock is what the shop has left: an order takes its pieces, and no order takes more.

const { db, url } = await useTestDatabase('empty');
const { smtp, shopper, app } = await useMailingApp(db);
const catalogue = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires', sizes: ['52', '54'] },
  { nom: 'Alliance Tressée', prixMillimes: 30_000, sub: 'alliances' },
]);
const [bague, alliance] = catalogue.articles as [
  (typeof catalogue.articles)[0],
  (typeof catalogue.articles)[0],
];
const sizeOf = (nom: '52' | '54') =>
  db.articleDetail.findFirstOrThrow({ where: { article_id: bague.id, size: { nom } } });
const bague52 = await sizeOf('52');
const bague54 = await sizeOf('54');
// A one-size article: the demo shop sells most of its pieces so.
const oneSize = await db.size.create({ data: { nom: 'Taille unique', position: 9 } });
const pendentif = await db.article.create({
  data: {
    nom: 'Pendentif Lune',
    prix: '45.000',
    sub_category_id: catalogue.subs.pendentifs.id,
    details: { create: [{ size_id: oneSize.id, stock: 4 }] },
  },
  include: { details: true },
});
const pendentifVariant = pendentif.details[0]?.id ?? 0;
const promo = await db.promo.create({ data: { code: 'BIJOU10', reduction: 10 } });
const client = await createClient(db);
// What Prisma Studio or psql does: plain SQL, no code of the shop in between.
const studio = new pg.Client({ connectionString: url });
await studio.connect();
afterAll(() => studio.end());

const setStock = (id: number, stock: number) => db.articleDetail.update({ where: { id }, data: { stock } });
const stockOf = async (id: number) => (await db.articleDetail.findUniqueOrThrow({ where: { id } })).stock;
const order = (items: Array<Record<string, number>>, extra: Record<string, unknown> = {}) => ({
  code_client: client.code_client,
  items,
  ...extra,
});

describe('GET /api/ArticleDetail?article_id= — the sizes a product page offers', () => {
  it('lists an article’s sizes in the shop’s order (position), with their stock, whatever order they were added in', async () => {
    const smallest = await db.size.create({ data: { nom: '48', position: 0 } });
    const bague48 = await db.articleDetail.create({
      data: { article_id: bague.id, size_id: smallest.id, stock: 2 },
    });
    const response = await request(app).get(`/api/ArticleDetail?article_id=${bague.id}`);
    expect(response.status).toBe(200);
    expect(
      response.body.map((detail: { id: number; size: { nom: string } }) => [detail.id, detail.size.nom]),
    ).toEqual([
      [bague48.id, '48'],
      [bague52.id, '52'],
      [bague54.id, '54'],
    ]);
    await db.articleDetail.delete({ where: { id: bague48.id } });
  });
});

describe('POST /api/Order — a ring in a chosen size', () => {
  it('takes the pieces out of that size’s stock and names the size on the order line, in the mails too', async () => {
    await setStock(bague54.id, 5);
    await setStock(bague52.id, 5);
    const response = await shopper
      .post('/api/Order')
      .send(order([{ quantite: 2, article_detail_id: bague54.id, prix_unitaire: 120 }]));

    expect(response.status).toBe(201);
    const placed = OrderSchema.parse(response.body);
    expect(placed.items).toEqual([
      {
        article_id: bague.id,
        article_detail_id: bague54.id,
        nom: 'Bague Aube — taille 54',
        quantite: 2,
        prix_unitaire: 120,
        total: 240,
      },
    ]);
    expect(await stockOf(bague54.id)).toBe(3);
    expect(await stockOf(bague52.id)).toBe(5);
    const shopMail = await smtp.waitFor(
      (mail) => mail.to.includes('boutique@vitrine.test') && mail.text.includes(placed.reference),
    );
    expect(shopMail.text).toContain('Bague Aube — taille 54');
  });

  it('refuses more pieces than are left with a French 409 naming the article and the size, and writes nothing', async () => {
    await setStock(bague54.id, 1);
    await setStock(bague52.id, 4);
    const before = await databaseState(db);
    // One cart, sent twice under the same key: refused, then possible.
    const sendCart = () =>
      shopper
        .post('/api/Order')
        .set('Idempotency-Key', 'panier-taille-54')
        .send(
          order(
            [
              { quantite: 1, article_detail_id: bague52.id },
              { quantite: 2, article_detail_id: bague54.id },
            ],
            { code_promo: 'bijou10' },
          ),
        );
    const response = await sendCart();

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      '« Bague Aube » en taille 54 : il ne reste que 1 pièce. Modifiez votre panier pour valider la commande.',
    );
    expect(await databaseState(db)).toEqual(before);
    expect(await stockOf(bague52.id)).toBe(4);
    expect(await stockOf(bague54.id)).toBe(1);

    // The refused key names no order: the same cart, made possible, goes through with it.
    await setStock(bague54.id, 2);
    const retried = await sendCart();
    expect(retried.status).toBe(201);
    expect(await stockOf(bague54.id)).toBe(0);
    expect(await stockOf(bague52.id)).toBe(3);
  });

  it('says a sold-out size has no piece left', async () => {
    await setStock(bague52.id, 0);
    const response = await shopper
      .post('/api/Order')
      .send(order([{ quantite: 1, article_detail_id: bague52.id }]));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      '« Bague Aube » en taille 52 : plus aucune pièce en stock. Modifiez votre panier pour valider la commande.',
    );
  });

  it('sells an article without any variant without limit: its stock is not kept', async () => {
    await setStock(bague54.id, 0);
    for (let time = 0; time < 2; time++) {
      const response = await shopper
        .post('/api/Order')
        .send(order([{ quantite: MAX_LINE_QUANTITY, article_id: alliance.id, prix_unitaire: 30 }]));
      expect(response.status).toBe(201);
      expect(response.body.items).toMatchObject([{ nom: 'Alliance Tressée', article_detail_id: null }]);
    }
    expect(await stockOf(bague54.id)).toBe(0);
  });

  it('keeps refusing a size that is not the article’s', async () => {
    const other = await db.articleDetail.create({ data: { article_id: alliance.id, stock: 5 } });
    const response = await shopper
      .post('/api/Order')
      .send(order([{ quantite: 1, article_id: bague.id, article_detail_id: other.id }]));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'items.0.article_detail_id': ["Cette variante n'appartient pas à cet article."],
    });
    expect(await stockOf(other.id)).toBe(5);
  });

  it('the database itself refuses a stock below zero', async () => {
    await expect(setStock(bague54.id, -1)).rejects.toThrow(/article_details_stock_not_negative/);
  });
});

describe('POST /api/Order — a line without its size', () => {
  it('refuses an article sold in sizes sent without one: a French 422 naming it on its line, and nothing written', async () => {
    await setStock(bague52.id, 5);
    await setStock(bague54.id, 5);
    const before = await databaseState(db);
    const response = await shopper
      .post('/api/Order')
      .set('Idempotency-Key', 'collection-entiere')
      .send(
        order(
          [
            { quantite: 1, article_id: alliance.id, prix_unitaire: 30 },
            { quantite: 1, article_id: bague.id, prix_unitaire: 120 },
          ],
          { code_promo: 'BIJOU10' },
        ),
      );

    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      "Choisissez une taille pour « Bague Aube » sur la page de l'article, puis retirez du panier la ligne sans taille.",
    );
    expect(response.body.errors).toEqual({
      'items.1.article_detail_id': ['« Bague Aube » : choisissez une taille.'],
    });
    expect(await databaseState(db)).toEqual(before);
    expect([await stockOf(bague52.id), await stockOf(bague54.id)]).toEqual([5, 5]);

    // The same cart with the ring's size chosen goes through with the same key.
    const sized = await shopper
      .post('/api/Order')
      .set('Idempotency-Key', 'collection-entiere')
      .send(
        order(
          [
            { quantite: 1, article_id: alliance.id, prix_unitaire: 30 },
            { quantite: 1, article_detail_id: bague52.id, prix_unitaire: 120 },
          ],
          { code_promo: 'BIJOU10' },
        ),
      );
    expect(sized.status).toBe(201);
    expect(await stockOf(bague52.id)).toBe(4);
  });
});

describe('POST /api/Order — a one-size article (a single « Taille unique » variant)', () => {
  it('is ordered without a size, as the product page sells it, and its pieces are taken from its variant', async () => {
    await setStock(pendentifVariant, 4);
    const response = await shopper
      .post('/api/Order')
      .send(order([{ quantite: 2, article_id: pendentif.id, prix_unitaire: 45 }]));

    expect(response.status).toBe(201);
    expect(response.body.items).toMatchObject([
      { nom: 'Pendentif Lune', article_detail_id: pendentifVariant, quantite: 2 },
    ]);
    expect(await stockOf(pendentifVariant)).toBe(2);
  });

  it('is one line whether the cart names its variant or not, and never sells more than is left: a French 409, nothing written', async () => {
    await setStock(pendentifVariant, 2);
    const before = await databaseState(db);
    const response = await shopper.post('/api/Order').send(
      order([
        { quantite: 2, article_id: pendentif.id },
        { quantite: 1, article_detail_id: pendentifVariant },
      ]),
    );

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      '« Pendentif Lune » : il ne reste que 2 pièces. Modifiez votre panier pour valider la commande.',
    );
    expect(await databaseState(db)).toEqual(before);
    expect(await stockOf(pendentifVariant)).toBe(2);
  });

  it('at stock 0 (set so in Studio) is not sold any more', async () => {
    await setStock(pendentifVariant, 0);
    const response = await shopper
      .post('/api/Order')
      .send(order([{ quantite: 1, article_id: pendentif.id, prix_unitaire: 45 }]));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      '« Pendentif Lune » : plus aucune pièce en stock. Modifiez votre panier pour valider la commande.',
    );
    expect(await stockOf(pendentifVariant)).toBe(0);
  });
});

describe('the last pieces under a rush', () => {
  it('sells the last 3 pieces to exactly 3 of 20 parallel orders; the 17 others get the 409 and change nothing', async () => {
    await setStock(bague54.id, 3);
    const ordersBefore = await db.order.count();
    const usesBefore = (await db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usage_count;
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        shopper
          .post('/api/Order')
          .set('Idempotency-Key', `ruee-${index}`)
          .send(order([{ quantite: 1, article_detail_id: bague54.id }], { code_promo: 'BIJOU10' })),
      ),
    );
    const elapsed = performance.now() - started;

    const accepted = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 409);
    expect([accepted.length, refused.length]).toEqual([3, 17]);
    for (const response of refused) {
      expect(response.body.message).toBe(
        '« Bague Aube » en taille 54 : plus aucune pièce en stock. Modifiez votre panier pour valider la commande.',
      );
    }
    expect(await stockOf(bague54.id)).toBe(0);
    expect(await db.order.count()).toBe(ordersBefore + 3);
    expect((await db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usage_count).toBe(usesBefore + 3);
    console.info(
      `[mesure] 3 dernières pièces, 20 commandes parallèles : ${accepted.length} acceptées, ${refused.length} refusées (409) en ${elapsed.toFixed(0)} ms`,
    );
  });
});

describe('pieces coming back: a cancelled or refused order returns them, by PostgreSQL with the move', () => {
  /** An order of 2 rings in 54 and 3 pendants (one-size), placed from full stock: 3 and 7 pieces left. */
  async function placed() {
    await setStock(bague54.id, 5);
    await setStock(pendentifVariant, 10);
    const response = await shopper.post('/api/Order').send(
      order([
        { quantite: 2, article_detail_id: bague54.id },
        { quantite: 3, article_id: pendentif.id },
      ]),
    );
    expect(response.status).toBe(201);
    expect(await stocks()).toEqual([3, 7]);
    return OrderSchema.parse(response.body);
  }
  const stocks = async () => [await stockOf(bague54.id), await stockOf(pendentifVariant)];
  /** Moves the order straight in SQL, as Studio saves a changed « etat ». */
  const moveInSql = (id: number, etat: string) =>
    studio.query('UPDATE commandes SET etat = $1 WHERE id = $2', [etat, id]);

  it('en cours → annulée: the pieces are back at once', async () => {
    const { id } = await placed();
    await moveInSql(id, 'annulée');
    expect(await stocks()).toEqual([5, 10]);
  });

  it('confirmée → annulée: not when confirmed, at the cancellation', async () => {
    const { id } = await placed();
    await moveInSql(id, 'confirmée');
    expect(await stocks()).toEqual([3, 7]);
    await moveInSql(id, 'annulée');
    expect(await stocks()).toEqual([5, 10]);
  });

  it('expédiée → refusée: not while the parcel travels, when it is back (« refusée »)', async () => {
    const { id } = await placed();
    await moveInSql(id, 'confirmée');
    await moveInSql(id, 'expédiée');
    expect(await stocks()).toEqual([3, 7]);
    await moveInSql(id, 'refusée');
    expect(await stocks()).toEqual([5, 10]);
  });

  it('expédiée → livrée: a delivered order keeps its pieces sold', async () => {
    const { id } = await placed();
    for (const etat of ['confirmée', 'expédiée', 'livrée']) await moveInSql(id, etat);
    expect(await stocks()).toEqual([3, 7]);
  });

  it('exactly once: saving « annulée » again, or trying to move the order on, returns nothing more', async () => {
    const { id } = await placed();
    await moveInSql(id, 'annulée');
    await moveInSql(id, 'annulée');
    await expect(moveInSql(id, 'en cours')).rejects.toThrow(/ne peut pas passer/);
    await expect(moveInSql(id, 'refusée')).rejects.toThrow(/ne peut pas passer/);
    expect(await stocks()).toEqual([5, 10]);
  });

  it('a move rolled back returns nothing', async () => {
    const { id } = await placed();
    await studio.query('BEGIN');
    await moveInSql(id, 'annulée');
    await studio.query('ROLLBACK');
    expect(await stocks()).toEqual([3, 7]);
    await moveInSql(id, 'annulée');
  });

  it('a cancellation in the owner console returns them too, and the restored stock is what the product page reads', async () => {
    const { reference } = await placed();
    const owner = await signedInOwner(app);
    const moved = await owner
      .post(`/api/owner/orders/${reference}/etat`)
      .send({ etat: 'annulée', note: 'La cliente a changé d’avis.' });
    expect(moved.status).toBe(200);
    const sizes = await request(app).get(`/api/ArticleDetail?article_id=${bague.id}`);
    expect(sizes.body.find((detail: { id: number }) => detail.id === bague54.id)?.stock).toBe(5);
    expect(await stockOf(pendentifVariant)).toBe(10);
  });

  it('announces the stock change on « catalogue_changed », so every shop drops its cached pages', async () => {
    const { id } = await placed();
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    try {
      await listener.query('LISTEN catalogue_changed');
      const announced = new Promise<string | undefined>((resolve) =>
        listener.on('notification', (message) => resolve(message.payload)),
      );
      await moveInSql(id, 'annulée');
      expect(await announced).toBe('article_details');
    } finally {
      await listener.end();
    }
  });
});
