import { MESSAGES, OwnerOrderSchema, OwnerOrdersPageSchema } from '@vitrine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { signedInOwner } from '../../../test/owner.js';
import { AMIRA, createClient, createOneArticleShop } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);

const { bague, client: amira } = await createOneArticleShop(db);
const leila = await createClient(db, 'CL-TEST0002', {
  ...AMIRA,
  nom: 'Haddad',
  prenom: 'Leïla',
  region: 'Sfax',
  adresse: '3 avenue Habib Bourguiba; bloc "B"',
  numero_telephone: '98765432',
  code_postal: '3000',
  adresse_mail: 'leila@example.tn',
});
const sami = await createClient(db, 'CL-TEST0003', {
  ...AMIRA,
  nom: 'Trabelsi',
  prenom: 'Sami',
  region: 'Sousse',
  adresse: '=HYPERLINK("http://evil.example")',
  numero_telephone: '55111222',
  code_postal: '4000',
  adresse_mail: 'sami@example.tn',
});

interface PlacedOrder {
  reference: string;
  clientId: number;
  etat: string;
  /** An instant, e.g. `2026-11-21T23:30:00+01:00` (Tunis time). */
  at: string;
  quantite?: number;
  remise?: string;
  codePromo?: string;
}

/** An order as the shop stores it (one line of the ring at 120 DT, 7 DT delivery), in any state. */
async function placeOrder({
  reference,
  clientId,
  etat,
  at,
  quantite = 1,
  remise = '0',
  codePromo,
}: PlacedOrder) {
  const sousTotal = 120 * quantite;
  const { rows } = await db.pool.query<{ id: number }>(
    `INSERT INTO commandes (reference, client_id, sous_total, remise, shipping_charge, total, etat,
                            created_at, date_commande, code_promo)
     VALUES ($1, $2, $3, $4, 7, $3::numeric - $4::numeric + 7, $5, $6, ($6::timestamptz AT TIME ZONE 'Africa/Tunis')::date, $7)
     RETURNING id`,
    [reference, clientId, sousTotal, remise, etat, at, codePromo ?? null],
  );
  await db.orderItem.create({
    data: {
      order_id: rows[0]!.id,
      article_id: bague.id,
      nom: bague.nom,
      quantite,
      prix_unitaire: '120',
      total: String(sousTotal),
    },
  });
}

beforeAll(async () => {
  await placeOrder({
    reference: 'VT-2026-000001',
    clientId: amira.id,
    etat: 'en cours',
    at: '2026-11-20T10:00:00+01:00',
  });
  await placeOrder({
    reference: 'VT-2026-000002',
    clientId: leila.id,
    etat: 'confirmée',
    at: '2026-11-21T23:30:00+01:00',
    quantite: 2,
    remise: '24.5',
    codePromo: 'BIENVENUE10',
  });
  // 00:30 in Tunis on the 22nd is still the 21st in UTC.
  await placeOrder({
    reference: 'VT-2026-000003',
    clientId: sami.id,
    etat: 'expédiée',
    at: '2026-11-22T00:30:00+01:00',
  });
  await placeOrder({
    reference: 'VT-2026-000004',
    clientId: amira.id,
    etat: 'livrée',
    at: '2026-11-23T09:15:00+01:00',
  });
  await placeOrder({
    reference: 'VT-2026-000005',
    clientId: amira.id,
    etat: 'en cours',
    at: '2026-11-24T18:00:00+01:00',
  });
});

const list = async (query: Record<string, string> = {}) => {
  const response = await owner.get('/api/owner/orders').query(query);
  expect(response.status).toBe(200);
  return OwnerOrdersPageSchema.parse(response.body);
};
const references = (page: { orders: Array<{ reference: string }> }) =>
  page.orders.map((order) => order.reference);

describe('GET /api/owner/orders', () => {
  it('lists every order newest first, with the count of each state tab', async () => {
    const page = await list();
    expect(references(page)).toEqual([
      'VT-2026-000005',
      'VT-2026-000004',
      'VT-2026-000003',
      'VT-2026-000002',
      'VT-2026-000001',
    ]);
    expect(page.total).toBe(5);
    expect(page.counts).toEqual({
      'en cours': 2,
      confirmée: 1,
      expédiée: 1,
      livrée: 1,
      refusée: 0,
      annulée: 0,
    });
    expect(page.orders[3]).toEqual({
      reference: 'VT-2026-000002',
      etat: 'confirmée',
      date_commande: '2026-11-21',
      created_at: '2026-11-21T22:30:00.000Z',
      nom: 'Haddad',
      prenom: 'Leïla',
      numero_telephone: '98765432',
      adresse: '3 avenue Habib Bourguiba; bloc "B"',
      region: 'Sfax',
      code_postal: '3000',
      articles: 2,
      items: [{ nom: 'Bague Aube', quantite: 2 }],
      shipping_charge: 7,
      total: 222.5,
      tentatives: 0,
      dernier_appel: null,
      rappeler_a: null,
      minutes_attente: expect.any(Number),
      doublon_de: null,
      client_resume: { livrees: 0, refusees: 0, annulees: 0 },
      bloque: false,
    });
  });

  it('shows one state tab, the counts of the others unchanged', async () => {
    const page = await list({ etat: 'en cours' });
    expect(references(page)).toEqual(['VT-2026-000005', 'VT-2026-000001']);
    expect(page.total).toBe(2);
    expect(page.counts.livrée).toBe(1);
  });

  it.each([
    ['a name without its accent', 'leila', ['VT-2026-000002']],
    [
      'a first and last name, in any case',
      'AMIRA ben',
      ['VT-2026-000005', 'VT-2026-000004', 'VT-2026-000001'],
    ],
    ['a last name then first name', 'trabelsi sami', ['VT-2026-000003']],
    ['a phone number typed with spaces', '98 765 432', ['VT-2026-000002']],
    ['a phone number with the country code', '+216 55111222', ['VT-2026-000003']],
    ['the end of a reference', '000004', ['VT-2026-000004']],
    ['a reference in lower case', 'vt-2026-000001', ['VT-2026-000001']],
    ['a LIKE wildcard, taken literally', '%', []],
  ])('finds orders by %s', async (_what, q, expected) => {
    const page = await list({ q });
    expect(references(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('counts the states over the same search', async () => {
    const page = await list({ q: 'amira', etat: 'livrée' });
    expect(references(page)).toEqual(['VT-2026-000004']);
    expect(page.counts).toMatchObject({ 'en cours': 2, livrée: 1, confirmée: 0, expédiée: 0 });
  });

  it('takes the dates as days in Tunis, both ends included', async () => {
    expect(references(await list({ from: '2026-11-22', to: '2026-11-23' }))).toEqual([
      'VT-2026-000004',
      'VT-2026-000003',
    ]);
    expect(references(await list({ to: '2026-11-21' }))).toEqual(['VT-2026-000002', 'VT-2026-000001']);
    expect(references(await list({ from: '2026-11-24', to: '' }))).toEqual(['VT-2026-000005']);
  });

  it('refuses a bad state, date, range or page with 422 in French', async () => {
    for (const query of [
      { etat: 'perdue' },
      { from: '21/11/2026' },
      // Days that do not exist, which PostgreSQL would refuse with an error (or Date roll over).
      { from: '2026-02-30' },
      { to: '2026-02-29' },
      { from: '0000-01-01' },
      { to: '99999-01-01' },
      { from: '2026-11-23', to: '2026-11-22' },
      { page: '0' },
      { tri: 'prix' },
    ]) {
      const response = await owner.get('/api/owner/orders').query(query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body.message).toBe(MESSAGES.validationFailed);
    }
  });
});

describe('GET /api/owner/orders: pages of 20', () => {
  it('gives 20 orders a page, the next ones on page 2, and an empty page past the end', async () => {
    const paged = await useTestDatabase('empty');
    const pagedApp = await createTestApp(paged.db);
    const pagedOwner = await signedInOwner(pagedApp);
    const client = await createClient(paged.db);
    await paged.db.pool.query(
      `INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total, created_at)
       SELECT 'VT-2026-' || lpad(n::text, 6, '0'), $1, 10, 7, 17, timestamptz '2026-11-01T12:00:00Z' + n * interval '1 hour'
       FROM generate_series(1, 23) AS n`,
      [client.id],
    );
    const first = OwnerOrdersPageSchema.parse((await pagedOwner.get('/api/owner/orders')).body);
    expect(first.orders).toHaveLength(20);
    expect(first.total).toBe(23);
    expect(first.orders[0]?.reference).toBe('VT-2026-000023');
    const second = OwnerOrdersPageSchema.parse((await pagedOwner.get('/api/owner/orders?page=2')).body);
    expect(references(second)).toEqual(['VT-2026-000003', 'VT-2026-000002', 'VT-2026-000001']);
    const past = OwnerOrdersPageSchema.parse((await pagedOwner.get('/api/owner/orders?page=3')).body);
    expect(past).toMatchObject({ orders: [], total: 23 });
  });
});

describe('GET /api/owner/orders/:reference', () => {
  it('gives the client, the delivery address, the lines, the totals and the history', async () => {
    const response = await owner.get('/api/owner/orders/VT-2026-000002');
    expect(response.status).toBe(200);
    const order = OwnerOrderSchema.parse(response.body);
    expect(order).toMatchObject({
      reference: 'VT-2026-000002',
      etat: 'confirmée',
      client: { code_client: 'CL-TEST0002', adresse_mail: 'leila@example.tn' },
      livraison: {
        nom: 'Haddad',
        prenom: 'Leïla',
        numero_telephone: '98765432',
        adresse: '3 avenue Habib Bourguiba; bloc "B"',
        region: 'Sfax',
        code_postal: '3000',
      },
      items: [{ article_id: bague.id, nom: 'Bague Aube', quantite: 2, prix_unitaire: 120, total: 240 }],
      sous_total: 240,
      remise: 24.5,
      shipping_charge: 7,
      total: 222.5,
    });
    expect(order.historique.at(-1)?.nouvel_etat).toBe('confirmée');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows the address the order was placed with, even after its client moved', async () => {
    await db.client.update({ where: { id: sami.id }, data: { adresse: '9 rue de Rome', region: 'Tunis' } });
    const order = OwnerOrderSchema.parse((await owner.get('/api/owner/orders/VT-2026-000003')).body);
    expect(order.livraison).toMatchObject({ adresse: '=HYPERLINK("http://evil.example")', region: 'Sousse' });
    expect((await list({ q: 'sami' })).orders[0]?.region).toBe('Sousse');
  });

  it('finds an order typed in lower case, and answers 404 in French for an unknown one', async () => {
    expect((await owner.get('/api/owner/orders/vt-2026-000001')).body.reference).toBe('VT-2026-000001');
    const unknown = await owner.get('/api/owner/orders/VT-2026-999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.ownerOrderNotFound('VT-2026-999999'));
    expect((await owner.get('/api/owner/orders/n%27importe-quoi')).status).toBe(404);
  });
});

describe('POST /api/owner/orders/:reference/etat', () => {
  it('moves an order along its life and answers with it, the move and its note in the history', async () => {
    const response = await owner
      .post('/api/owner/orders/VT-2026-000002/etat')
      .send({ etat: 'expédiée', note: 'Rapid Poste — RR123456789TN' });
    expect(response.status).toBe(200);
    const order = OwnerOrderSchema.parse(response.body);
    expect(order.etat).toBe('expédiée');
    expect(order.historique.at(-1)).toMatchObject({
      ancien_etat: 'confirmée',
      nouvel_etat: 'expédiée',
      par: 'console',
      note: 'Rapid Poste — RR123456789TN',
    });
    expect((await list({ etat: 'expédiée' })).total).toBe(2);
  });

  it('refuses a move the lifecycle does not allow with 409, its French text as `message` and `error`', async () => {
    const response = await owner.post('/api/owner/orders/VT-2026-000004/etat').send({ etat: 'en cours' });
    expect(response.status).toBe(409);
    const text = MESSAGES.orderMoveRefused('livrée', 'en cours');
    expect(response.body).toEqual({ message: text, error: text });
    expect((await owner.get('/api/owner/orders/VT-2026-000004')).body.etat).toBe('livrée');
  });

  it('asks for the note a move needs (422), and refuses an unknown state or field', async () => {
    for (const body of [
      { etat: 'annulée' },
      { etat: 'annulée', note: '   ' },
      { etat: 'perdue' },
      { etat: 'confirmée', par: 'x' },
    ]) {
      const response = await owner.post('/api/owner/orders/VT-2026-000005/etat').send(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect((await owner.get('/api/owner/orders/VT-2026-000005')).body.etat).toBe('en cours');
  });

  it('names what a missing note is: the courier and tracking number of a shipment, the reason of a cancellation', async () => {
    const shipped = await owner.post('/api/owner/orders/VT-2026-000002/etat').send({ etat: 'expédiée' });
    expect(shipped.body.errors).toEqual({
      note: ['Indiquez le transporteur et le numéro de suivi du colis.'],
    });
    const cancelled = await owner.post('/api/owner/orders/VT-2026-000005/etat').send({ etat: 'annulée' });
    expect(cancelled.body.errors).toEqual({ note: ['Indiquez le motif de l’annulation.'] });
  });

  it('refuses a note with a control character or a direction override (it reaches the customer’s mail), changing nothing', async () => {
    for (const note of ['A\u0000B', 'Client \u202Eegalbuod', 'bip\u0007']) {
      const response = await owner
        .post('/api/owner/orders/VT-2026-000005/etat')
        .send({ etat: 'annulée', note });
      expect(response.status, JSON.stringify(note)).toBe(422);
      expect(response.body.errors).toEqual({ note: ['Note : caractères de contrôle non autorisés.'] });
    }
    const order = OwnerOrderSchema.parse((await owner.get('/api/owner/orders/VT-2026-000005')).body);
    expect(order.etat).toBe('en cours');
    expect(order.historique).toHaveLength(1);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await owner.post('/api/owner/orders/VT-2026-999999/etat').send({ etat: 'confirmée' });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/owner/orders.csv', () => {
  it('exports the orders of a date range for French Excel: UTF-8 with BOM, `;`, decimal commas', async () => {
    const response = await owner
      .get('/api/owner/orders.csv?from=2026-11-21&to=2026-11-22')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=commandes_2026-11-21_2026-11-22.csv',
    );
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // « é » as UTF-8's two bytes, not Latin-1's one.
    expect(bytes.includes(Buffer.from([0xc3, 0xa9]))).toBe(true);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Référence;Date;État;Client;Téléphone;E-mail;Adresse;Gouvernorat;Articles;Code promo;Sous-total (DT);Remise (DT);Livraison (DT);Total (DT);Transporteur;Numéro de suivi',
      'VT-2026-000002;2026-11-21 23:30;Expédiée;Leïla Haddad;98765432;leila@example.tn;"3 avenue Habib Bourguiba; bloc ""B"", 3000";Sfax;2 × Bague Aube;BIENVENUE10;240,000;24,500;7,000;222,500;Rapid Poste;RR123456789TN',
      `VT-2026-000003;2026-11-22 00:30;Expédiée;Sami Trabelsi;55111222;sami@example.tn;"'=HYPERLINK(""http://evil.example""), 4000";Sousse;1 × Bague Aube;;120,000;0,000;7,000;127,000;;`,
      '',
    ]);
  });

  it('exports one state tab, named in the file, with the console’s label for it', async () => {
    const response = await owner.get('/api/owner/orders.csv?etat=en+cours&to=2026-11-30');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=commandes_en-cours_debut_2026-11-30.csv',
    );
    const lines = response.text.trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';').slice(0, 3))).toEqual([
      ['VT-2026-000001', '2026-11-20 10:00', 'À confirmer'],
      ['VT-2026-000005', '2026-11-24 18:00', 'À confirmer'],
    ]);
  });

  it('refuses an unknown state or a day that does not exist (422), in French', async () => {
    for (const query of ['etat=perdue', 'from=2026-02-30', 'to=0000-01-01']) {
      const response = await owner.get(`/api/owner/orders.csv?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.message).toBe(MESSAGES.validationFailed);
    }
  });

  it('exports every order without a range, under a dated name', async () => {
    const response = await owner.get('/api/owner/orders.csv');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=commandes_debut_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.text.trim().split('\r\n')).toHaveLength(6);
  });

  it('refuses a range that ends before it starts (422)', async () => {
    const response = await owner.get('/api/owner/orders.csv?from=2026-11-22&to=2026-11-21');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ to: [MESSAGES.dateRangeInvalid] });
  });
});
