import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canMoveOrder, MESSAGES, ORDER_STATES, type OrderState } from '@vitrine/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { migrate, readMigrations } from '../../db/migrate.js';
import { MIGRATIONS_DIR } from '../../paths.js';

// The lifecycle is PostgreSQL's: these tests speak plain SQL through `pg`, as Prisma Studio or psql
// would, with no code of the shop in between.

const { url } = await useTestDatabase('empty');
const sql = new pg.Client({ connectionString: url });
await sql.connect();
afterAll(() => sql.end());

const {
  rows: [client],
} = await sql.query<{ id: number }>(
  `INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, code_postal, adresse_mail)
   VALUES ('CL-LIFE0001', 'Ben Salah', 'Amira', 'Tunis', '12 rue de Marseille', '22123456', '1000', 'amira@example.tn')
   RETURNING id`,
);

let orderCount = 0;
/** An order inserted straight in a given state (an INSERT is no move), as a Studio user could. */
async function orderIn(etat: OrderState): Promise<number> {
  orderCount++;
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total, etat)
     VALUES ($1, $2, 120, 7, 127, $3) RETURNING id`,
    [`VT-2026-${String(900_000 + orderCount)}`, client!.id, etat],
  );
  return rows[0]!.id;
}

const historyOf = async (orderId: number) =>
  (
    await sql.query<{
      id: number;
      ancien_etat: string;
      nouvel_etat: string;
      par: string;
      note: string | null;
    }>(
      'SELECT id, ancien_etat, nouvel_etat, par, note FROM commande_historique WHERE commande_id = $1 ORDER BY id',
      [orderId],
    )
  ).rows;

/** The move mails enqueued (no runner here: they wait in the queue). */
const mailsAbout = async (historyIds: number[]) =>
  (
    await sql.query<{ task: string; payload: { historyId: number; to: string }; attempts: number }>(
      `SELECT t.identifier AS task, j.payload, j.attempts
       FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       WHERE t.identifier = 'order-moved-mail' AND (j.payload->>'historyId')::int = ANY($1) ORDER BY j.id`,
      [historyIds],
    )
  ).rows;
const allJobs = 'SELECT count(*) FROM graphile_worker._private_jobs';

const stateOf = async (orderId: number) =>
  (await sql.query<{ etat: string }>('SELECT etat FROM commandes WHERE id = $1', [orderId])).rows[0]?.etat;

const TOLD_TO_CUSTOMER: readonly OrderState[] = ['confirmée', 'expédiée', 'livrée', 'annulée'];
const PAIRS = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to] as const));

describe('etat_commande', () => {
  it('holds exactly the contracts’ states, and a new order starts « en cours »', async () => {
    const { rows } = await sql.query<{ states: string }>(
      'SELECT enum_range(NULL::etat_commande)::text AS states',
    );
    expect(rows[0]!.states).toBe(`{"en cours",confirmée,expédiée,livrée,refusée,annulée}`);
    expect(ORDER_STATES).toEqual(['en cours', 'confirmée', 'expédiée', 'livrée', 'refusée', 'annulée']);
    const { rows: created } = await sql.query<{ etat: string }>(
      `INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total)
       VALUES ('VT-2026-800001', $1, 1, 7, 8) RETURNING etat`,
      [client!.id],
    );
    expect(created[0]!.etat).toBe('en cours');
  });

  it('refuses a word that is not a state', async () => {
    const id = await orderIn('en cours');
    await expect(sql.query("UPDATE commandes SET etat = 'payée' WHERE id = $1", [id])).rejects.toMatchObject({
      code: '22P02',
    });
    expect(await stateOf(id)).toBe('en cours');
  });
});

describe('every one of the 36 (from, to) pairs, by a plain UPDATE', () => {
  it.each(PAIRS)('%s → %s', async (from, to) => {
    const id = await orderIn(from);
    const update = sql.query('UPDATE commandes SET etat = $1 WHERE id = $2', [to, id]);

    if (from === to) {
      // Not a move: accepted, and nothing is recorded or sent.
      await expect(update).resolves.toMatchObject({ rowCount: 1 });
      expect(await historyOf(id)).toEqual([]);
      return;
    }
    if (!canMoveOrder(from, to)) {
      await expect(update).rejects.toMatchObject({
        code: '23514',
        constraint: 'commandes_etat_transition',
        message: MESSAGES.orderMoveRefused(from, to),
      });
      expect(await stateOf(id)).toBe(from);
      expect(await historyOf(id)).toEqual([]);
      return;
    }
    await expect(update).resolves.toMatchObject({ rowCount: 1 });
    expect(await stateOf(id)).toBe(to);
    const history = await historyOf(id);
    expect(history.map(({ id: _id, ...entry }) => entry)).toEqual([
      { ancien_etat: from, nouvel_etat: to, par: 'database', note: null },
    ]);
    const mails = await mailsAbout(history.map((entry) => entry.id));
    expect(mails).toEqual(
      TOLD_TO_CUSTOMER.includes(to)
        ? [
            {
              task: 'order-moved-mail',
              payload: { historyId: history[0]!.id, to: 'amira@example.tn' },
              attempts: 0,
            },
          ]
        : [],
    );
  });

  it('allows exactly the moves of ORDER_MOVES: 6 of the 30 changes of state', () => {
    expect(PAIRS.filter(([from, to]) => from !== to && canMoveOrder(from, to))).toHaveLength(6);
  });
});

describe('the history says who moved the order and why', () => {
  it('keeps the console and its note, set for the transaction only', async () => {
    const id = await orderIn('confirmée');
    await sql.query('BEGIN');
    await sql.query(
      "SELECT set_config('vitrine.acteur', 'console', true), set_config('vitrine.note', $1, true)",
      ['Rapid-Poste RP123456789TN'],
    );
    await sql.query("UPDATE commandes SET etat = 'expédiée' WHERE id = $1", [id]);
    await sql.query('COMMIT');
    // The same connection afterwards: the settings ended with the transaction.
    await sql.query("UPDATE commandes SET etat = 'livrée' WHERE id = $1", [id]);

    expect((await historyOf(id)).map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        ancien_etat: 'confirmée',
        nouvel_etat: 'expédiée',
        par: 'console',
        note: 'Rapid-Poste RP123456789TN',
      },
      { ancien_etat: 'expédiée', nouvel_etat: 'livrée', par: 'database', note: null },
    ]);
  });

  it('rolls the move, its history and its mail back together', async () => {
    const id = await orderIn('en cours');
    const before = await sql.query<{ count: string }>(allJobs);
    await sql.query('BEGIN');
    await sql.query("UPDATE commandes SET etat = 'confirmée' WHERE id = $1", [id]);
    const inside = await historyOf(id);
    expect(inside).toHaveLength(1);
    expect(await mailsAbout([inside[0]!.id])).toHaveLength(1);
    await sql.query('ROLLBACK');

    expect(await stateOf(id)).toBe('en cours');
    expect(await historyOf(id)).toEqual([]);
    expect((await sql.query<{ count: string }>(allJobs)).rows).toEqual(before.rows);
  });

  it('refuses a whole statement when one of its rows would make an illegal move', async () => {
    const ok = await orderIn('en cours');
    const final = await orderIn('livrée');
    await expect(
      sql.query("UPDATE commandes SET etat = 'annulée' WHERE id = ANY($1)", [[ok, final]]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'commandes_etat_transition' });
    expect([await stateOf(ok), await stateOf(final)]).toEqual(['en cours', 'livrée']);
    expect(await historyOf(ok)).toEqual([]);
  });

  it('leaves other changes of an order alone (no history, no mail)', async () => {
    const id = await orderIn('en cours');
    await sql.query("UPDATE commandes SET adresse = '3 avenue Habib Bourguiba' WHERE id = $1", [id]);
    expect(await historyOf(id)).toEqual([]);
  });
});

describe('the delivery details kept with the order', () => {
  it('takes the client’s when a row is inserted without them', async () => {
    const id = await orderIn('en cours');
    const { rows } = await sql.query(
      'SELECT nom, prenom, numero_telephone, adresse, region, code_postal FROM commandes WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      nom: 'Ben Salah',
      prenom: 'Amira',
      numero_telephone: '22123456',
      adresse: '12 rue de Marseille',
      region: 'Tunis',
      code_postal: '1000',
    });
  });

  it('keeps the ones given, even when the client later moves', async () => {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total,
                             nom, prenom, numero_telephone, adresse, region, code_postal)
       VALUES ('VT-2026-800002', $1, 1, 7, 8, 'Ben Salah', 'Amira', '22123456', '5 rue du Lac', 'Ariana', NULL)
       RETURNING id`,
      [client!.id],
    );
    await sql.query("UPDATE clients SET adresse = 'ailleurs' WHERE id = $1", [client!.id]);
    const stored = await sql.query('SELECT adresse, region, code_postal FROM commandes WHERE id = $1', [
      rows[0]!.id,
    ]);
    expect(stored.rows[0]).toEqual({ adresse: '5 rue du Lac', region: 'Ariana', code_postal: null });
    await sql.query("UPDATE clients SET adresse = '12 rue de Marseille' WHERE id = $1", [client!.id]);
  });
});

const { url: oldUrl } = await useTestDatabase('blank');
const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-migrations-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
const migrations = (await readMigrations()).map((migration) => migration.name);
const lifecycle = migrations.indexOf('20261126000000_order_lifecycle');

describe('the migration of existing orders', () => {
  it('turns the free-text states into the enum and copies each client’s details onto its orders', async () => {
    for (const name of migrations.slice(0, lifecycle)) {
      await cp(path.join(MIGRATIONS_DIR, name), path.join(folder, name), { recursive: true });
    }
    await migrate(oldUrl, folder);
    const old = new pg.Client({ connectionString: oldUrl });
    await old.connect();
    try {
      await old.query(
        `INSERT INTO clients (id, code_client, nom, prenom, region, adresse, numero_telephone, code_postal, adresse_mail)
         VALUES (1, 'CL-OLD00001', 'Trabelsi', 'Sami', 'Sfax', '7 rue de Tunis', '98765432', NULL, 'sami@example.tn')`,
      );
      const typed = [
        'en cours',
        'Expédiée',
        ' EXPEDIEE ',
        'livrée',
        'Livré',
        'en-cours',
        'annulee',
        'payée',
        'CONFIRMÉE',
        'refusée',
      ];
      for (const [i, etat] of typed.entries()) {
        await old.query(
          `INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total, etat)
           VALUES ($1, 1, 1, 7, 8, $2)`,
          [`VT-2026-${String(700_000 + i)}`, etat],
        );
      }
      await cp(path.join(MIGRATIONS_DIR, migrations[lifecycle]!), path.join(folder, migrations[lifecycle]!), {
        recursive: true,
      });
      expect((await migrate(oldUrl, folder)).applied).toEqual(['20261126000000_order_lifecycle']);

      const { rows } = await old.query(
        'SELECT etat::text, nom, prenom, numero_telephone, adresse, region, code_postal FROM commandes ORDER BY id',
      );
      expect(rows.map((row) => row.etat)).toEqual([
        'en cours',
        'expédiée',
        'expédiée',
        'livrée',
        'livrée',
        'en cours',
        'annulée',
        'en cours',
        'confirmée',
        'refusée',
      ]);
      expect(new Set(rows.map(({ etat: _etat, ...delivery }) => JSON.stringify(delivery)))).toEqual(
        new Set([
          JSON.stringify({
            nom: 'Trabelsi',
            prenom: 'Sami',
            numero_telephone: '98765432',
            adresse: '7 rue de Tunis',
            region: 'Sfax',
            code_postal: null,
          }),
        ]),
      );
      // Migrated rows carry no invented history.
      expect((await old.query('SELECT count(*)::int AS n FROM commande_historique')).rows[0].n).toBe(0);
    } finally {
      await old.end();
    }
  });
});
