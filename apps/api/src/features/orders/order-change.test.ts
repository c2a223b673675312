import {
  DESK_MESSAGES,
  formatDT,
  MESSAGES,
  OrderSchema,
  OrderTrackingSchema,
  OwnerOrderSchema,
} from '@vitrine/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { receivedBy, useMailingApp } from '../../../test/mailing.js';
import { signedInOwner } from '../../../test/owner.js';
import { createClient, createPromos, databaseState } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, app, shopper } = await useMailingApp(db);
const owner = await signedInOwner(app);
const { articles, sizes } = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires', sizes: ['52', '54'] },
  { nom: 'Collier Jasmin', prixMillimes: 45_000, sub: 'pendentifs' },
  { nom: 'Alliance Tressée', prixMillimes: 60_000, sub: 'alliances', sizes: ['52'] },
]);
const [bague, collier, alliance] = articles as [
  (typeof articles)[number],
  (typeof articles)[number],
  (typeof articles)[number],
];
const client = await createClient(db);
await createPromos(db);

const variant = (articleId: number, size: '52' | '54') =>
  db.articleDetail.findFirstOrThrow({ where: { article_id: articleId, size_id: sizes[size].id } });
// Every test places an order of this ring.
await db.articleDetail.updateMany({ data: { stock: 100 } });
const bague52 = await variant(bague.id, '52');
const bague54 = await variant(bague.id, '54');
const alliance52 = await variant(alliance.id, '52');
const stockOf = async (id: number) => (await db.articleDetail.findUniqueOrThrow({ where: { id } })).stock;

/** One ring in size 52 at 120 DT, with the 10 % code, placed on the shop. */
async function placeOrder() {
  const response = await shopper.post('/api/Order').send({
    code_client: client.code_client,
    code_promo: 'BIENVENUE10',
    items: [{ quantite: 1, article_id: bague.id, article_detail_id: bague52.id }],
  });
  expect(response.status).toBe(201);
  await mail.idle();
  return OrderSchema.parse(response.body);
}

const change = (reference: string, body: Record<string, unknown>) =>
  owner.patch(`/api/owner/orders/${reference}`).send(body);

async function ownerOrder(reference: string) {
  return OwnerOrderSchema.parse((await owner.get(`/api/owner/orders/${reference}`)).body);
}

describe('PATCH /api/owner/orders/:reference', () => {
  it('keeps the price charged for a kept line, takes today’s for an added one, prices the order again with its code, and moves the stock', async () => {
    const order = await placeOrder();
    await db.article.update({ where: { id: bague.id }, data: { prix: '150' } });
    await db.article.update({ where: { id: collier.id }, data: { prix: '50', promo: 10 } });
    onTestFinished(async () => {
      await db.article.update({ where: { id: bague.id }, data: { prix: '120' } });
      await db.article.update({ where: { id: collier.id }, data: { prix: '45', promo: 0 } });
    });
    const before = { bague52: await stockOf(bague52.id), alliance52: await stockOf(alliance52.id) };

    const response = await change(order.reference, {
      lignes: [
        { article_id: bague.id, article_detail_id: bague52.id, quantite: 2 },
        { article_id: collier.id, quantite: 1 },
        { article_id: alliance.id, article_detail_id: alliance52.id, quantite: 1 },
      ],
    });
    expect(response.status).toBe(200);
    const changed = OwnerOrderSchema.parse(response.body);
    // 2 × 120 (charged) + 45 (50 − 10 % today) + 60 = 345; −10 % = 34,5; free delivery from 150 DT.
    expect(changed.items).toEqual([
      {
        article_id: bague.id,
        article_detail_id: bague52.id,
        nom: 'Bague Aube — taille 52',
        quantite: 2,
        prix_unitaire: 120,
        total: 240,
      },
      {
        article_id: collier.id,
        article_detail_id: null,
        nom: 'Collier Jasmin',
        quantite: 1,
        prix_unitaire: 45,
        total: 45,
      },
      // Sold in one size: its line is not named with it, as when it is ordered.
      {
        article_id: alliance.id,
        article_detail_id: alliance52.id,
        nom: 'Alliance Tressée',
        quantite: 1,
        prix_unitaire: 60,
        total: 60,
      },
    ]);
    expect(changed).toMatchObject({
      etat: 'en cours',
      code_promo: 'BIENVENUE10',
      reduction: 10,
      sous_total: 345,
      remise: 34.5,
      shipping_charge: 0,
      total: 310.5,
    });
    expect(await stockOf(bague52.id)).toBe(before.bague52 - 1);
    expect(await stockOf(alliance52.id)).toBe(before.alliance52 - 1);
    expect(await ownerOrder(order.reference)).toEqual({ ...changed, minutes_attente: expect.any(Number) });

    // Back to one ring: the pieces go back to their variants, the delivery is charged again.
    const back = await change(order.reference, {
      lignes: [{ article_id: bague.id, article_detail_id: bague52.id, quantite: 1 }],
    });
    expect(back.status).toBe(200);
    expect(OwnerOrderSchema.parse(back.body)).toMatchObject({
      sous_total: 120,
      remise: 12,
      shipping_charge: 7,
      total: 115,
    });
    expect(await stockOf(bague52.id)).toBe(before.bague52);
    expect(await stockOf(alliance52.id)).toBe(before.alliance52);
  });

  it('keeps the change in the history and mails the customer the new summary, once', async () => {
    const order = await placeOrder();
    const mailsBefore = receivedBy(smtp, client.adresse_mail).length;
    const response = await change(order.reference, {
      adresse: '5 rue de Rome',
      region: 'Sfax',
      code_postal: '3000',
      lignes: [{ article_id: bague.id, article_detail_id: bague54.id, quantite: 1 }],
    });
    expect(response.status).toBe(200);
    const changed = OwnerOrderSchema.parse(response.body);
    expect(changed.livraison).toMatchObject({
      adresse: '5 rue de Rome',
      region: 'Sfax',
      code_postal: '3000',
    });
    expect(changed.historique.at(-1)).toMatchObject({
      ancien_etat: 'en cours',
      nouvel_etat: 'en cours',
      par: 'console',
      note: `Commande modifiée : adresse 5 rue de Rome, 3000 Sfax ; articles 1 × Bague Aube — taille 54 ; total ${formatDT(115_000)}`,
    });

    const mailed = await smtp.waitFor(
      (m) => m.subject === `Votre commande ${order.reference} a été modifiée`,
    );
    expect(mailed.to).toEqual([client.adresse_mail]);
    expect(mailed.text).toContain(`1 × Bague Aube — taille 54 — ${formatDT(120_000)}`);
    expect(mailed.text).toContain(`Total à payer à la livraison : ${formatDT(115_000)}`);
    expect(mailed.text).toContain('Adresse de livraison : 5 rue de Rome, 3000 Sfax');
    await mail.idle();
    expect(receivedBy(smtp, client.adresse_mail)).toHaveLength(mailsBefore + 1);

    // The shopper's tracking shows the order's moves, not the shop's changes.
    const tracked = await shopper
      .post('/api/orders/track')
      .send({ reference: order.reference, numero_telephone: client.numero_telephone });
    expect(OrderTrackingSchema.parse(tracked.body).historique).toHaveLength(1);
  });

  it('mails no change to a shopper who declined the mails of the order’s moves', async () => {
    const response = await shopper.post('/api/Order').send({
      code_client: client.code_client,
      notifications: false,
      items: [{ quantite: 1, article_id: bague.id, article_detail_id: bague52.id }],
    });
    expect(response.status).toBe(201);
    const order = OrderSchema.parse(response.body);
    await mail.idle();
    const before = await databaseState(db);
    expect((await change(order.reference, { adresse: '7 rue Ibn Khaldoun' })).status).toBe(200);
    expect((await databaseState(db)).mails).toBe(before.mails);
  });

  it('changes the address alone, and changes nothing (no history, no mail) when nothing differs', async () => {
    const order = await placeOrder();
    const response = await change(order.reference, { adresse: '9 avenue de Carthage' });
    expect(response.status).toBe(200);
    expect(OwnerOrderSchema.parse(response.body)).toMatchObject({
      livraison: { adresse: '9 avenue de Carthage', region: client.region, code_postal: client.code_postal },
      total: 115,
    });
    await mail.idle();
    const before = await databaseState(db);
    const history = (await ownerOrder(order.reference)).historique.length;
    const same = await change(order.reference, {
      adresse: '9 avenue de Carthage',
      lignes: [{ article_id: bague.id, article_detail_id: bague52.id, quantite: 1 }],
    });
    expect(same.status).toBe(200);
    expect(await databaseState(db)).toEqual(before);
    expect((await ownerOrder(order.reference)).historique).toHaveLength(history);
  });

  it('changes a confirmed order too', async () => {
    const order = await placeOrder();
    await owner.post(`/api/owner/orders/${order.reference}/etat`).send({ etat: 'confirmée' });
    const response = await change(order.reference, {
      lignes: [{ article_id: bague.id, article_detail_id: bague52.id, quantite: 3 }],
    });
    expect(response.status).toBe(200);
    expect(OwnerOrderSchema.parse(response.body)).toMatchObject({ etat: 'confirmée', sous_total: 360 });
  });

  it('refuses a line whose pieces are not there: 409 with the stock message, nothing changed', async () => {
    const order = await placeOrder();
    await db.articleDetail.update({ where: { id: bague54.id }, data: { stock: 0 } });
    onTestFinished(async () => {
      await db.articleDetail.update({ where: { id: bague54.id }, data: { stock: 100 } });
    });
    const stored = await ownerOrder(order.reference);
    const before = await databaseState(db);
    const stocks = [await stockOf(bague52.id), await stockOf(alliance52.id)];
    const response = await change(order.reference, {
      adresse: '1 rue Interdite',
      lignes: [
        { article_id: alliance.id, article_detail_id: alliance52.id, quantite: 1 },
        { article_id: bague.id, article_detail_id: bague54.id, quantite: 1 },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.outOfStock('Bague Aube', '54', 0));
    expect(await databaseState(db)).toEqual(before);
    expect([await stockOf(bague52.id), await stockOf(alliance52.id)]).toEqual(stocks);
    expect(await ownerOrder(order.reference)).toEqual({ ...stored, minutes_attente: expect.any(Number) });
  });

  it('refuses to change an order shipped or closed: 409 in French', async () => {
    const order = await placeOrder();
    await owner.post(`/api/owner/orders/${order.reference}/etat`).send({ etat: 'confirmée' });
    await owner
      .post(`/api/owner/orders/${order.reference}/etat`)
      .send({ etat: 'expédiée', note: 'Rapid-Poste — RR1' });
    const before = await databaseState(db);
    const response = await change(order.reference, { adresse: '2 rue du Lac' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(DESK_MESSAGES.orderChangeClosed('expédiée'));
    expect(await databaseState(db)).toEqual(before);
  });

  it.each([
    ['an empty change', {}, undefined],
    ['no line at all', { lignes: [] }, 'lignes'],
    ['a quantity of 0', { lignes: [{ article_id: 1, quantite: 0 }] }, 'lignes.0.quantite'],
    ['an unknown field', { adresse: 'x', prix: 1 }, undefined],
  ])('refuses %s with 422', async (_what, body, field) => {
    const order = await placeOrder();
    const response = await change(order.reference, body);
    expect(response.status).toBe(422);
    if (field) expect(response.body.errors[field]).toBeDefined();
  });

  it('answers hostile bodies with a 4xx, never a 5xx, and changes nothing', async () => {
    const order = await placeOrder();
    const stored = await ownerOrder(order.reference);
    for (const body of [
      [],
      { adresse: 'A\u0000B' },
      { adresse: 'x'.repeat(5_000) },
      { code_postal: '1e3' },
      { region: ['Tunis'] },
      { lignes: 'tout' },
      { lignes: [{ article_id: 2 ** 31, quantite: 1 }] },
      { lignes: [{ article_id: -1, quantite: 1 }] },
      { lignes: [{ article_id: bague.id, article_detail_id: 'x', quantite: 1 }] },
      { lignes: [{ article_id: bague.id, article_detail_id: bague52.id, quantite: 1e9 }] },
      { lignes: Array.from({ length: 51 }, () => ({ article_id: collier.id, quantite: 1 })) },
      { lignes: Array.from({ length: 3 }, () => ({ article_id: collier.id, quantite: 99 })) },
      { lignes: [{ article_id: alliance.id, article_detail_id: bague52.id, quantite: 1 }] },
    ]) {
      const response = await change(order.reference, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    expect(await ownerOrder(order.reference)).toEqual({ ...stored, minutes_attente: expect.any(Number) });
  });

  it('refuses an unknown article or a ring without its size (422 naming the line), and answers 404 for an unknown order', async () => {
    const order = await placeOrder();
    const unknown = await change(order.reference, { lignes: [{ article_id: 999_999, quantite: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'lignes.0.article_id': [MESSAGES.articleNotFound] });
    const sizeless = await change(order.reference, { lignes: [{ article_id: bague.id, quantite: 1 }] });
    expect(sizeless.status).toBe(422);
    expect(sizeless.body.errors).toEqual({
      'lignes.0.article_detail_id': [MESSAGES.sizeToChoose('Bague Aube')],
    });
    expect((await change('VT-2026-999999', { adresse: '2 rue du Lac' })).status).toBe(404);
  });
});
