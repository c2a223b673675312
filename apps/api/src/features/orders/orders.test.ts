import {
  MESSAGES,
  OrderConflictSchema,
  OrderRequestSchema,
  OrderSchema,
  toValidationError,
  tunisToday,
} from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { useMailingApp } from '../../../test/mailing.js';
import { AMIRA, createClient, createPromos, databaseState, mailJobs } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);
const catalogue = await createCatalogue(db, [
  // One size only: the ring is offered without a size choice, so lines may name the article alone;
  // lines naming its variant take stock and carry its size (stock.test.ts has a ring in several sizes).
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires', sizes: ['54'] },
  { nom: 'Alliance Tressée', prixMillimes: 33_335, promo: 15, sub: 'alliances' },
  { nom: 'Pendentif Étoile', prixMillimes: 480_000, promo: 10, sub: 'pendentifs' },
]);
const [bague, alliance, pendentif] = catalogue.articles as [
  (typeof catalogue.articles)[0],
  (typeof catalogue.articles)[0],
  (typeof catalogue.articles)[0],
];
const bague54 = await db.articleDetail.findFirstOrThrow({
  where: { article_id: bague.id, size: { nom: '54' } },
});
await createPromos(db);
await createClient(db);

const newClient = (overrides: Partial<typeof AMIRA> = {}) => ({
  nom: 'Trabelsi',
  prenom: 'Youssef',
  region: 'Sfax',
  adresse: '5 avenue Habib Bourguiba',
  numero_telephone: '98 765 432',
  code_postal: '3000',
  adresse_mail: 'Youssef@Example.TN',
  ...overrides,
});

/** Proves that a refused request wrote nothing. */
async function expectNothingWritten<R extends { status: number }>(
  send: () => Promise<R>,
  status = 422,
): Promise<R> {
  const before = await databaseState(db);
  const response = await send();
  expect(response.status).toBe(status);
  expect(await databaseState(db)).toEqual(before);
  return response;
}

describe('POST /api/Order — a new client, as the storefront sends it (multipart)', () => {
  it('stores the order with the server’s prices, creates the client and mails both sides', async () => {
    const response = await shopper
      .post('/api/Order')
      .field('client[nom]', 'Trabelsi')
      .field('client[prenom]', 'Youssef')
      .field('client[region]', 'Sfax')
      .field('client[adresse]', '5 avenue Habib Bourguiba')
      .field('client[numero_telephone]', '98 765 432')
      .field('client[code_postal]', '3000')
      .field('client[adresse_mail]', 'Youssef@Example.TN')
      .field('items[0][quantite]', '2')
      .field('items[0][article_id]', String(alliance.id))
      .field('items[0][prix_unitaire]', '28.335')
      .field('code_promo', 'bienvenue10')
      .field('shipping_charge', '7.00')
      .field('date_commande', '1999-01-01')
      .field('etat', 'livrée');
    expect(response.status).toBe(201);
    const order = OrderSchema.parse(response.body);
    // 2 × 28,335 = 56,670; −10 % = −5,667; shipping 7 (under 150 DT) → 58,003.
    expect(order).toMatchObject({
      etat: 'en cours',
      date_commande: tunisToday(),
      code_promo: 'BIENVENUE10',
      reduction: 10,
      items: [
        {
          article_id: alliance.id,
          article_detail_id: null,
          nom: 'Alliance Tressée',
          quantite: 2,
          prix_unitaire: 28.335,
          total: 56.67,
        },
      ],
      sous_total: 56.67,
      remise: 5.667,
      shipping_charge: 7,
      total: 58.003,
    });
    expect(order.reference).toBe(`VT-${tunisToday().slice(0, 4)}-${String(order.id).padStart(6, '0')}`);
    expect(order.code_client).toMatch(/^CL-[A-HJKMNP-Z2-9]{8}$/);

    const stored = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { client: true, items: true },
    });
    expect(stored.total.toString()).toBe('58.003');
    expect(stored.items[0]!.prix_unitaire.toString()).toBe('28.335');
    expect(stored.client).toMatchObject({
      code_client: order.code_client,
      numero_telephone: '98765432',
      adresse_mail: 'youssef@example.tn',
      code_postal: '3000',
    });
    expect((await db.promo.findUniqueOrThrow({ where: { code: 'BIENVENUE10' } })).usage_count).toBe(1);

    const confirmation = await smtp.waitFor((m) => m.to.includes('youssef@example.tn'));
    expect(confirmation.subject).toBe(`Votre commande ${order.reference} est bien reçue`);
    expect(confirmation.replyTo).toBe('boutique@vitrine.test');
    expect(confirmation.text).toContain('Bonjour Youssef Trabelsi,');
    expect(confirmation.text).toContain('2 × Alliance Tressée — 56,670\u00a0DT');
    expect(confirmation.text).toContain('Total à payer à la livraison : 58,003\u00a0DT');
    expect(confirmation.text).toContain(`Votre code client : ${order.code_client}`);
    const notification = await smtp.waitFor((m) => m.to.includes('boutique@vitrine.test'));
    expect(notification.subject).toBe(`Nouvelle commande ${order.reference} — 58,003\u00a0DT`);
    expect(notification.replyTo).toBe('youssef@example.tn');
    expect(notification.text).toContain('Téléphone : 98765432');
    await mail.idle();
    expect(await mailJobs(db)).toBe(0);
  });
});

describe('POST /api/Order — a returning client (JSON)', () => {
  it('needs only the client code, in any case, and reads a variant’s article', async () => {
    const response = await shopper.post('/api/Order').send({
      code_client: ' cl-test0001 ',
      client: { nom: '', prenom: '', numero_telephone: '' },
      items: [{ quantite: 2, article_detail_id: bague54.id, prix_unitaire: 120 }],
      shipping_charge: 0,
    });
    expect(response.status).toBe(201);
    expect(OrderSchema.parse(response.body)).toMatchObject({
      code_client: 'CL-TEST0001',
      code_promo: null,
      reduction: 0,
      items: [
        { article_id: bague.id, article_detail_id: bague54.id, quantite: 2, prix_unitaire: 120, total: 240 },
      ],
      sous_total: 240,
      remise: 0,
      shipping_charge: 0,
      total: 240,
    });
    await smtp.waitFor((m) => m.to.includes(AMIRA.adresse_mail));
  });

  it('accepts the old storefront’s floating-point unit price (28.33475 for 28,335)', async () => {
    const response = await shopper.post('/api/Order').send({
      code_client: 'CL-TEST0001',
      items: [{ quantite: 1, article_id: alliance.id, prix_unitaire: 33.335 - (33.335 * 15) / 100 }],
      shipping_charge: '7.00',
    });
    expect(response.status).toBe(201);
    expect(response.body.items[0].prix_unitaire).toBe(28.335);
  });

  it('answers 422 for an unknown client code, and writes nothing', async () => {
    const response = await expectNothingWritten(() =>
      shopper
        .post('/api/Order')
        .send({ code_client: 'CL-NOPE0000', items: [{ quantite: 1, article_id: bague.id }] }),
    );
    expect(response.body).toEqual({
      message: 'Les données envoyées sont invalides.',
      errors: { code_client: ['Code client inconnu.'] },
    });
  });
});

describe('POST /api/Order — prices come from the server only', () => {
  it('refuses a tampered unit price, saying the price changed, and stores nothing', async () => {
    const response = await expectNothingWritten(() =>
      shopper.post('/api/Order').send({
        code_client: 'CL-TEST0001',
        items: [
          { quantite: 1, article_id: bague.id, prix_unitaire: 120 },
          { quantite: 3, article_id: pendentif.id, prix_unitaire: 1 },
        ],
      }),
    );
    expect(response.body).toEqual({
      message:
        'Les prix ont changé depuis votre ajout au panier. Vérifiez votre commande avant de la valider.',
      errors: {
        'items.1.prix_unitaire': [
          'Le prix de « Pendentif Étoile » a changé : il est maintenant de 432,000\u00a0DT.',
        ],
      },
    });
  });

  it('refuses a shipping charge that is not the one due', async () => {
    const response = await expectNothingWritten(() =>
      shopper.post('/api/Order').send({
        code_client: 'CL-TEST0001',
        items: [{ quantite: 1, article_id: alliance.id, prix_unitaire: 28.335 }],
        shipping_charge: 0,
      }),
    );
    expect(response.body.errors).toEqual({
      shipping_charge: ['Les frais de livraison ont changé : ils sont maintenant de 7,000\u00a0DT.'],
    });
  });

  it('refuses totals, discounts or prices the browser tries to set', async () => {
    const response = await expectNothingWritten(() =>
      shopper.post('/api/Order').send({
        code_client: 'CL-TEST0001',
        items: [{ quantite: 1, article_id: bague.id, total: 0.001 }],
        total: 0.001,
        remise: 120,
      }),
    );
    expect(response.body.errors).toEqual({
      _: ['Clés non reconnues : "total", "remise"'],
      'items.0': ['Clé non reconnue : "total"'],
    });
  });

  it('refuses an order larger than the books can hold', async () => {
    const jewel = await db.article.create({
      data: { nom: 'Parure Impériale', prix: '9000000.000', sub_category_id: catalogue.subs.solitaires.id },
    });
    const response = await expectNothingWritten(() =>
      shopper
        .post('/api/Order')
        .send({ code_client: 'CL-TEST0001', items: [{ quantite: 2, article_id: jewel.id }] }),
    );
    expect(response.body.errors).toEqual({
      items: ['Le montant de la commande dépasse la limite autorisée.'],
    });
  });
});

describe('POST /api/Order — validation, in French, with nothing written', () => {
  it('names every invalid field of a new client, in the words of the contract', async () => {
    const body = {
      client: {
        nom: '',
        prenom: ' ',
        region: '',
        adresse: '',
        numero_telephone: '123',
        code_postal: 'abcd',
        adresse_mail: 'pas-une-adresse',
      },
      items: [{ quantite: 0, article_id: bague.id }],
    };
    const response = await expectNothingWritten(() => shopper.post('/api/Order').send(body));
    // The texts themselves are checked once, in the contracts' tests; here: the API says exactly them.
    const contract = OrderRequestSchema.safeParse(body);
    if (contract.success) throw new Error('the contract accepted an invalid order');
    expect(response.body).toEqual(toValidationError(contract.error));
    expect(Object.keys(response.body.errors)).toHaveLength(8);
  });

  it('asks for a client, a cart, known articles and whole quantities', async () => {
    expect((await expectNothingWritten(() => shopper.post('/api/Order').send({}))).body.errors).toEqual({
      client: ['Indiquez votre code client ou vos coordonnées.'],
      items: ['Le panier est vide.'],
    });
    // Lines the database cannot match; with a quantity over the cap too, the quantity is refused first.
    const unmatched = [
      { quantite: 1, article_id: 999_999 },
      { quantite: 1, article_detail_id: 999_999 },
      { quantite: 1, article_id: alliance.id, article_detail_id: bague54.id },
    ];
    const send = (items: unknown[]) =>
      expectNothingWritten(() => shopper.post('/api/Order').send({ code_client: 'CL-TEST0001', items }));
    const tooMany = await send([...unmatched, { quantite: 100, article_id: bague.id }]);
    expect(tooMany.body.errors).toEqual({
      'items.3.quantite': ['La quantité est limitée à 99 par article.'],
    });
    const missing = await send(unmatched);
    expect(missing.body.errors).toEqual({
      'items.0.article_id': ['Article introuvable.'],
      'items.1.article_detail_id': ['Variante introuvable.'],
      'items.2.article_detail_id': ["Cette variante n'appartient pas à cet article."],
    });
  });

  it.each([
    ['ETE25', 'expired', 'Ce code promo a expiré.'],
    ['NOEL30', 'not started', "Ce code promo n'est pas encore valable."],
    ['PAUSE20', 'switched off', 'Code promo invalide.'],
    ['EPUISE40', 'used up', "Ce code promo a atteint son nombre maximal d'utilisations."],
    ['INCONNU', 'unknown', 'Code promo invalide.'],
  ])('refuses the promo code %s (%s) with « %s », without counting a use', async (code, _why, message) => {
    const response = await expectNothingWritten(() =>
      shopper.post('/api/Order').send({
        client: newClient({ adresse_mail: 'promo@example.tn', numero_telephone: '55000111' }),
        items: [{ quantite: 1, article_id: bague.id }],
        code_promo: code,
      }),
    );
    expect(response.body).toMatchObject({ message, error: message, errors: { code_promo: [message] } });
  });
});

describe('POST /api/Order — whole quantities, one line per article', () => {
  const order = (items: unknown[]) => shopper.post('/api/Order').send({ code_client: 'CL-TEST0001', items });
  const quantityInvalid = ['La quantité doit être un nombre entier supérieur ou égal à 1.'];

  it('refuses quantities that are not whole numbers, whatever their type, and writes nothing', async () => {
    for (const quantite of [true, [1], '1e1', 1.5, '1.5', '', null, { n: 1 }]) {
      const response = await expectNothingWritten(() => order([{ quantite, article_id: bague.id }]));
      expect(response.body.errors, JSON.stringify(quantite)).toEqual({ 'items.0.quantite': quantityInvalid });
    }
    for (const article_id of [true, [bague.id], '1e1', 1.5]) {
      const response = await expectNothingWritten(() => order([{ quantite: 1, article_id }]));
      expect(response.body.errors, JSON.stringify(article_id)).toEqual({
        'items.0.article_id': ["L'identifiant doit être un nombre entier positif."],
      });
    }
  });

  it('reads digits from a form, and refuses anything else there too', async () => {
    const form = (quantite: string) =>
      shopper
        .post('/api/Order')
        .field('code_client', 'CL-TEST0001')
        .field('items[0][quantite]', quantite)
        .field('items[0][article_id]', String(alliance.id));
    const response = await form('2');
    expect(response.status).toBe(201);
    expect(response.body.items).toMatchObject([{ article_id: alliance.id, quantite: 2 }]);
    for (const quantite of ['1e1', '2.0', 'true', '0x2']) {
      expect((await expectNothingWritten(() => form(quantite))).body.errors).toEqual({
        'items.0.quantite': quantityInvalid,
      });
    }
  });

  it('stores the same article sent on several lines as one line with the quantities added up', async () => {
    const response = await order([
      { quantite: 2, article_id: alliance.id },
      { quantite: 1, article_detail_id: bague54.id },
      { quantite: 3, article_id: alliance.id },
      { quantite: 2, article_id: bague.id, article_detail_id: bague54.id },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.items).toMatchObject([
      { article_id: alliance.id, article_detail_id: null, quantite: 5 },
      { article_id: bague.id, article_detail_id: bague54.id, quantite: 3 },
    ]);
    const stored = await db.orderItem.findMany({
      where: { order_id: response.body.id },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((line) => [line.article_id, line.quantite])).toEqual([
      [alliance.id, 5],
      [bague.id, 3],
    ]);
  });

  it('refuses lines of one article that add up past the per-article limit', async () => {
    const sameIds = await expectNothingWritten(() =>
      order([
        { quantite: 60, article_id: alliance.id },
        { quantite: 40, article_id: alliance.id },
      ]),
    );
    const limit = ['Cet article figure sur plusieurs lignes : la quantité totale est limitée à 99.'];
    expect(sameIds.body.errors).toEqual({ 'items.1.quantite': limit });
    // The variant alone and the variant with its article: the same line, known only from the database.
    const sameVariant = await expectNothingWritten(() =>
      order([
        { quantite: 50, article_detail_id: bague54.id },
        { quantite: 50, article_id: bague.id, article_detail_id: bague54.id },
      ]),
    );
    expect(sameVariant.body.errors).toEqual({ 'items.1.quantite': limit });
  });
});

describe('POST /api/Order — a new client who is already known (409)', () => {
  beforeEach(() => {
    smtp.mails.length = 0;
  });

  it('gives back the client code when e-mail and phone both match, and the resubmission succeeds', async () => {
    const body = {
      client: newClient({ adresse_mail: 'AMIRA@example.tn', numero_telephone: '22 12 34 56' }),
      items: [{ quantite: 1, article_id: bague.id, prix_unitaire: 120 }],
      shipping_charge: 7,
    };
    const conflict = await expectNothingWritten(() => shopper.post('/api/Order').send(body), 409);
    expect(OrderConflictSchema.parse(conflict.body)).toEqual({
      code_client: 'CL-TEST0001',
      message:
        'Client déjà existant Code client : CL-TEST0001. Nous utilisons vos informations précédentes pour finaliser la commande.',
    });
    // The storefront fills the code, clears the other fields and sends the order again.
    const again = await shopper
      .post('/api/Order')
      .send({ ...body, code_client: conflict.body.code_client, client: { nom: '', adresse_mail: '' } });
    expect(again.status).toBe(201);
    expect(again.body.code_client).toBe('CL-TEST0001');
  });

  it('delivers the resubmitted order to the address typed, and leaves the client record as it was', async () => {
    const typed = newClient({
      nom: 'Ben Salah',
      prenom: 'Amira',
      adresse_mail: 'amira@example.tn',
      numero_telephone: '22 12 34 56',
      region: 'Monastir',
      adresse: '3 rue de la Corniche',
      code_postal: '5000',
    });
    const body = { items: [{ quantite: 1, article_id: bague.id, prix_unitaire: 120 }], shipping_charge: 7 };
    const conflict = await shopper.post('/api/Order').send({ ...body, client: typed });
    expect(conflict.status).toBe(409);
    // As the storefront resubmits: the code, and the delivery fields typed (form data).
    const again = await shopper
      .post('/api/Order')
      .field('code_client', conflict.body.code_client)
      .field('client[nom]', typed.nom)
      .field('client[prenom]', typed.prenom)
      .field('client[numero_telephone]', typed.numero_telephone)
      .field('client[adresse]', typed.adresse)
      .field('client[region]', typed.region)
      .field('client[code_postal]', typed.code_postal)
      .field('items[0][quantite]', '1')
      .field('items[0][article_id]', String(bague.id))
      .field('items[0][prix_unitaire]', '120.000')
      .field('shipping_charge', '7.00');
    expect(again.status).toBe(201);
    const monastir = {
      nom: 'Ben Salah',
      prenom: 'Amira',
      numero_telephone: '22123456',
      adresse: '3 rue de la Corniche',
      region: 'Monastir',
      code_postal: '5000',
    };
    const order = OrderSchema.parse(again.body);
    expect(order).toMatchObject({ code_client: 'CL-TEST0001', livraison: monastir });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject(monastir);
    expect(await db.client.findUniqueOrThrow({ where: { code_client: 'CL-TEST0001' } })).toMatchObject(AMIRA);

    const notification = await smtp.waitFor(
      (m) => m.to.includes('boutique@vitrine.test') && m.subject.includes(order.reference),
    );
    expect(notification.text).toContain('Adresse : 3 rue de la Corniche, 5000 Monastir');
    expect(notification.text).not.toContain('rue de Marseille');
    const confirmation = await smtp.waitFor(
      (m) => m.to.includes('amira@example.tn') && m.subject.includes(order.reference),
    );
    expect(confirmation.text).toContain('Bonjour Amira Ben Salah,');
  });

  it('keeps the stored address when a code comes alone, and takes a new one whole (no stored postal code)', async () => {
    const items = [{ quantite: 1, article_id: bague.id }];
    const alone = await shopper.post('/api/Order').send({ code_client: 'CL-TEST0001', items });
    expect(alone.status).toBe(201);
    expect(await db.order.findUniqueOrThrow({ where: { id: alone.body.id } })).toMatchObject({
      nom: 'Ben Salah',
      prenom: 'Amira',
      numero_telephone: '22123456',
      adresse: '12 rue de Marseille',
      region: 'Tunis',
      code_postal: '1000',
    });
    const elsewhere = await shopper.post('/api/Order').send({
      code_client: 'CL-TEST0001',
      client: { prenom: 'Sonia', adresse: 'Route de Mahdia km 2', region: 'Sfax', code_postal: '' },
      items,
    });
    expect(elsewhere.status).toBe(201);
    expect(await db.order.findUniqueOrThrow({ where: { id: elsewhere.body.id } })).toMatchObject({
      nom: 'Ben Salah',
      prenom: 'Sonia',
      numero_telephone: '22123456',
      adresse: 'Route de Mahdia km 2',
      region: 'Sfax',
      code_postal: null,
    });
  });

  it('answers an order by code with the details it sent, and of the stored ones only the region and a masked street', async () => {
    const items = [{ quantite: 1, article_id: alliance.id }];
    const stored = [AMIRA.nom, AMIRA.numero_telephone, AMIRA.adresse, AMIRA.code_postal, AMIRA.adresse_mail];
    const alone = await shopper.post('/api/Order').send({ code_client: 'CL-TEST0001', items });
    expect(alone.status).toBe(201);
    expect(OrderSchema.parse(alone.body).livraison).toEqual({ adresse: '1***', region: 'Tunis' });
    for (const detail of stored) expect(alone.text).not.toContain(detail);

    const elsewhere = await shopper.post('/api/Order').send({
      code_client: 'CL-TEST0001',
      client: { prenom: 'Sonia', adresse: 'Route de Mahdia km 2', region: 'Sfax', code_postal: '' },
      items,
    });
    expect(OrderSchema.parse(elsewhere.body).livraison).toEqual({
      prenom: 'Sonia',
      adresse: 'Route de Mahdia km 2',
      region: 'Sfax',
      code_postal: null,
    });
    for (const detail of stored) expect(elsewhere.text).not.toContain(detail);

    // A replay of the same request (its Idempotency-Key) answers alike.
    const send = () =>
      shopper
        .post('/api/Order')
        .set('Idempotency-Key', 'masque-1')
        .send({ code_client: 'CL-TEST0001', items });
    expect((await send()).status).toBe(201);
    const replayed = await send();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body.livraison).toEqual({ adresse: '1***', region: 'Tunis' });
  });

  it('refuses, writing nothing, a delivery detail sent with a code that a new client could not send', async () => {
    const response = await expectNothingWritten(() =>
      shopper.post('/api/Order').send({
        code_client: 'CL-TEST0001',
        client: { adresse: '3 rue de la Corniche', numero_telephone: '123' },
        items: [{ quantite: 1, article_id: alliance.id }],
      }),
    );
    expect(response.body.errors).toEqual({
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
      'client.region': ['Région est requise.'],
    });
  });

  it.each([
    ['the e-mail', { adresse_mail: 'amira@example.tn', numero_telephone: '50111222' }],
    ['the phone', { adresse_mail: 'autre@example.tn', numero_telephone: '22123456' }],
  ])('asks for the client code without revealing it when only %s matches', async (_, contact) => {
    const response = await expectNothingWritten(
      () =>
        shopper
          .post('/api/Order')
          .send({ client: newClient(contact), items: [{ quantite: 1, article_id: alliance.id }] }),
      409,
    );
    expect(response.body).toEqual({
      message:
        'Un client existe déjà avec cette adresse mail ou ce numéro de téléphone. Indiquez votre code client pour finaliser la commande.',
    });
  });
});

describe('POST /api/Order — guessing who is a client (409) is limited as « Code client oublié ? » is', () => {
  const items = [{ quantite: 1, article_id: alliance.id }];
  const limitedShopper = async () =>
    visitor(await createTestApp(db, { rateLimits: { order: 30, codeReminder: 5 } }));

  it('answers 429 after 5 conflicts with one e-mail, the code reminders of that e-mail counted with them', async () => {
    const browser = await limitedShopper();
    const remind = () =>
      browser.post('/api/clients/code-reminder').send({ adresse_mail: AMIRA.adresse_mail });
    const guess = (phone: string) =>
      browser
        .post('/api/Order')
        .send({ client: newClient({ adresse_mail: AMIRA.adresse_mail, numero_telephone: phone }), items });
    expect((await remind()).status).toBe(202);
    expect((await remind()).status).toBe(202);
    for (const phone of ['50000001', '50000002', '50000003']) expect((await guess(phone)).status).toBe(409);
    const refused = await expectNothingWritten(() => guess('50000004'), 429);
    expect(refused.body).toEqual({ message: MESSAGES.rateLimited });
    expect((await remind()).status).toBe(429);
    // Another new client is still served.
    const other = newClient({ adresse_mail: 'autre.cliente@example.tn', numero_telephone: '50 999 999' });
    expect((await browser.post('/api/Order').send({ client: other, items })).status).toBe(201);
  });

  it('answers 429 after 5 conflicts with one phone, whatever the e-mails', async () => {
    const browser = await limitedShopper();
    await createClient(db, 'CL-TEST0002', {
      ...AMIRA,
      adresse_mail: 'sonia@example.tn',
      numero_telephone: '71000000',
    });
    const guess = (email: string) =>
      browser
        .post('/api/Order')
        .send({ client: newClient({ adresse_mail: email, numero_telephone: '71 000 000' }), items });
    for (const n of [1, 2, 3, 4, 5]) expect((await guess(`essai${n}@example.tn`)).status).toBe(409);
    await expectNothingWritten(() => guess('sonia@example.tn'), 429);
    // A returning client's order by code is no guess.
    expect((await browser.post('/api/Order').send({ code_client: 'CL-TEST0002', items })).status).toBe(201);
  });

  it('counts no other answer: a new client refused 6 times for a stale price still orders', async () => {
    const browser = await limitedShopper();
    const client = newClient({ adresse_mail: 'patiente@example.tn', numero_telephone: '71 555 555' });
    for (let attempt = 1; attempt <= 6; attempt++) {
      const stale = await browser
        .post('/api/Order')
        .send({ client, items: [{ quantite: 1, article_id: alliance.id, prix_unitaire: 99 }] });
      expect(stale.status).toBe(422);
    }
    expect((await browser.post('/api/Order').send({ client, items })).status).toBe(201);
  });
});
