import { BulkMoveAnswerSchema, MESSAGES, OrderSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { signedInOwner } from '../../../test/owner.js';
import { createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);
const shopper = await visitor(app);
const { bague, client } = await createOneArticleShop(db);

async function placeOrder() {
  const response = await shopper
    .post('/api/Order')
    .send({ code_client: client.code_client, items: [{ quantite: 1, article_id: bague.id }] });
  expect(response.status).toBe(201);
  return OrderSchema.parse(response.body).reference;
}

async function stateOf(reference: string) {
  const order = await db.kysely
    .selectFrom('commandes')
    .select('etat')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return order.etat;
}

async function historyOf(reference: string) {
  return db.kysely
    .selectFrom('commande_historique as h')
    .innerJoin('commandes as o', 'o.id', 'h.commande_id')
    .select(['h.ancien_etat', 'h.nouvel_etat', 'h.par', 'h.note'])
    .where('o.reference', '=', reference)
    .orderBy('h.id')
    .execute();
}

describe('POST /api/owner/orders/etat', () => {
  it('moves each order through the lifecycle; one it refuses does not stop the others', async () => {
    const [first, second, third] = [await placeOrder(), await placeOrder(), await placeOrder()];
    await owner.post(`/api/owner/orders/${second}/etat`).send({ etat: 'annulée', note: 'doublon' });

    const response = await owner.post('/api/owner/orders/etat').send({
      references: [first, second, third.toLowerCase(), 'VT-2026-999999'],
      etat: 'confirmée',
      note: 'Par lot',
    });

    expect(response.status).toBe(200);
    expect(BulkMoveAnswerSchema.parse(response.body).resultats).toEqual([
      { reference: first, ok: true, etat: 'confirmée' },
      { reference: second, ok: false, message: MESSAGES.orderMoveRefused('annulée', 'confirmée') },
      { reference: third, ok: true, etat: 'confirmée' },
      { reference: 'VT-2026-999999', ok: false, message: MESSAGES.ownerOrderNotFound('VT-2026-999999') },
    ]);
    expect([await stateOf(first), await stateOf(second), await stateOf(third)]).toEqual([
      'confirmée',
      'annulée',
      'confirmée',
    ]);
    expect((await historyOf(first)).at(-1)).toEqual({
      ancien_etat: 'en cours',
      nouvel_etat: 'confirmée',
      par: 'console',
      note: 'Par lot',
    });
    expect(await historyOf(second)).toHaveLength(1);
  });

  it('asks for the note a move requires before moving anything (French 422)', async () => {
    const reference = await placeOrder();
    await owner.post('/api/owner/orders/etat').send({ references: [reference], etat: 'confirmée' });
    const before = await databaseState(db);
    const response = await owner
      .post('/api/owner/orders/etat')
      .send({ references: [reference], etat: 'expédiée' });
    expect(response.status).toBe(422);
    expect(response.body.errors.note).toEqual([MESSAGES.shipmentNoteRequired]);
    expect(await stateOf(reference)).toBe('confirmée');
    expect(await databaseState(db)).toEqual(before);
  });

  it.each([
    ['no order', { references: [], etat: 'confirmée' }],
    ['an unknown state', { references: ['VT-2026-000001'], etat: 'perdue' }],
    ['a field of its own', { references: ['VT-2026-000001'], etat: 'confirmée', par: 'moi' }],
  ])('refuses %s with a French 422, moving nothing', async (_case, body) => {
    const before = await databaseState(db);
    const response = await owner.post('/api/owner/orders/etat').send(body);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(MESSAGES.validationFailed);
    expect(await databaseState(db)).toEqual(before);
  });
});
