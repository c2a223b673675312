import { JOURNAL_PAGE_SIZE, MESSAGES } from '@vitrine/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createStaff, signedInOwner, signedInStaff } from '../../../test/owner.js';
import { createOneArticleShop } from '../../../test/shop-fixtures.js';
import { pruneJournal } from './repository.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const { client } = await createOneArticleShop(db);
await db.$executeRaw`
  INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total)
  VALUES ('VT-2026-000201', ${client.id}, 120, 7, 127)`;

const journal = async () => (await (await signedInOwner(app)).get('/api/owner/journal')).body;

describe('GET /api/owner/journal', () => {
  it('records who signed in, moved an order, called, blocked and changed the team, newest first', async () => {
    const { id } = await createStaff(db, 'confirmation', { identifiant: 'leila', nom: 'Leïla' });
    const leila = await signedInStaff(app, 'leila');
    expect(
      (await leila.post('/api/owner/orders/VT-2026-000201/appels').send({ resultat: 'injoignable' })).status,
    ).toBe(201);
    expect(
      (await leila.post('/api/owner/orders/VT-2026-000201/etat').send({ etat: 'confirmée' })).status,
    ).toBe(200);
    expect(
      (
        await leila
          .post(`/api/owner/clients/${client.numero_telephone}/blocage`)
          .send({ bloque: true, raison: 'x' })
      ).status,
    ).toBe(200);
    const owner = await signedInOwner(app);
    expect(
      (await owner.patch(`/api/owner/equipe/${id}`).send({ mot_de_passe: 'un-autre-secret' })).status,
    ).toBe(200);

    const page = await owner.get('/api/owner/journal');
    expect(page.status).toBe(200);
    const seen = page.body.entrees.map((e: { auteur: { nom: string }; operation: string; cible: object }) => [
      e.auteur.nom,
      e.operation,
      e.cible,
    ]);
    expect(seen).toEqual([
      ['Propriétaire', 'changeStaff', { id, mot_de_passe: true }],
      ['Propriétaire', 'signIn', {}],
      ['Leïla', 'blockClient', { telephone: client.numero_telephone, bloque: true }],
      ['Leïla', 'moveOwnerOrder', { reference: 'VT-2026-000201', etat: 'confirmée' }],
      ['Leïla', 'recordOrderCall', { reference: 'VT-2026-000201', resultat: 'injoignable' }],
      ['Leïla', 'signIn', { identifiant: 'leila' }],
    ]);
    expect(page.body.entrees[0]).toMatchObject({
      auteur: { id: null, nom: 'Propriétaire' },
      action: "Changer le rôle, l'activation ou le mot de passe d'un compte",
    });
    // Never a password.
    expect(JSON.stringify(page.body)).not.toContain('un-autre-secret');
  });

  it('records nothing for reads, refusals or invalid writes', async () => {
    const before = (await journal()).total;
    const owner = await signedInOwner(app);
    await owner.get('/api/owner/orders');
    expect((await owner.post('/api/owner/orders/VT-2026-000201/etat').send({ etat: 'livrée' })).status).toBe(
      409,
    );
    expect((await owner.post('/api/owner/orders/VT-2026-000201/etat').send({ etat: 'nulle' })).status).toBe(
      422,
    );
    // The journal's own reads and this sign-in are all it gained.
    expect((await journal()).total).toBe(before + 2);
  });

  it('pages by JOURNAL_PAGE_SIZE, refuses a bad page in French, and is the owner’s alone', async () => {
    await db.kysely
      .insertInto('journal')
      .expression((eb) =>
        eb
          .selectFrom(sql<{ n: number }>`generate_series(1, ${JOURNAL_PAGE_SIZE + 5})`.as('n'))
          .select([
            sql<string>`'Propriétaire'`.as('auteur'),
            sql<string>`'markOwnerMessage'`.as('operation'),
            sql`jsonb_build_object('id', n)`.as('cible'),
          ]),
      )
      .columns(['auteur', 'operation', 'cible'])
      .execute();
    const owner = await signedInOwner(app);
    const first = (await owner.get('/api/owner/journal?page=1')).body;
    const second = (await owner.get('/api/owner/journal?page=2')).body;
    expect(first.entrees).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(second.total).toBe(first.total);
    expect(second.entrees.length).toBe(first.total - JOURNAL_PAGE_SIZE);
    expect(new Set([...first.entrees, ...second.entrees].map((e: { id: number }) => e.id)).size).toBe(
      first.total,
    );
    const bad = await owner.get('/api/owner/journal?page=0');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ page: [MESSAGES.pageTooSmall] });

    await createStaff(db, 'preparation', { identifiant: 'karim' });
    const karim = await signedInStaff(app, 'karim');
    const refused = await karim.get('/api/owner/journal');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.roleForbidden('Préparation') });
  });

  it('forgets entries older than a year', async () => {
    await db.$executeRaw`UPDATE journal SET created_at = now() - interval '366 days' WHERE operation = 'markOwnerMessage'`;
    const kept = await db.kysely
      .selectFrom('journal')
      .select('id')
      .where('operation', '!=', 'markOwnerMessage')
      .execute();
    expect(await pruneJournal(db)).toBe(JOURNAL_PAGE_SIZE + 5);
    expect(await db.kysely.selectFrom('journal').select('id').execute()).toEqual(kept);
  });
});
