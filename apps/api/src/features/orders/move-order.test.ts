import {
  ERROR_STATUS,
  formatDT,
  MESSAGES,
  ORDER_STATE_SENTENCES,
  OrderSchema,
  OrderTrackingSchema,
} from '@vitrine/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { receivedBy, useMailingApp } from '../../../test/mailing.js';
import { createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';
import { AppError } from '../../app-error.js';
import { moveOrder, orderHistory } from './move.js';

const { db, url } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);
const { bague, client } = await createOneArticleShop(db);
const studio = new pg.Client({ connectionString: url });
await studio.connect();
afterAll(() => studio.end());

async function placeOrder() {
  const response = await shopper
    .post('/api/Order')
    .send({ code_client: client.code_client, items: [{ quantite: 1, article_id: bague.id }] });
  expect(response.status).toBe(201);
  await mail.idle();
  return OrderSchema.parse(response.body);
}

/** The error a call rejects with, to read its kind and message. */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const historyRows = (orderId: number) =>
  db.orderHistory.findMany({ where: { commande_id: orderId }, orderBy: { id: 'asc' } });

describe('moveOrder, as the console moves an order', () => {
  it('confirms, ships with the tracking note and delivers; each move is kept and told to the customer', async () => {
    const order = await placeOrder();
    const shipped = 'Rapid-Poste — n° de suivi RP123456789TN';

    expect(await moveOrder(db, order.reference, { etat: 'confirmée' })).toEqual({
      id: order.id,
      reference: order.reference,
      ancien_etat: 'en cours',
      etat: 'confirmée',
    });
    await moveOrder(db, order.reference.toLowerCase(), { etat: 'expédiée', note: `  ${shipped} ` });
    await moveOrder(db, order.reference, { etat: 'livrée' });

    const history = await orderHistory(db, order.id);
    expect(history.map(({ date: _date, ...entry }) => entry)).toEqual([
      { ancien_etat: null, nouvel_etat: 'en cours', par: 'client', note: null },
      { ancien_etat: 'en cours', nouvel_etat: 'confirmée', par: 'console', note: null },
      { ancien_etat: 'confirmée', nouvel_etat: 'expédiée', par: 'console', note: shipped },
      { ancien_etat: 'expédiée', nouvel_etat: 'livrée', par: 'console', note: null },
    ]);

    const confirmed = await smtp.waitFor(
      (m) => m.subject === `Votre commande ${order.reference} est confirmée`,
    );
    expect(confirmed.to).toEqual([client.adresse_mail]);
    expect(confirmed.replyTo).toContain('boutique@vitrine.test');
    expect(confirmed.text).toContain(`Bonjour ${client.prenom} ${client.nom},`);
    expect(confirmed.text).toContain(ORDER_STATE_SENTENCES.confirmée);
    const onItsWay = await smtp.waitFor(
      (m) => m.subject === `Votre commande ${order.reference} est en route`,
    );
    expect(onItsWay.text).toContain(`Transporteur et numéro de suivi : ${shipped}`);
    expect(onItsWay.text).toContain(`Total à payer à la livraison : ${formatDT(127_000)}`);
    expect(onItsWay.text).toContain(`${client.adresse}, ${client.code_postal} ${client.region}`);
    await smtp.waitFor((m) => m.subject === `Votre commande ${order.reference} a été livrée`);

    // One mail a move, each about its history row, written from the templates at send time.
    await mail.idle();
    const moves = (await historyRows(order.id)).map((row) => row.id);
    const sent = receivedBy(smtp, client.adresse_mail).filter(
      (m) => m.topic === 'order_status' && moves.includes(m.refId),
    );
    expect(sent.map((m) => [m.subject, m.refId])).toEqual([
      [`Votre commande ${order.reference} est confirmée`, moves[0]],
      [`Votre commande ${order.reference} est en route`, moves[1]],
      [`Votre commande ${order.reference} a été livrée`, moves[2]],
    ]);
  });

  it('moves 20 orders one after the other, each well under half a second', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await placeOrder());
    const started = performance.now();
    for (const order of orders) await moveOrder(db, order.reference, { etat: 'confirmée' });
    const each = (performance.now() - started) / orders.length;
    console.log(
      `[mesure] moveOrder (verrou, trigger, historique, mail en file) : ${each.toFixed(1)} ms par commande`,
    );
    expect(each).toBeLessThan(500);
    await mail.idle();
  });

  it('cancels with its reason in the history; the customer’s mail says so in the shop’s fixed words, not the reason', async () => {
    const order = await placeOrder();
    await moveOrder(db, order.reference, { etat: 'annulée', note: 'Commande passée en double.' });
    expect((await orderHistory(db, order.id)).at(-1)?.note).toBe('Commande passée en double.');
    const cancelled = await smtp.waitFor(
      (m) => m.subject === `Votre commande ${order.reference} a été annulée`,
    );
    expect(cancelled.text).toContain(ORDER_STATE_SENTENCES.annulée);
    expect(cancelled.text).not.toContain('double');
  });

  it('keeps the owner’s notes with the shop: of every move’s mail, only a shipment’s carries its note (the carrier and number)', async () => {
    const notes = {
      confirmée: 'Note interne : cliente pressée',
      expédiée: 'Rapid-Poste — RP987654321TN',
      livrée: 'Note interne : payé en petites coupures',
    } as const;
    const delivered = await placeOrder();
    for (const [etat, note] of Object.entries(notes)) {
      await moveOrder(db, delivered.reference, { etat: etat as keyof typeof notes, note });
    }
    const cancelled = await placeOrder();
    await moveOrder(db, cancelled.reference, { etat: 'annulée', note: 'Note interne : fausse commande' });
    await mail.idle();
    const texts = receivedBy(smtp, client.adresse_mail)
      .filter((m) => m.subject.includes(delivered.reference) || m.subject.includes(cancelled.reference))
      .map((m) => m.text);
    expect(texts).toHaveLength(6);
    for (const text of texts) expect(text).not.toContain('Note interne');
    expect(
      texts.filter((text) => text.includes('Transporteur et numéro de suivi : Rapid-Poste — RP987654321TN')),
    ).toHaveLength(1);
  });

  it('never tells the customer a refusal’s reason: no mail, and the tracking page shows the move without it', async () => {
    const order = await placeOrder();
    await moveOrder(db, order.reference, { etat: 'confirmée' });
    await moveOrder(db, order.reference, { etat: 'expédiée', note: 'Rapid-Poste — RP111222333TN' });
    await moveOrder(db, order.reference, {
      etat: 'refusée',
      note: 'Cliente absente, colis refusé par sa mère',
    });
    await mail.idle();
    const mails = receivedBy(smtp, client.adresse_mail).filter((m) => m.subject.includes(order.reference));
    expect(mails.map((m) => m.text).join('\n')).not.toContain('Cliente absente');
    const tracked = await shopper
      .post('/api/orders/track')
      .send({ reference: order.reference, numero_telephone: client.numero_telephone });
    expect(tracked.status).toBe(200);
    expect(tracked.text).not.toContain('Cliente absente');
    expect(
      OrderTrackingSchema.parse(tracked.body).historique.map((entry) => [entry.nouvel_etat, entry.note]),
    ).toEqual([
      ['en cours', null],
      ['confirmée', null],
      ['expédiée', 'Rapid-Poste — RP111222333TN'],
      ['refusée', null],
    ]);
  });

  it('refuses a move the lifecycle does not allow: 409 in French, nothing written, nothing sent', async () => {
    const order = await placeOrder();
    const before = await databaseState(db);
    const error = await refusal(moveOrder(db, order.reference, { etat: 'livrée' }));
    expect([ERROR_STATUS[error.kind], error.message]).toEqual([
      409,
      MESSAGES.orderMoveRefused('en cours', 'livrée'),
    ]);
    expect(await databaseState(db)).toEqual(before);
    expect(await historyRows(order.id)).toEqual([]);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).etat).toBe('en_cours');
  });

  it('refuses to « move » an order to the state it is in (409), and a move out of a final state', async () => {
    const order = await placeOrder();
    const same = await refusal(moveOrder(db, order.reference, { etat: 'en cours' }));
    expect([ERROR_STATUS[same.kind], same.message]).toEqual([
      409,
      MESSAGES.orderMoveRefused('en cours', 'en cours'),
    ]);
    await moveOrder(db, order.reference, { etat: 'annulée', note: 'Injoignable' });
    const final = await refusal(moveOrder(db, order.reference, { etat: 'confirmée' }));
    expect(final.message).toBe(MESSAGES.orderMoveRefused('annulée', 'confirmée'));
    expect((await historyRows(order.id)).length).toBe(1);
  });

  it('moves an order once when the same move is sent twice at once (a double tap): the other gets 409', async () => {
    const order = await placeOrder();
    const outcomes = await Promise.allSettled([
      moveOrder(db, order.reference, { etat: 'confirmée' }),
      moveOrder(db, order.reference, { etat: 'confirmée' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).message).toBe(MESSAGES.orderMoveRefused('confirmée', 'confirmée'));
    const history = await historyRows(order.id);
    expect(history).toHaveLength(1);
    await mail.idle();
    const moved = receivedBy(smtp, client.adresse_mail).filter(
      (m) => m.topic === 'order_status' && m.subject.includes(order.reference),
    );
    expect(moved.map((m) => m.refId)).toEqual([history[0]!.id]);
  });

  it('answers 404 for a reference that names no order, or is no reference at all', async () => {
    const before = await databaseState(db);
    for (const reference of ['VT-2026-999999', 'n’importe quoi']) {
      const error = await refusal(moveOrder(db, reference, { etat: 'confirmée' }));
      expect(ERROR_STATUS[error.kind]).toBe(404);
    }
    const unknown = await refusal(moveOrder(db, 'VT-2026-999999', { etat: 'confirmée' }));
    expect(unknown.message).toBe(MESSAGES.ownerOrderNotFound('VT-2026-999999'));
    expect(await databaseState(db)).toEqual(before);
  });
});

describe('a move made in Prisma Studio (a plain UPDATE, no shop code)', () => {
  it('is kept as made in the database, and its mail goes out as a job PostgreSQL enqueued', async () => {
    const order = await placeOrder();
    await studio.query("UPDATE commandes SET etat = 'confirmée' WHERE reference = $1", [order.reference]);

    expect((await orderHistory(db, order.id)).at(-1)).toMatchObject({
      ancien_etat: 'en cours',
      nouvel_etat: 'confirmée',
      par: 'database',
      note: null,
    });
    // No shop code enqueued it: the trigger did, and the runner writes it from the templates.
    await mail.idle();
    const told = await smtp.waitFor((m) => m.subject === `Votre commande ${order.reference} est confirmée`);
    expect(told.text).toContain(ORDER_STATE_SENTENCES.confirmée);
  });
});

describe('a running shop and the jobs PostgreSQL enqueues', () => {
  it('sends the mail of a Studio move at once (the queue’s NOTIFY wakes the runner), not at its next poll', async () => {
    const order = await placeOrder();
    const started = performance.now();
    await studio.query("UPDATE commandes SET etat = 'confirmée' WHERE reference = $1", [order.reference]);
    await smtp.waitFor((m) => m.subject === `Votre commande ${order.reference} est confirmée`);
    console.log(
      `[mesure] commande confirmée dans Studio → mail reçu par le serveur SMTP : ${(performance.now() - started).toFixed(0)} ms`,
    );
  });
});

describe('orderHistory', () => {
  it('is empty for an order that does not exist', async () => {
    expect(await orderHistory(db, 987_654)).toEqual([]);
  });
});
