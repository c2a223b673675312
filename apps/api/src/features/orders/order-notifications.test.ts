import { MESSAGES, OrderSchema } from '@vitrine/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { receivedBy, useMailingApp } from '../../../test/mailing.js';
import { createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';
import { moveOrder } from './move.js';

// « Recevoir les notifications de ma commande » : unticked, the shopper gets the order's receipt and no
// mail about its moves, whoever makes them (the console, or SQL as Prisma Studio does).

const { db, url } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);
const { bague } = await createOneArticleShop(db);
const studio = new pg.Client({ connectionString: url });
await studio.connect();
afterAll(() => studio.end());

/** A new client's order as the storefront sends it (form data), with the box ticked or not. */
async function placeOrder(email: string, phone: string, notifications?: '1' | '0') {
  const form = shopper
    .post('/api/Order')
    .field('client[nom]', 'Haddad')
    .field('client[prenom]', 'Leïla')
    .field('client[region]', 'Sousse')
    .field('client[adresse]', '4 rue de Carthage')
    .field('client[numero_telephone]', phone)
    .field('client[adresse_mail]', email)
    .field('items[0][quantite]', '1')
    .field('items[0][article_id]', String(bague.id));
  const response = await (notifications === undefined ? form : form.field('notifications', notifications));
  expect(response.status).toBe(201);
  return OrderSchema.parse(response.body);
}

const subjectsTo = async (email: string) => {
  await mail.idle();
  return receivedBy(smtp, email).map((m) => m.topic);
};

describe('the notifications box, carried by the order', () => {
  it('unticked: the receipt only, no mail for a move made by the console or in SQL; ticked: every mail', async () => {
    const declined = await placeOrder('sans.suivi@example.tn', '55 100 200', '0');
    const wanted = await placeOrder('avec.suivi@example.tn', '55 100 300', '1');
    const unsaid = await placeOrder('par.defaut@example.tn', '55 100 400');
    await smtp.waitFor(
      (m) => m.to.includes('sans.suivi@example.tn') && m.subject.includes(declined.reference),
    );

    for (const order of [declined, wanted, unsaid]) {
      await moveOrder(db, order.reference, { etat: 'confirmée' });
      await studio.query("UPDATE commandes SET etat = 'expédiée' WHERE reference = $1", [order.reference]);
    }

    expect(await subjectsTo('sans.suivi@example.tn')).toEqual(['order_client']);
    expect(await subjectsTo('avec.suivi@example.tn')).toEqual([
      'order_client',
      'order_status',
      'order_status',
    ]);
    expect(await subjectsTo('par.defaut@example.tn')).toEqual([
      'order_client',
      'order_status',
      'order_status',
    ]);
    await smtp.waitFor((m) => m.subject === `Votre commande ${wanted.reference} est en route`);
    expect(smtp.mails.filter((m) => m.to.includes('sans.suivi@example.tn')).map((m) => m.subject)).toEqual([
      `Votre commande ${declined.reference} est bien reçue`,
    ]);
    // The moves are kept all the same, and the shop is told of the order as always.
    expect(await db.orderHistory.count({ where: { commande_id: declined.id } })).toBe(2);
    await smtp.waitFor(
      (m) => m.to.includes('boutique@vitrine.test') && m.subject.includes(declined.reference),
    );
  });

  it('refuses, writing nothing, a choice that is neither yes nor no', async () => {
    const before = await databaseState(db);
    const response = await shopper.post('/api/Order').send({
      code_client: 'CL-TEST0001',
      items: [{ quantite: 1, article_id: bague.id }],
      notifications: 'oui',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ notifications: [MESSAGES.notificationsInvalid] });
    expect(await databaseState(db)).toEqual(before);
  });
});
