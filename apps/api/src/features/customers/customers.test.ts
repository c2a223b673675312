import {
  DESK_MESSAGES,
  MESSAGES,
  OrderSchema,
  type OrderState,
  OwnerClientSchema,
  OwnerClientsPageSchema,
} from '@vitrine/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { signedInOwner } from '../../../test/owner.js';
import { AMIRA, createClient } from '../../../test/shop-fixtures.js';

// The console's customers, remembered by the phone their orders are delivered to: a guest's as well
// as a client code's, so a code whose order went to another phone makes a customer of that phone.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const owner = await signedInOwner(app);
const { articles } = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  { nom: 'Pendentif Étoile', prixMillimes: 48_000, sub: 'pendentifs' },
]);
const [bague, pendentif] = articles.map((article) => ({ quantite: 1, article_id: article.id })) as [
  object,
  object,
];
const amira = await createClient(db);

async function placed(body: object) {
  const response = await shopper.post('/api/Order').send(body);
  expect(response.status, response.text).toBe(201);
  return OrderSchema.parse(response.body);
}

/** Moves an order along its lifecycle as the console would, one allowed move after the other. */
async function moveTo(reference: string, ...states: OrderState[]) {
  for (const etat of states)
    await sql`UPDATE commandes SET etat = ${etat}::etat_commande WHERE reference = ${reference}`.execute(
      db.kysely,
    );
}

const LEILA = {
  nom: 'Haddad',
  prenom: 'Leïla',
  region: 'Sousse',
  adresse: '3 avenue Habib Bourguiba',
  numero_telephone: '98111222',
  adresse_mail: 'leila@example.tn',
};

// Leïla: delivered twice, refused once, one in progress (her latest). Amira: one order to her own
// phone, then one sent to her sister Sonia's (a customer of that phone, with Amira's e-mail). Youssef:
// one cancelled order, placed last.
const leila1 = await placed({ client: LEILA, items: [bague] });
await moveTo(leila1.reference, 'confirmée', 'expédiée', 'livrée');
const leila2 = await placed({ code_client: leila1.code_client, items: [pendentif] });
await moveTo(leila2.reference, 'confirmée', 'expédiée', 'refusée');
const leila3 = await placed({ code_client: leila1.code_client, items: [pendentif] });
await moveTo(leila3.reference, 'confirmée', 'expédiée', 'livrée');
const leila4 = await placed({
  code_client: leila1.code_client,
  client: { nom: 'Haddad-Ben Ali' },
  items: [bague, pendentif],
});
const amira1 = await placed({ code_client: amira.code_client, items: [bague] });
const sonia = await placed({
  code_client: amira.code_client,
  client: { prenom: 'Sonia', numero_telephone: '97 000 000' },
  items: [pendentif],
});
const youssef = await placed({
  client: {
    ...LEILA,
    nom: 'Trabelsi',
    prenom: 'Youssef',
    numero_telephone: '98765432',
    adresse_mail: 'youssef@example.tn',
  },
  items: [bague],
});
await moveTo(youssef.reference, 'annulée');

const list = async (query = '') => {
  const response = await owner.get(`/api/owner/clients${query}`);
  expect(response.status, response.text).toBe(200);
  return OwnerClientsPageSchema.parse(response.body);
};
const phonesOf = (page: { clients: Array<{ telephone: string }> }) =>
  page.clients.map((client) => client.telephone);

describe('GET /api/owner/clients', () => {
  it('lists every phone that ordered, latest order first, with how its orders ended', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(phonesOf(page)).toEqual(['98765432', '97000000', '22123456', '98111222']);
    const [, soniaSummary, , leila] = page.clients;
    expect(leila).toEqual({
      telephone: '98111222',
      // The name of the latest order, which changed it.
      nom: 'Haddad-Ben Ali',
      prenom: 'Leïla',
      adresse_mail: 'leila@example.tn',
      commandes: 4,
      livrees: 2,
      refusees: 1,
      annulees: 0,
      derniere_commande: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      bloque: false,
    });
    expect(soniaSummary).toMatchObject({
      nom: 'Ben Salah',
      prenom: 'Sonia',
      adresse_mail: AMIRA.adresse_mail,
    });
  });

  it('finds a customer by name without accents or case, by phone as typed, or by e-mail', async () => {
    expect(phonesOf(await list('?q=leila'))).toEqual(['98111222']);
    expect(phonesOf(await list('?q=LÉÏLA%20HADDAD'))).toEqual(['98111222']);
    expect(phonesOf(await list('?q=haddad%20leila'))).toEqual(['98111222']);
    expect(phonesOf(await list(`?q=${encodeURIComponent('+216 98 111 222')}`))).toEqual(['98111222']);
    expect(phonesOf(await list('?q=111.222'))).toEqual(['98111222']);
    // Amira's e-mail is on both phones her code ordered for.
    expect(phonesOf(await list('?q=AMIRA@example'))).toEqual(['97000000', '22123456']);
    // A match counts every order of the phone, not only the matching ones.
    expect((await list('?q=Ben%20Ali')).clients[0]).toMatchObject({ telephone: '98111222', commandes: 4 });
    expect(await list('?q=100%25')).toEqual({ clients: [], total: 0 });
  });

  it('pages by 20 and says how many there are past the last page', async () => {
    expect(await list('?page=2')).toEqual({ clients: [], total: 4 });
    expect(await list('?q=leila&page=3')).toEqual({ clients: [], total: 1 });
  });

  it('refuses a query it does not know with a French 422', async () => {
    const response = await owner.get('/api/owner/clients?page=0&tri=nom');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(MESSAGES.validationFailed);
  });
});

describe('GET /api/owner/clients/:telephone', () => {
  it('gives the record: the latest name and e-mail, every order latest first, the delivery rate', async () => {
    const response = await owner.get('/api/owner/clients/98111222');
    expect(response.status).toBe(200);
    expect(OwnerClientSchema.parse(response.body)).toEqual({
      telephone: '98111222',
      nom: 'Haddad-Ben Ali',
      prenom: 'Leïla',
      adresse_mail: 'leila@example.tn',
      commandes: [
        { reference: leila4.reference, date: leila4.date_commande, total: leila4.total, etat: 'en cours' },
        { reference: leila3.reference, date: leila3.date_commande, total: leila3.total, etat: 'livrée' },
        { reference: leila2.reference, date: leila2.date_commande, total: leila2.total, etat: 'refusée' },
        { reference: leila1.reference, date: leila1.date_commande, total: leila1.total, etat: 'livrée' },
      ],
      livrees: 2,
      refusees: 1,
      annulees: 0,
      // 2 / 3, to 4 decimals.
      taux_livraison: 0.6667,
      bloque: false,
      raison_blocage: null,
      tentatives_bloquees: 0,
      notes: [],
    });
  });

  it('has no delivery rate before any order was delivered or refused', async () => {
    const record = (await owner.get('/api/owner/clients/98765432')).body;
    expect(record).toMatchObject({ annulees: 1, livrees: 0, refusees: 0, taux_livraison: null });
    const sister = (await owner.get('/api/owner/clients/97000000')).body;
    expect(sister).toMatchObject({
      nom: 'Ben Salah',
      prenom: 'Sonia',
      adresse_mail: AMIRA.adresse_mail,
      commandes: [{ reference: sonia.reference, etat: 'en cours' }],
      taux_livraison: null,
    });
    expect((await owner.get('/api/owner/clients/22123456')).body.commandes).toEqual([
      expect.objectContaining({ reference: amira1.reference }),
    ]);
  });

  it('reads a phone typed with its country code and separators', async () => {
    const response = await owner.get(`/api/owner/clients/${encodeURIComponent('+216 98 111 222')}`);
    expect([response.status, response.body.telephone]).toEqual([200, '98111222']);
  });

  it('answers 404 in French for a phone that placed no order, and 422 for what is no phone', async () => {
    const unknown = await owner.get('/api/owner/clients/20000000');
    expect([unknown.status, unknown.body]).toEqual([404, { message: DESK_MESSAGES.customerNotFound }]);
    const wrong = await owner.get('/api/owner/clients/12ab');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ telephone: [MESSAGES.phoneInvalid] });
  });
});

describe('POST /api/owner/clients/:telephone/notes', () => {
  it('adds a note (201) that the record shows, newest first', async () => {
    const first = await owner
      .post('/api/owner/clients/98765432/notes')
      .send({ texte: 'Préfère être appelé le soir.' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      texte: 'Préfère être appelé le soir.',
      cree_le: expect.stringMatching(/Z$/),
    });
    const second = await owner
      .post('/api/owner/clients/98765432/notes')
      .send({ texte: '  Rappeler avant 18 h  ' });
    expect(second.body.texte).toBe('Rappeler avant 18 h');
    expect((await owner.get('/api/owner/clients/98765432')).body.notes).toEqual([second.body, first.body]);
  });

  it('refuses an empty note (422) and a phone that never ordered (404), and writes nothing', async () => {
    const before = await db.customerNote.count();
    const empty = await owner.post('/api/owner/clients/98765432/notes').send({ texte: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ texte: [DESK_MESSAGES.customerNoteRequired] });
    const unknown = await owner.post('/api/owner/clients/20000000/notes').send({ texte: 'Bonjour' });
    expect([unknown.status, unknown.body]).toEqual([404, { message: DESK_MESSAGES.customerNotFound }]);
    expect(await db.customerNote.count()).toBe(before);
  });
});

describe('POST /api/owner/clients/:telephone/blocage', () => {
  it('blocks a phone with a reason and answers its record; the list shows it; unblocking forgets the reason', async () => {
    const blocked = await owner
      .post('/api/owner/clients/97000000/blocage')
      .send({ bloque: true, raison: 'Trois colis refusés' });
    expect(blocked.status).toBe(200);
    expect(OwnerClientSchema.parse(blocked.body)).toMatchObject({
      telephone: '97000000',
      bloque: true,
      raison_blocage: 'Trois colis refusés',
      tentatives_bloquees: 0,
    });
    expect((await list('?q=97000000')).clients[0]).toMatchObject({ bloque: true });

    const again = await owner.post('/api/owner/clients/97000000/blocage').send({ bloque: true });
    expect(again.body).toMatchObject({ bloque: true, raison_blocage: null });
    const unblocked = await owner
      .post('/api/owner/clients/97000000/blocage')
      .send({ bloque: false, raison: 'x' });
    expect(unblocked.body).toMatchObject({ bloque: false, raison_blocage: null });
  });

  it('refuses a phone that never ordered (404) and a body without `bloque` (422), and writes nothing', async () => {
    const before = await db.customerRecord.findMany();
    const unknown = await owner.post('/api/owner/clients/20000000/blocage').send({ bloque: true });
    expect([unknown.status, unknown.body]).toEqual([404, { message: DESK_MESSAGES.customerNotFound }]);
    const missing = await owner.post('/api/owner/clients/98111222/blocage').send({ raison: 'Spam' });
    expect(missing.status).toBe(422);
    const tooLong = await owner
      .post('/api/owner/clients/98111222/blocage')
      .send({ bloque: true, raison: 'x'.repeat(201) });
    expect(tooLong.status).toBe(422);
    expect(await db.customerRecord.findMany()).toEqual(before);
  });
});

describe('the customers’ routes without the owner’s session', () => {
  it.each([
    ['GET', '/api/owner/clients'],
    ['GET', '/api/owner/clients/98111222'],
    ['POST', '/api/owner/clients/98111222/notes'],
    ['POST', '/api/owner/clients/98111222/blocage'],
  ])('%s %s answers 401 and writes nothing', async (method, path) => {
    const before = [await db.customerNote.count(), await db.customerRecord.count()];
    const response =
      method === 'GET'
        ? await request(app).get(path)
        : await shopper.post(path).send({ texte: 'Bonjour', bloque: true });
    expect([response.status, response.body.message]).toEqual([401, MESSAGES.ownerSignInRequired]);
    expect([await db.customerNote.count(), await db.customerRecord.count()]).toEqual(before);
  });
});
