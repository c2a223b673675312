// pnpm --filter @vitrine/api bench:queue — the order desk's queue and an order's page at 50 000 orders:
// the time of listOrders (the queue `file=a_confirmer`, and the newest orders) and getOrder over 30 runs
// each (median, p95), and EXPLAIN (ANALYZE, BUFFERS) of the queue's page statement. The orders are a
// year of a shop's: ~3 per phone, most of them closed (delivered, refused, cancelled) with one call,
// QUEUE_BENCH_OPEN percent « en cours » (default 5) from the last three days with 0 to 2 unanswered
// calls or a call-back. On DATABASE_URL's server or an embedded one.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createPrisma } from '../src/db/prisma.js';
import { getOrder, listOrders } from '../src/features/orders/console.js';
import { orderSummariesStatement } from '../src/features/orders/console-queries.js';
import { adminQuery } from '../test/templates.js';
import { benchDatabase } from './database.js';

const ORDERS = Number(process.env.QUEUE_BENCH_ORDERS ?? 50_000);
const OPEN_PERCENT = Number(process.env.QUEUE_BENCH_OPEN ?? 5);
const PHONES = Math.ceil(ORDERS / 3);
const RUNS = 30;

const database = await benchDatabase('queue', await mkdtemp(path.join(tmpdir(), 'vitrine-queue-bench-')));
const db = createPrisma(database.url, { max: 2 });
try {
  const started = Date.now();
  await sql`
    INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, adresse_mail)
    SELECT 'CL-Q' || lpad(n::text, 7, '0'), 'Nom ' || n, 'Prénom', 'Tunis', n || ' rue de Marseille',
           (30000000 + n)::text, 'client' || n || '@bench.tn'
    FROM generate_series(1, ${PHONES}::int) AS n`.execute(db.kysely);
  // n % 100 below OPEN_PERCENT: « en cours », placed in the last three days; the others over a year.
  await sql`
    INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total, etat, created_at,
                           date_commande, nom, prenom, numero_telephone, adresse, region)
    SELECT 'VT-2025-' || lpad(n::text, 6, '0'), c.id, 120, 7, 127, o.etat::etat_commande, o.created_at,
           o.created_at::date, c.nom, c.prenom, c.numero_telephone, c.adresse, c.region
    FROM generate_series(1, ${ORDERS}::int) AS n
    JOIN clients AS c ON c.code_client = 'CL-Q' || lpad((1 + n % ${PHONES}::int)::text, 7, '0')
    CROSS JOIN LATERAL (SELECT
      CASE WHEN n % 100 < ${OPEN_PERCENT}::int THEN 'en cours'
           WHEN n % 100 < ${OPEN_PERCENT}::int + 5 THEN 'confirmée'
           WHEN n % 100 < ${OPEN_PERCENT}::int + 10 THEN 'expédiée'
           WHEN n % 100 < ${OPEN_PERCENT}::int + 25 THEN 'refusée'
           WHEN n % 100 < ${OPEN_PERCENT}::int + 35 THEN 'annulée'
           ELSE 'livrée' END AS etat,
      CASE WHEN n % 100 < ${OPEN_PERCENT}::int THEN now() - random() * interval '3 days'
           ELSE now() - interval '3 days' - random() * interval '365 days' END AS created_at) AS o`.execute(
    db.kysely,
  );
  await sql`
    INSERT INTO commande_items (order_id, article_id, nom, quantite, prix_unitaire, total)
    SELECT o.id, (SELECT min(id) FROM articles), 'Bague', 1, 120, 120 FROM commandes AS o`.execute(db.kysely);
  // A closed order was called once; an open one 0, 1 or 2 times unanswered, or asked to be called back
  // (half of those due).
  await sql`
    INSERT INTO commande_appels (commande_id, resultat, rappeler_a, created_at)
    SELECT o.id, call.resultat, call.rappeler_a, o.created_at + interval '10 minutes' * call.n
    FROM commandes AS o
    CROSS JOIN LATERAL (
      SELECT n,
        CASE WHEN o.etat = 'en cours' AND o.id % 4 = 3 THEN 'rappeler'
             WHEN o.etat = 'en cours' THEN 'injoignable'
             WHEN o.etat = 'annulée' THEN 'annulee'
             ELSE 'confirmee' END AS resultat,
        CASE WHEN o.etat = 'en cours' AND o.id % 4 = 3
             THEN now() + CASE WHEN o.id % 8 = 3 THEN interval '-1 hour' ELSE interval '5 hours' END END AS rappeler_a
      FROM generate_series(1, CASE WHEN o.etat <> 'en cours' THEN 1 WHEN o.id % 4 = 3 THEN 1 ELSE o.id % 4 END) AS n
    ) AS call`.execute(db.kysely);
  await sql`INSERT INTO clients_fiches (telephone, bloque) SELECT numero_telephone, true FROM clients WHERE id % 50 = 0`.execute(
    db.kysely,
  );
  await adminQuery(database.url, 'VACUUM ANALYZE');
  const counts = await sql<{ orders: number; open: number; calls: number }>`
    SELECT (SELECT count(*)::int FROM commandes) AS orders,
           (SELECT count(*)::int FROM commandes WHERE etat = 'en cours') AS open,
           (SELECT count(*)::int FROM commande_appels) AS calls`.execute(db.kysely);
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts.rows[0]);

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
  const someOrder = await sql<{ reference: string }>`
    SELECT reference FROM commandes WHERE etat = 'en cours' ORDER BY id LIMIT 1`.execute(db.kysely);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['queue (file=a_confirmer), page 1', () => listOrders(db, { file: 'a_confirmer', page: 1 })],
    ['queue (file=a_confirmer), page 5', () => listOrders(db, { file: 'a_confirmer', page: 5 })],
    ['all orders, newest first, page 1', () => listOrders(db, { page: 1 })],
    ['one order (getOrder)', () => getOrder(db, someOrder.rows[0]?.reference ?? '')],
  ];
  const table = [];
  for (const [label, run] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const before = performance.now();
      await run();
      times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    table.push({
      case: label,
      'median ms': Number(percentile(times, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(times, 0.95).toFixed(1)),
    });
  }
  console.table(table);
  const statement = orderSummariesStatement(db.kysely, { etat: 'en cours' }, 0, 'queue').compile();
  const plan = await db.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, [...statement.parameters]);
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
} finally {
  await db.$disconnect();
  await database.drop();
}
