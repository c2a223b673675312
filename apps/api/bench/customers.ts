// pnpm --filter @vitrine/api bench:customers — the console's customers and the checkout's per-phone
// checks at 50 000 orders (CUSTOMERS_BENCH_ORDERS): over 20 runs each (median, p95), a customer's
// record, the customers' list and its searches, and the statements an order adds for its phone (the
// block list, the last 24 hours); EXPLAIN (ANALYZE, BUFFERS) of each. On DATABASE_URL's server or an
// embedded one, in a fresh database dropped at the end.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Compilable, sql } from 'kysely';
import { createPrisma } from '../src/db/prisma.js';
import { getCustomer, listCustomers } from '../src/features/customers/customers.js';
import { customerStatement, customersStatement } from '../src/features/customers/repository.js';
import { readOrderInputs, recentOrdersOfPhone } from '../src/features/orders/repository.js';
import { adminQuery } from '../test/templates.js';
import { benchDatabase } from './database.js';

const ORDERS = Number(process.env.CUSTOMERS_BENCH_ORDERS ?? 50_000);
// About three orders a phone, as a shop with returning customers has; one phone with 40.
const PHONES = Math.ceil(ORDERS / 3);
const RUNS = 20;

// Names as common as they are in Tunisia: a first name is on a few percent of the orders.
const FIRST_NAMES = [
  ...['Leïla', 'Amira', 'Youssef', 'Hédi', 'Sonia', 'Mohamed', 'Ahmed', 'Fatma', 'Mariem', 'Ali'],
  ...['Sami', 'Nour', 'Ines', 'Rania', 'Khaled', 'Omar', 'Salma', 'Yasmine', 'Hamza', 'Aïcha'],
  ...['Walid', 'Imen', 'Sirine', 'Bilel', 'Hatem', 'Olfa', 'Nizar', 'Rim', 'Slim', 'Chaïma'],
];
const LAST_NAMES = [
  ...['Haddad', 'Ben Salah', 'Trabelsi', 'Jaziri', 'Ben Ali', 'Gharbi', 'Hammami', 'Bouazizi', 'Mejri'],
  ...['Ayari', 'Chebbi', 'Dridi', 'Ferchichi', 'Jlassi', 'Khelifi', 'Mansouri', 'Riahi', 'Sassi', 'Zouari'],
];

const database = await benchDatabase('customers', await mkdtemp(path.join(tmpdir(), 'vitrine-customers-')));
const db = createPrisma(database.url, { max: 2 });
try {
  const started = Date.now();
  await grow(ORDERS);
  await adminQuery(database.url, 'VACUUM ANALYZE');
  console.log(`${ORDERS} orders from ${PHONES} phones in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const busy = '20000000';
  const typical = '20004242';
  const article = (await db.article.findFirstOrThrow({ select: { id: true } })).id;
  const cases: Array<[string, () => Promise<unknown>, Compilable | undefined]> = [
    [`record of a phone with 40 orders`, () => getCustomer(db, busy), customerStatement(db.kysely, busy)],
    [
      `record of a phone with 3 orders`,
      () => getCustomer(db, typical),
      customerStatement(db.kysely, typical),
    ],
    ['list, page 1', () => listCustomers(db, { page: 1 }), customersStatement(db.kysely, undefined, 1)],
    ['list, page 100', () => listCustomers(db, { page: 100 }), customersStatement(db.kysely, undefined, 100)],
    [
      'search « leila »',
      () => listCustomers(db, { q: 'leila', page: 1 }),
      customersStatement(db.kysely, 'leila', 1),
    ],
    [
      'search « 2000 42 »',
      () => listCustomers(db, { q: '2000 42', page: 1 }),
      customersStatement(db.kysely, '2000 42', 1),
    ],
    [
      'search an e-mail',
      () => listCustomers(db, { q: 'client4242@', page: 1 }),
      customersStatement(db.kysely, 'client4242@', 1),
    ],
    [
      'order: inputs with the block list',
      () =>
        readOrderInputs(
          db.kysely,
          { articleIds: [article], detailIds: [] },
          { clientCode: 'CL-B0004242', newClient: null, typedPhone: '20000001' },
        ),
      undefined,
    ],
    ['order: the phone’s last 24 hours', () => recentOrdersOfPhone(db.kysely, busy, [article]), undefined],
  ];
  const table = [];
  for (const [label, run, statement] of cases) {
    await run();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    table.push({
      case: label,
      'p50 ms': round(times[RUNS / 2]),
      'p95 ms': round(times[Math.floor(RUNS * 0.95)]),
    });
    if (statement) {
      const { sql: text, parameters } = statement.compile();
      const { rows } = await db.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [...parameters]);
      console.log(`\n-- ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
  console.log();
  console.table(table);
} finally {
  await db.$disconnect();
  await database.drop();
}

function round(ms: number | undefined) {
  return ms === undefined ? Number.NaN : Math.round(ms * 10) / 10;
}

/** Clients 2000xxxx and their orders over the last year, in every state, names with accents. */
async function grow(orders: number) {
  await sql`
    INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, adresse_mail)
    SELECT 'CL-B' || lpad(n::text, 7, '0'), (${LAST_NAMES}::text[])[1 + n % ${LAST_NAMES.length}],
           (${FIRST_NAMES}::text[])[1 + n % ${FIRST_NAMES.length}], 'Tunis', '1 rue de Marseille',
           (20000000 + n)::text, 'client' || n || '@example.tn'
    FROM generate_series(0, ${PHONES - 1}) AS n`.execute(db.kysely);
  await sql`
    WITH drawn AS (
      SELECT n, CASE WHEN n < 40 THEN 0 ELSE n % ${PHONES} END AS phone,
             (ARRAY['en cours', 'confirmée', 'expédiée', 'livrée', 'livrée', 'livrée', 'refusée', 'annulée'])[1 + n % 8] AS etat
      FROM generate_series(1, ${orders}) AS n
    ), inserted AS (
      INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total, date_commande, etat,
                             nom, prenom, numero_telephone, adresse, region, created_at)
      SELECT 'VT-B-' || lpad(d.n::text, 7, '0'), c.id, 120, 7, 127, (now() - (d.n % 365) * interval '1 day')::date,
             d.etat::etat_commande, c.nom, c.prenom, c.numero_telephone, c.adresse, c.region,
             now() - (d.n % 365) * interval '1 day' - (d.n % 1440) * interval '1 minute'
      FROM drawn d JOIN clients c ON c.code_client = 'CL-B' || lpad(d.phone::text, 7, '0')
      RETURNING id
    )
    INSERT INTO commande_items (order_id, article_id, nom, quantite, prix_unitaire, total)
    SELECT i.id, (SELECT id FROM articles ORDER BY id LIMIT 1), 'Bague', 1, 120, 120 FROM inserted i`.execute(
    db.kysely,
  );
}
