import { MESSAGES, type OrderState, OwnerStatsSchema, STATS_MESSAGES } from '@vitrine/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { signedInOwner } from '../../../test/owner.js';
import { createClient } from '../../../test/shop-fixtures.js';

// The dashboard's figures on a constructed set of orders, each placed at a chosen Tunis time and moved
// as Prisma Studio would move it (a plain UPDATE of commandes.etat): the history PostgreSQL keeps then
// says what became of it.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);
const {
  articles: [bague, pendentif],
} = await createCatalogue(db, [
  { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  { nom: 'Pendentif Étoile', prixMillimes: 48_000, sub: 'pendentifs' },
]);
const client = await createClient(db);
let placedSoFar = 0;

interface Placed {
  /** When it was placed, with its offset: `2026-03-10T12:00+01:00` is noon in Tunis. */
  at: string;
  total: string;
  region?: string;
  articles?: number[];
  /** The moves made after, one UPDATE each. */
  moves?: OrderState[];
  /** Minutes from the order to the shop's first call. */
  calledAfterMin?: number;
}

async function place({ at, total, region = 'Tunis', articles = [], moves = [], calledAfterMin }: Placed) {
  placedSoFar++;
  const {
    rows: [order],
  } = await sql<{ id: number }>`
    INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total, created_at, date_commande, region)
    VALUES (${`VT-2026-S${placedSoFar}`}, ${client.id}, ${total}::numeric, 0, ${total}::numeric,
            ${at}::timestamptz, (${at}::timestamptz AT TIME ZONE 'Africa/Tunis')::date, ${region})
    RETURNING id`.execute(db.kysely);
  const id = (order as { id: number }).id;
  for (const article of articles)
    await sql`INSERT INTO commande_items (order_id, article_id, nom, quantite, prix_unitaire, total)
              VALUES (${id}, ${article}, 'ligne', 1, ${total}::numeric, ${total}::numeric)`.execute(
      db.kysely,
    );
  for (const etat of moves)
    await sql`UPDATE commandes SET etat = ${etat}::etat_commande WHERE id = ${id}`.execute(db.kysely);
  if (calledAfterMin !== undefined)
    await sql`UPDATE commandes SET premier_contact_le = created_at + make_interval(mins => ${calledAfterMin})
              WHERE id = ${id}`.execute(db.kysely);
}

async function stats(query: string) {
  const response = await owner.get(`/api/owner/stats${query}`);
  expect(response.status, response.text).toBe(200);
  return OwnerStatsSchema.parse(response.body);
}

const X = bague?.id as number;
const Y = pendentif?.id as number;
const shipped: OrderState[] = ['confirmée', 'expédiée'];

// 10 to 12 March 2026: one order in each state, and a cancelled one that had been confirmed.
await place({ at: '2026-03-10T12:00+01:00', total: '50.000', articles: [Y], calledAfterMin: 10 });
await place({
  at: '2026-03-10T15:00+01:00',
  total: '60.500',
  articles: [Y],
  moves: ['confirmée'],
  calledAfterMin: 30,
});
await place({
  at: '2026-03-11T09:00+01:00',
  total: '70.000',
  region: 'Sousse',
  articles: [Y],
  moves: ['confirmée', 'annulée'],
  calledAfterMin: 20,
});
await place({
  at: '2026-03-11T10:00+01:00',
  total: '40.000',
  region: 'Sousse',
  articles: [Y],
  moves: ['annulée'],
});
await place({
  at: '2026-03-11T11:00+01:00',
  total: '80.000',
  region: 'Sfax',
  articles: [Y],
  moves: shipped,
  calledAfterMin: 60,
});
await place({
  at: '2026-03-12T08:00+01:00',
  total: '120.250',
  articles: [X, Y],
  moves: [...shipped, 'livrée'],
});
await place({
  at: '2026-03-12T09:00+01:00',
  total: '99.999',
  region: 'Sousse',
  articles: [Y],
  moves: [...shipped, 'livrée'],
});
await place({ at: '2026-03-12T10:00+01:00', total: '45.000', articles: [X], moves: [...shipped, 'refusée'] });

// The edges of March 2026 in Tunis time (UTC+1): in, in, out, out.
await place({ at: '2026-03-01T00:30+01:00', total: '10.000', region: 'Bizerte' });
await place({ at: '2026-03-31T23:30+01:00', total: '10.000', region: 'Bizerte' });
await place({ at: '2026-02-28T23:30+01:00', total: '10.000', region: 'Bizerte' });
await place({ at: '2026-04-01T00:30+01:00', total: '10.000', region: 'Bizerte' });

// 15 April 2026: only an order still to confirm.
await place({ at: '2026-04-15T12:00+01:00', total: '30.000' });

describe('GET /api/owner/stats', () => {
  it('counts every state, moves made by a plain UPDATE, and the rates, money and call delay they make', async () => {
    const figures = await stats('?du=2026-03-10&au=2026-03-12');
    expect(figures).toMatchObject({
      du: '2026-03-10',
      au: '2026-03-12',
      commandes: 8,
      en_cours: 1,
      // The cancelled order that had been confirmed counts as confirmed: its history says so.
      confirmees: 6,
      annulees: 2,
      expediees: 4,
      livrees: 2,
      refusees: 1,
      taux_confirmation: 0.8571,
      taux_livraison: 0.6667,
      taux_refus: 0.3333,
      chiffre_livre: '220.249',
      // 565.749 / 8 = 70.718625
      panier_moyen: '70.719',
      // 10, 20, 30 and 60 minutes
      delai_premier_contact_median_min: 25,
    });
    expect(figures.par_jour).toEqual([
      { date: '2026-03-10', commandes: 2, livrees: 0, chiffre_livre: '0.000' },
      { date: '2026-03-11', commandes: 3, livrees: 0, chiffre_livre: '0.000' },
      { date: '2026-03-12', commandes: 3, livrees: 2, chiffre_livre: '220.249' },
    ]);
    expect(figures.par_region).toEqual([
      { region: 'Tunis', commandes: 4, livrees: 1, refusees: 1, taux_livraison: 0.5 },
      { region: 'Sousse', commandes: 3, livrees: 1, refusees: 0, taux_livraison: 1 },
      { region: 'Sfax', commandes: 1, livrees: 0, refusees: 0, taux_livraison: null },
    ]);
    expect(figures.par_article).toEqual([
      { article_id: X, nom: 'Bague Aube', commandes: 2, livrees: 1, refusees: 1 },
      { article_id: Y, nom: 'Pendentif Étoile', commandes: 7, livrees: 2, refusees: 0 },
    ]);
  });

  it('takes a period’s days in Tunis time: 23:30 on its last day counts, 00:30 the day after does not', async () => {
    const figures = await stats('?du=2026-03-01&au=2026-03-31');
    expect(figures.commandes).toBe(10);
    expect(figures.par_jour).toHaveLength(31);
    expect(figures.par_jour[0]).toEqual({
      date: '2026-03-01',
      commandes: 1,
      livrees: 0,
      chiffre_livre: '0.000',
    });
    expect(figures.par_jour[30]).toEqual({
      date: '2026-03-31',
      commandes: 1,
      livrees: 0,
      chiffre_livre: '0.000',
    });
    expect(figures.par_region.find((row) => row.region === 'Bizerte')?.commandes).toBe(2);
    expect((await stats('?du=2026-04-01&au=2026-04-01')).commandes).toBe(1);
    expect((await stats('?du=2026-02-28&au=2026-02-28')).commandes).toBe(1);
  });

  it('answers null for a rate whose divisor is 0, and for the means of a period without orders', async () => {
    expect(await stats('?du=2026-04-15&au=2026-04-15')).toMatchObject({
      commandes: 1,
      en_cours: 1,
      taux_confirmation: null,
      taux_livraison: null,
      taux_refus: null,
      chiffre_livre: '0.000',
      panier_moyen: '30.000',
      delai_premier_contact_median_min: null,
    });
    expect(await stats('?du=2026-05-01&au=2026-05-02')).toEqual({
      du: '2026-05-01',
      au: '2026-05-02',
      commandes: 0,
      en_cours: 0,
      confirmees: 0,
      annulees: 0,
      expediees: 0,
      livrees: 0,
      refusees: 0,
      taux_confirmation: null,
      taux_livraison: null,
      taux_refus: null,
      chiffre_livre: '0.000',
      panier_moyen: null,
      delai_premier_contact_median_min: null,
      par_jour: [
        { date: '2026-05-01', commandes: 0, livrees: 0, chiffre_livre: '0.000' },
        { date: '2026-05-02', commandes: 0, livrees: 0, chiffre_livre: '0.000' },
      ],
      par_region: [],
      par_article: [],
    });
  });

  it('shows the last 30 days by default, today (in Tunis) included', async () => {
    await place({ at: new Date().toISOString(), total: '12.500' });
    const figures = await stats('');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date());
    expect(figures.au).toBe(today);
    expect(figures.par_jour).toHaveLength(30);
    expect(figures.par_jour.at(-1)).toMatchObject({ date: today, commandes: 1 });
    expect(figures.commandes).toBe(1);
    // An end alone: the 30 days up to it.
    expect((await stats('?au=2026-03-31')).du).toBe('2026-03-02');
  });

  it('refuses a day that does not exist, a period backwards or too long, in French (422)', async () => {
    const refusals = [
      ['?du=2026-02-30', 'du', MESSAGES.dateInvalid],
      ['?au=31/03/2026', 'au', MESSAGES.dateInvalid],
      ['?du=2026-03-12&au=2026-03-10', 'au', STATS_MESSAGES.rangeInvalid],
      ['?du=2099-01-01', 'au', STATS_MESSAGES.rangeInvalid],
      ['?du=2025-01-01&au=2026-03-10', 'au', STATS_MESSAGES.rangeTooLong],
    ] as const;
    for (const [query, field, message] of refusals) {
      const response = await owner.get(`/api/owner/stats${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.errors[field], query).toEqual([message]);
    }
    expect((await owner.get('/api/owner/stats?jours=30')).status).toBe(422);
    expect((await request(app).get('/api/owner/stats')).status).toBe(401);
  });
});
