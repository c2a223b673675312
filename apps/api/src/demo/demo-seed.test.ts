import { DEMO_REFUSER } from '@vitrine/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { DEMO_PACKAGE, loadDemoCatalogue, seedDemoData } from './demo-seed.js';

describe('the demo catalogue package, loaded on demand', () => {
  it('when it is installed, gives the demo data and the folders its drawings go to', async () => {
    const lines: string[] = [];
    const catalogue = await loadDemoCatalogue((line) => lines.push(line));
    expect(catalogue?.buildDemoData(new Date()).articles.length).toBeGreaterThan(72);
    expect(catalogue?.DEMO_IMAGE_FOLDERS).toMatchObject({ catalogue: { width: 1, height: 1 } });
    expect(lines).toEqual([]);
  });

  it('when it is not installed (an image built without it), says so in one line instead of failing', async () => {
    const lines: string[] = [];
    const absent = `${DEMO_PACKAGE}-absent`;
    expect(await loadDemoCatalogue((line) => lines.push(line), absent)).toBeUndefined();
    expect(lines).toEqual([
      `Demo data skipped: ${absent} is not installed (an image built with DEMO_DATA=false).`,
    ]);
  });
});

describe('the demo shop’s two busy months, as a fresh start shows them', async () => {
  const { db } = await useTestDatabase('demo');
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await db.pool.query(text, values)).rows as T[];
  const one = async <T>(text: string) => (await rows<T>(text))[0] as T;
  const countsByState = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await rows<{ etat: string; n: number }>(
          'SELECT etat, count(*)::int AS n FROM commandes GROUP BY etat',
        )
      ).map((row) => [row.etat, row.n]),
    );

  it('has about 200 orders of the last 60 days in every state, about a fifth refused', async () => {
    const { recent, total } = await one<{ recent: number; total: number }>(
      `SELECT count(*) FILTER (WHERE created_at > now() - interval '60 days')::int AS recent,
              count(*)::int AS total FROM commandes`,
    );
    expect(recent).toBeGreaterThanOrEqual(170);
    expect(total).toBeLessThanOrEqual(240);
    const states = await countsByState();
    const refused = (states.refusée ?? 0) / total;
    expect(states.livrée).toBeGreaterThanOrEqual(90);
    expect(refused).toBeGreaterThan(0.14);
    expect(refused).toBeLessThan(0.26);
    expect(states.annulée).toBeGreaterThanOrEqual(10);
    expect(states['en cours']).toBeGreaterThanOrEqual(5);
    // Every order that left « en cours » did so by moves its history keeps, in time order.
    const unexplained = await rows(
      `SELECT o.id FROM commandes o
       WHERE o.etat <> 'en cours' AND NOT EXISTS (
         SELECT 1 FROM commande_historique h
         WHERE h.commande_id = o.id AND h.nouvel_etat = o.etat AND h.created_at > o.created_at AND h.created_at < now())`,
    );
    expect(unexplained).toEqual([]);
  });

  it('has the calls behind them: first contacts, a call-back due, unanswered tries, a duplicate to spot', async () => {
    const calls = await one<{ n: number; contacted: number; called: number; due: number; tries: number }>(
      `SELECT (SELECT count(*)::int FROM commande_appels) AS n,
              (SELECT count(*)::int FROM commandes WHERE premier_contact_le IS NOT NULL) AS contacted,
              (SELECT count(DISTINCT commande_id)::int FROM commande_appels) AS called,
              (SELECT count(*)::int FROM commandes WHERE etat = 'en cours' AND rappeler_a <= now()) AS due,
              (SELECT count(*)::int FROM commandes WHERE etat = 'en cours' AND appels_tentatives > 0) AS tries`,
    );
    expect(calls.n).toBeGreaterThan(150);
    expect(calls.contacted).toBe(calls.called);
    expect(calls.due).toBe(1);
    expect(calls.tries).toBeGreaterThanOrEqual(2);
    const duplicates = await rows<{ same_phone: boolean }>(
      `SELECT d.numero_telephone = o.numero_telephone AS same_phone
       FROM commandes d JOIN commandes o ON o.reference = d.doublon_de`,
    );
    expect(duplicates).toEqual([{ same_phone: true }]);
  });

  it('has customers who came back, one who refused two parcels, all in the governorates', async () => {
    const refusers = await rows<{ numero_telephone: string }>(
      `SELECT numero_telephone FROM commandes WHERE etat = 'refusée' GROUP BY 1 HAVING count(*) >= 2`,
    );
    expect(refusers).toEqual([{ numero_telephone: DEMO_REFUSER.numero_telephone }]);
    // The owner wrote it on the record.
    const notes = await rows('SELECT texte FROM clients_notes WHERE telephone = $1', [
      DEMO_REFUSER.numero_telephone,
    ]);
    expect(notes).toHaveLength(1);
    const { regulars } = await one<{ regulars: number }>(
      `SELECT count(*)::int AS regulars FROM (SELECT client_id FROM commandes GROUP BY 1 HAVING count(*) >= 3) r`,
    );
    expect(regulars).toBeGreaterThanOrEqual(10);
    const elsewhere = await rows(
      `SELECT region FROM commandes WHERE gouvernorat_canonique(region) IS DISTINCT FROM region
       UNION SELECT region FROM clients WHERE gouvernorat_canonique(region) IS DISTINCT FROM region`,
    );
    expect(elsewhere).toEqual([]);
  });

  it('is seeded once: a second start adds nothing', async () => {
    const before = await countsByState();
    const callCount = () => one<{ calls: number }>('SELECT count(*)::int AS calls FROM commande_appels');
    const { calls } = await callCount();
    expect(await seedDemoData(db)).toEqual({ seeded: false, articles: 0 });
    expect(await countsByState()).toEqual(before);
    expect(
      (await rows<{ calls: number }>('SELECT count(*)::int AS calls FROM commande_appels'))[0]?.calls,
    ).toBe(calls);
  });

  it('is none of a shop started without the demo', async () => {
    const { db: bare } = await useTestDatabase('empty');
    expect(await bare.order.count()).toBe(0);
    expect(await bare.orderCall.count()).toBe(0);
  });
});
