import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalGovernorate, GOVERNORATES, MESSAGES, OrderSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { signedInOwner } from '../../../test/owner.js';

// « Région » is one of Tunisia's 24 governorates: typed any case, with or without accents, it is
// stored as the state spells it; anything else is refused before anything is written.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const owner = await signedInOwner(app);
const { articles } = await createCatalogue(db, [
  { nom: 'Collier Jasmin', prixMillimes: 45_000, sub: 'pendentifs' },
]);
const items = [{ quantite: 1, article_id: articles[0]?.id }];
const client = (n: number, region: string) => ({
  nom: 'Haddad',
  prenom: 'Leïla',
  region,
  adresse: '3 avenue Habib Bourguiba',
  numero_telephone: `2160000${n}`,
  adresse_mail: `leila${n}@example.tn`,
});
const regions = async (table: 'clients' | 'commandes') =>
  (await db.pool.query(`SELECT region FROM ${table} ORDER BY id`)).rows.map((row) => row.region);

describe('the region of an order', () => {
  it('is stored as the governorate it names, accents and case aside', async () => {
    const response = await shopper.post('/api/Order').send({ client: client(1, '  gabes '), items });
    expect(response.status).toBe(201);
    const order = OrderSchema.parse(response.body);
    expect(order.livraison.region).toBe('Gabès');
    expect(await regions('clients')).toEqual(['Gabès']);
    expect(await regions('commandes')).toEqual(['Gabès']);

    const moved = await owner.patch(`/api/owner/orders/${order.reference}`).send({ region: 'LE KEF' });
    expect(moved.status).toBe(200);
    expect(await regions('commandes')).toEqual(['Le Kef']);
  });

  it('is refused with a French message naming the field when it is no governorate, and nothing is written', async () => {
    const response = await shopper.post('/api/Order').send({ client: client(2, 'Paris'), items });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'client.region': [MESSAGES.regionNotAGovernorate] });
    expect(MESSAGES.regionNotAGovernorate).toBe('Région doit être l’un des 24 gouvernorats de Tunisie.');
    const [reference] = (await db.pool.query('SELECT reference FROM commandes')).rows.map(
      (row) => row.reference,
    );
    const moved = await owner.patch(`/api/owner/orders/${reference}`).send({ region: 'Tunis centre' });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ region: [MESSAGES.regionNotAGovernorate] });
    expect(await regions('clients')).toEqual(['Gabès']);
    expect(await regions('commandes')).toEqual(['Le Kef']);
  });
});

describe('the migration of the regions stored before', async () => {
  const migration = await readFile(
    path.join(
      import.meta.dirname,
      '../../../../../prisma/migrations/20261128232000_governorates/migration.sql',
    ),
    'utf8',
  );
  const updates = migration.split(';').filter((statement) => statement.trim().startsWith('UPDATE'));

  it('maps a region that names a governorate, accents and case aside, to its name, and keeps the others', async () => {
    const { db: before } = await useTestDatabase('empty');
    const typed = [
      'beja',
      'SIDI BOUZID',
      ' Kebili ',
      'la manouba',
      'Tunis',
      'Tunis centre',
      'Manouba',
      'Djerba',
      '',
    ];
    for (const [n, region] of typed.entries()) {
      await before.client.create({
        data: {
          code_client: `CL-MIG${n}`,
          region,
          numero_telephone: `2000000${n}`,
          adresse_mail: `m${n}@example.tn`,
        },
      });
    }
    await before.$executeRawUnsafe(
      `INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total)
       SELECT 'VT-MIG-' || id, id, 0, 0, 0 FROM clients`,
    );
    for (const statement of updates) await before.$executeRawUnsafe(statement);
    const mapped = [
      'Béja',
      'Sidi Bouzid',
      'Kébili',
      'La Manouba',
      'Tunis',
      'Tunis centre',
      'Manouba',
      'Djerba',
      '',
    ];
    const stored = async (table: 'clients' | 'commandes') =>
      (
        await before.pool.query(
          `SELECT region FROM ${table} ORDER BY ${table === 'clients' ? 'id' : 'client_id'}`,
        )
      ).rows.map((row) => row.region);
    expect(await stored('clients')).toEqual(mapped);
    expect(await stored('commandes')).toEqual(mapped);
  });

  it('reads a region with the same rule as the API', async () => {
    const typed = [
      ...GOVERNORATES,
      ...GOVERNORATES.map((g) => g.toUpperCase()),
      'gabes',
      'MEDENINE',
      'Paris',
      'Kef',
      '',
    ];
    const { rows } = await db.pool.query<{ region: string; name: string | null }>(
      'SELECT region, gouvernorat_canonique(region) AS name FROM unnest($1::text[]) AS region',
      [typed],
    );
    expect(rows.map((row) => row.name)).toEqual(typed.map((region) => canonicalGovernorate(region) ?? null));
  });
});
