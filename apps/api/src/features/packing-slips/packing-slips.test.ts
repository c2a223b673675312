import { formatDT, OrderSchema, SELECTION_MESSAGES, toMillimes } from '@vitrine/contracts';
import request, { type Response, type Test } from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { signedInOwner } from '../../../test/owner.js';
import { AMIRA, createClient } from '../../../test/shop-fixtures.js';

const SHOP_PHONE = '+216 71 234 567';
const { db } = await useTestDatabase('empty');
const app = await createTestApp(db, { shopPhone: SHOP_PHONE });
const owner = await signedInOwner(app);
const shopper = await visitor(app);

const { articles } = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 1_234_500, sub: 'solitaires', sizes: ['52', '54'] },
  { nom: 'Collier Étoile', prixMillimes: 85_000, sub: 'pendentifs' },
]);
const [bague, collier] = articles as [(typeof articles)[number], (typeof articles)[number]];
const size54 = await db.articleDetail.findFirstOrThrow({
  where: { article_id: bague.id, size: { nom: '54' } },
});
const amira = await createClient(db);
const leila = await createClient(db, 'CL-TEST0002', {
  ...AMIRA,
  nom: 'Haddad',
  prenom: 'Leïla',
  adresse: '3 rue de l’Église, Médina',
  region: 'Sfax',
  code_postal: '3000',
  numero_telephone: '98765432',
  adresse_mail: 'leila@example.tn',
});

async function placeOrder(code_client: string, items: Array<Record<string, number>>) {
  const response = await shopper.post('/api/Order').send({ code_client, items });
  expect(response.status).toBe(201);
  return OrderSchema.parse(response.body);
}

const first = await placeOrder(amira.code_client, [
  { quantite: 2, article_id: bague.id, article_detail_id: size54.id },
  { quantite: 1, article_id: collier.id },
]);
const second = await placeOrder(leila.code_client, [{ quantite: 1, article_id: collier.id }]);
const third = await placeOrder(amira.code_client, [{ quantite: 3, article_id: collier.id }]);

/** A PDF answer as a reader gets it: its pages' text, with the spaces of the page collapsed. */
async function pdfPages(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(response.body as Buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/[\s\u00a0]+/g, ' '));
}

/** The answer's bytes, whatever its type. */
const asBuffer = (test: Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('GET /api/owner/orders/:reference/bon.pdf', () => {
  it('prints the shop, the customer, the parcel and the amount to collect, accents included', async () => {
    const [page, ...others] = await pdfPages(
      await asBuffer(owner.get(`/api/owner/orders/${first.reference.toLowerCase()}/bon.pdf`)),
    );
    expect(others).toEqual([]);
    const text = page ?? '';
    expect(text).toContain('Vitrine');
    expect(text).toContain(SHOP_PHONE);
    expect(text).toContain(first.reference);
    expect(text).toContain('Amira Ben Salah');
    expect(text).toContain('22 123 456');
    expect(text).toContain('12 rue de Marseille');
    expect(text).toContain('1000 Tunis');
    expect(text).toContain('Bague Aube — taille 54 × 2');
    expect(text).toContain('Collier Étoile');
    expect(text).toContain('MONTANT À ENCAISSER');
    // 2 × 1 234,500 + 85,000, delivery free over the threshold: the order's total, as the shop writes it.
    expect(first.total).toBe(2554);
    expect(text).toContain(formatDT(toMillimes(first.total)).replace(/\u00a0/g, ' '));
    expect(text).toContain('2 554,000 DT');
  });

  it('answers 404 in French for an order the shop does not have', async () => {
    const response = await owner.get('/api/owner/orders/VT-2026-999999/bon.pdf');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Aucune commande ne porte la référence VT-2026-999999.');
  });

  it('is the signed-in owner’s only', async () => {
    expect((await request(app).get(`/api/owner/orders/${first.reference}/bon.pdf`)).status).toBe(401);
  });
});

describe('POST /api/owner/bons.pdf', () => {
  it('prints one slip a page, in the order asked, each order once', async () => {
    const references = [third.reference, first.reference, second.reference, first.reference];
    const pages = await pdfPages(await asBuffer(owner.post('/api/owner/bons.pdf').send({ references })));
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(third.reference);
    expect(pages[0]).toContain('Collier Étoile × 3');
    expect(pages[1]).toContain(first.reference);
    expect(pages[2]).toContain(second.reference);
    expect(pages[2]).toContain('Leïla Haddad');
    expect(pages[2]).toContain('3 rue de l’Église, Médina');
    expect(pages[2]).toContain('3000 Sfax');
  });

  it('prints nothing when a reference is no order’s, naming every one in French', async () => {
    const response = await owner
      .post('/api/owner/bons.pdf')
      .send({ references: [first.reference, 'VT-2026-999999', 'n’importe quoi'] });
    expect(response.status).toBe(422);
    const message = SELECTION_MESSAGES.slipsUnknown(['VT-2026-999999', 'n’importe quoi']);
    expect(response.body).toMatchObject({ message, errors: { references: [message] } });
  });

  it.each([
    ['no reference', []],
    ['a text instead of a list', 'VT-2026-000001'],
    ['more than 200 references', Array.from({ length: 201 }, () => first.reference)],
  ])('refuses %s with a French 422', async (_case, references) => {
    const response = await owner.post('/api/owner/bons.pdf').send({ references });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Les données envoyées sont invalides.');
  });
});
