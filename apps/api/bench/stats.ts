// pnpm --filter @vitrine/api bench:stats — the dashboard at 50,000 orders (issue 26's « Done when »).
// A scratch database (benchDatabase) grown to 50,000 orders, one every 20 minutes back from now (about
// 700 days), over the 24 governorates and the catalogue's first 20 articles, each with the history its
// state implies (confirmed, shipped, delivered, refused, cancelled before or after its confirmation) and
// most with a first call (premier_contact_le); then the built shop serving it, measured as the owner's
// phone meets it: GET /api/owner/stats for the last 90 days with a signed-in owner's cookie and a
// browser's Accept-Encoding, one request at a time after a warm-up: p50/p95 (target ≤ 300 ms p50), and
// the EXPLAIN (ANALYZE, BUFFERS) of its statement.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GOVERNORATES, OwnerStatsSchema } from '@vitrine/contracts';
import { createPrisma } from '../src/db/prisma.js';
import { statsStatement } from '../src/features/stats/repository.js';
import { adminQuery } from '../test/templates.js';
import { benchDatabase } from './database.js';
import { BROWSER_HEADERS, ownerCookie, spread, timeReads } from './owner-reads.js';
import { startBuiltServer } from './server.js';

const ORDERS = 50_000;
const PHONES = 12_000;
const DAYS = 90;
const READS_WARMUP = 20;
const READS = 100;
const PORT = 3993;
const OWNER_PASSWORD = 'bench-stats-owner';

/**
 * Grows the database to `ORDERS` orders in a few statements. The events' trigger is off meanwhile (a
 * day's log holds a day of orders); the history is written as the lifecycle's trigger writes it, and the
 * first call of each called order as the order desk's trigger keeps it.
 */
async function growOrders(url: string) {
  await adminQuery(
    url,
    `INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, adresse_mail)
     SELECT 'CL-S' || lpad(n::text, 6, '0'), 'Client ' || n, 'Bench', ($2::text[])[1 + n % 24],
            n || ' rue de la Kasbah', '9' || lpad(n::text, 7, '0'), 'client' || n || '@bench.tn'
     FROM generate_series(1, $1::int) AS n`,
    [PHONES, GOVERNORATES],
  );
  await adminQuery(url, 'ALTER TABLE commandes DISABLE TRIGGER commandes_evenement_commande');
  // States: the youngest 300 en cours; then of ten orders 6 delivered, 2 refused, 1 cancelled (after
  // its confirmation one time in two), 1 confirmed or shipped.
  await adminQuery(
    url,
    `WITH articles AS (
       SELECT array_agg(id ORDER BY id) AS ids, array_agg(nom ORDER BY id) AS noms,
              array_agg(prix ORDER BY id) AS prix
       FROM (SELECT id, nom, prix FROM articles ORDER BY id LIMIT 20) AS a
     ), drawn AS (
       SELECT nextval('commandes_id_seq') AS id, i, now() - make_interval(mins => i * 20) AS placed,
              1 + (i * 7919) % $2::int AS phone, 1 + i % cardinality(a.ids) AS pick, a.*,
              (CASE WHEN i <= 300 THEN 'en cours' WHEN i % 10 < 6 THEN 'livrée' WHEN i % 10 < 8 THEN 'refusée'
                    WHEN i % 10 = 8 THEN 'annulée' WHEN i % 20 = 9 THEN 'confirmée' ELSE 'expédiée' END
              )::etat_commande AS etat
       FROM generate_series(1, $1::int) AS i, articles AS a
     ), placed AS (
       INSERT INTO commandes (id, reference, client_id, sous_total, shipping_charge, total, date_commande,
                              created_at, etat, nom, prenom, numero_telephone, adresse, region)
       SELECT d.id, 'VT-' || to_char(d.placed, 'YYYY') || '-' || lpad(d.id::text, 6, '0'), c.id,
              d.prix[d.pick], 7, d.prix[d.pick] + 7, d.placed::date, d.placed, d.etat,
              c.nom, c.prenom, c.numero_telephone, c.adresse, c.region
       FROM drawn AS d JOIN clients AS c ON c.code_client = 'CL-S' || lpad(d.phone::text, 6, '0')
       RETURNING id
     )
     INSERT INTO commande_items (order_id, article_id, nom, quantite, prix_unitaire, total)
     SELECT d.id, d.ids[d.pick], d.noms[d.pick], 1, d.prix[d.pick], d.prix[d.pick]
     FROM drawn AS d JOIN placed AS p ON p.id = d.id`,
    [ORDERS, PHONES],
  );
  await adminQuery(url, 'ALTER TABLE commandes ENABLE TRIGGER commandes_evenement_commande');
  await adminQuery(
    url,
    `INSERT INTO commande_historique (commande_id, ancien_etat, nouvel_etat, par, created_at)
     SELECT o.id, m.ancien::etat_commande, m.nouvel::etat_commande, 'console', o.created_at + m.apres
     FROM commandes AS o
     CROSS JOIN LATERAL (VALUES
       ('en cours', 'confirmée', interval '1 hour', o.etat IN ('confirmée', 'expédiée', 'livrée', 'refusée')
                                                 OR (o.etat = 'annulée' AND o.id % 2 = 0)),
       ('confirmée', 'expédiée', interval '1 day', o.etat IN ('expédiée', 'livrée', 'refusée')),
       ('expédiée', o.etat::text, interval '3 days', o.etat IN ('livrée', 'refusée')),
       ('confirmée', 'annulée', interval '2 hours', o.etat = 'annulée' AND o.id % 2 = 0),
       ('en cours', 'annulée', interval '2 hours', o.etat = 'annulée' AND o.id % 2 = 1)
     ) AS m(ancien, nouvel, apres, made)
     WHERE m.made`,
  );
  // A first call on every order but one in five, 5 minutes to 8 hours after it was placed.
  await adminQuery(url, 'ALTER TABLE commande_appels DISABLE TRIGGER USER');
  await adminQuery(
    url,
    `WITH calls AS (
       INSERT INTO commande_appels (commande_id, resultat, created_at)
       SELECT o.id, CASE WHEN o.etat = 'en cours' THEN 'injoignable' ELSE 'confirmee' END,
              o.created_at + make_interval(mins => 5 + (o.id * 37) % 475)
       FROM commandes AS o WHERE o.id % 5 <> 0
       RETURNING commande_id, created_at
     )
     UPDATE commandes AS o SET premier_contact_le = calls.created_at
     FROM calls WHERE o.id = calls.commande_id`,
  );
  await adminQuery(url, 'ALTER TABLE commande_appels ENABLE TRIGGER USER');
  await adminQuery(url, 'VACUUM ANALYZE');
}

const tunisDay = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date(time));

export interface StatsBench {
  orders: number;
  period: { du: string; au: string; commandes: number };
  status: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  explain: string;
}

/** The whole measure on its own scratch database. */
export async function measureStats(): Promise<StatsBench> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-stats-'));
  const database = await benchDatabase('stats', scratch);
  const db = createPrisma(database.url, { max: 2 });
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    const grown = performance.now();
    await growOrders(database.url);
    const orders = await db.order.count();
    console.log(`${orders} orders (grown in ${((performance.now() - grown) / 1000).toFixed(1)} s)`);

    server = await startBuiltServer(PORT, {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(scratch, 'data'),
      OWNER_PASSWORD,
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: '',
    });
    const au = tunisDay(Date.now());
    const du = tunisDay(Date.now() - (DAYS - 1) * 86_400_000);
    const url = `${server.origin}/api/owner/stats?du=${du}&au=${au}`;
    const cookie = await ownerCookie(server.origin, OWNER_PASSWORD);
    const first = await fetch(url, { headers: { ...BROWSER_HEADERS, cookie } });
    const figures = OwnerStatsSchema.parse(await first.json());
    const { samples, status } = await timeReads(url, cookie, { warmup: READS_WARMUP, reads: READS });
    const statement = statsStatement(du, au).compile(db.kysely);
    const plan = await db.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
      [...statement.parameters],
    );
    return {
      orders,
      period: { du, au, commandes: figures.commandes },
      status,
      ...spread(samples),
      explain: plan.rows.map((row) => row['QUERY PLAN']).join('\n'),
    };
  } finally {
    await server?.stop();
    await db.$disconnect();
    await database.drop();
  }
}

export function printStats(result: StatsBench) {
  console.log(
    `\nEXPLAIN (ANALYZE, BUFFERS) of the dashboard's statement, ${result.period.du} to ${result.period.au}:`,
  );
  console.log(result.explain);
  console.log(
    `\nThe dashboard over ${result.orders} orders: GET /api/owner/stats for ${DAYS} days (${result.period.commandes} orders placed in them), one at a time (${READS} after ${READS_WARMUP} warm-up) with a signed-in owner's cookie and a browser's Accept-Encoding (ms):`,
  );
  const { explain: _explain, period: _period, orders: _orders, ...row } = result;
  console.table([{ measure: 'GET /api/owner/stats (90 days)', ...row, target: 'p50 ≤ 300 ms' }]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printStats(await measureStats());
  process.exit(0);
}
