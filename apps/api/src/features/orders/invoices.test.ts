import { InvoiceSchema, invoiceNumber, MESSAGES, OrderSchema, tunisToday } from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { AMIRA, createClient } from '../../../test/shop-fixtures.js';
import { moveOrder } from './move.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const catalogue = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
]);
const bague = catalogue.articles[0] as (typeof catalogue.articles)[0];
await createClient(db, 'CL-AMIRA001');
const PHONE = AMIRA.numero_telephone;
const year = Number(tunisToday().slice(0, 4));

async function placeOrder() {
  const response = await shopper
    .post('/api/Order')
    .send({ code_client: 'CL-AMIRA001', items: [{ article_id: bague.id, quantite: 1 }] });
  expect(response.status).toBe(201);
  return OrderSchema.parse(response.body).reference;
}

const invoiceOf = (reference: string, numero_telephone = PHONE, from = shopper) =>
  from.post('/api/factures').send({ reference, numero_telephone });

const invoiceNumbers = async () =>
  (await db.kysely.selectFrom('factures').select('numero').orderBy('numero').execute()).map(
    (row) => row.numero,
  );

describe('POST /api/factures — an invoice number in one unbroken sequence', () => {
  it('numbers 12 orders asked for at once 1 to 12, each once, and keeps each number when asked again', async () => {
    const references = [];
    for (let count = 0; count < 12; count++) references.push(await placeOrder());
    // Each order asked twice at the same moment: 24 requests, 12 invoices.
    const answers = await Promise.all(
      [...references, ...references].map((reference) => invoiceOf(reference)),
    );
    for (const response of answers) expect(response.status).toBe(200);
    const numbers = answers.map((response) => InvoiceSchema.strict().parse(response.body).numero);
    expect(numbers.slice(0, 12)).toEqual(numbers.slice(12));
    expect([...numbers.slice(0, 12)].sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => invoiceNumber(year, index + 1)),
    );
    expect(await invoiceNumbers()).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));

    const again = await invoiceOf(references[3] as string);
    expect(again.body).toEqual(answers[3]?.body);
    // The invoice bills the order as the shop holds it: 120 DT, under 150 DT so 7 DT of delivery.
    expect(again.body).toEqual({
      numero: numbers[3],
      date_facture: tunisToday(),
      tva_taux: 19,
      droit_de_timbre: 0,
      items: [{ nom: 'Bague Aube', quantite: 1, prix_unitaire: 120, total: 120 }],
      sous_total: 120,
      remise: 0,
      shipping_charge: 7,
      total: 127,
    });
  });

  it('gives no number to a refused or wrong request, so the next one follows without a gap', async () => {
    const before = await invoiceNumbers();
    const cancelled = await placeOrder();
    await moveOrder(db, cancelled, { etat: 'annulée' });
    const refusals = await Promise.all([
      invoiceOf(cancelled),
      invoiceOf(cancelled, '22123457'),
      invoiceOf(`VT-${year}-999999`),
      invoiceOf('pas une référence'),
    ]);
    expect(refusals.map((response) => [response.status, response.body.message])).toEqual([
      [409, MESSAGES.invoiceNotForUnsold],
      [404, MESSAGES.orderNotFound],
      [404, MESSAGES.orderNotFound],
      [422, expect.any(String)],
    ]);
    expect(await invoiceNumbers()).toEqual(before);

    const next = await invoiceOf(await placeOrder());
    expect(next.body.numero).toBe(invoiceNumber(year, before.length + 1));
  });

  it('issues with the configured VAT rate and stamp duty, and an issued invoice keeps its own', async () => {
    const configured = await createTestApp(db, { invoicing: { vatPercent: 7, stampDutyMillimes: 1_000 } });
    const buyer = await visitor(configured);
    const reference = await placeOrder();
    const issued = await invoiceOf(reference, PHONE, buyer);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ tva_taux: 7, droit_de_timbre: 1 });
    // Asked again where the configuration says 19 % and no stamp: the invoice is the one issued.
    expect((await invoiceOf(reference)).body).toEqual(issued.body);
  });

  it('refuses a request without the anti-forgery token, and numbers nothing', async () => {
    const before = await invoiceNumbers();
    const response = await request(app)
      .post('/api/factures')
      .send({ reference: await placeOrder(), numero_telephone: PHONE });
    expect(response.status).toBe(403);
    expect(await invoiceNumbers()).toEqual(before);
  });
});
