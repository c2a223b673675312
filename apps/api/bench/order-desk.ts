// pnpm --filter @vitrine/api bench:desk — the order desk at 50,000 orders (issue 25's « Done when »).
// A scratch database (benchDatabase) grown to 50,000 orders over 12,000 phones (30 of them with 200 orders
// each), calls on some of the orders still « en cours »; then the built shop serving it, measured as the
// owner's phone meets it: a signed-in owner's cookie and a browser's Accept-Encoding.
//   1. p50/p95 of GET /api/owner/orders?file=a_confirmer (the queue) and GET /api/owner/clients/:telephone
//      (the record of a phone with 200 orders), one request at a time after a warm-up;
//   2. the latency from an order's 201 to its `commande` event on an open stream, at 20 orders/s for 10 s
//      (p50/p95/max), each order from a new phone (no per-phone limit in the way).
// The targets are ≤ 100 ms p50 for both reads, ≤ 1 s for the event. Also run by `pnpm bench` (bench/run.ts),
// not by its --smoke.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
import { createPrisma } from '../src/db/prisma.js';
import { adminQuery } from '../test/templates.js';
import { antiForgeryHeaders } from './anti-forgery.js';
import { benchDatabase } from './database.js';
import { firstArticleWithoutSizes } from './orderable-article.js';
import { BROWSER_HEADERS, ownerCookie, spread, timeReads } from './owner-reads.js';
import { startBuiltServer } from './server.js';

const ORDERS = 50_000;
const PHONES = 12_000;
const HEAVY_PHONES = 30;
const HEAVY_ORDERS_EACH = 200;
/** The youngest orders are still to be called. */
const WAITING = 300;
const READS_WARMUP = 20;
const READS = 200;
const ORDERS_PER_S = 20;
const EVENT_SECONDS = 10;
const PORT = 3994;
const OWNER_PASSWORD = 'bench-desk-owner';

export interface DeskRow {
  measure: string;
  status: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

function figures(measure: string, samples: number[], status: string, target: string): DeskRow {
  return { measure, status, ...spread(samples), target };
}

/** The phone of the n-th phone of the grown shop (8 digits, a Tunisian mobile's). */
const phoneOf = (n: number) => `9${String(n).padStart(7, '0')}`;

/**
 * Grows the demo database to `ORDERS` orders in a few statements. The events' trigger is off meanwhile:
 * a day's log holds a day of orders, not two years of them.
 */
async function growOrders(url: string, article: { id: number; nom: string; prix: string }) {
  await adminQuery(
    url,
    `INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, adresse_mail)
     SELECT 'CL-B' || lpad(n::text, 6, '0'), 'Client ' || n, 'Bench', 'Tunis', n || ' rue de la Kasbah',
            $1 || lpad(n::text, 7, '0'), 'client' || n || '@bench.tn'
     FROM generate_series(1, $2::int) AS n`,
    ['9', PHONES],
  );
  await adminQuery(url, 'ALTER TABLE commandes DISABLE TRIGGER commandes_evenement_commande');
  await adminQuery(
    url,
    `WITH drawn AS (
       SELECT nextval('commandes_id_seq') AS id, i,
              now() - make_interval(mins => i * 20) AS placed,
              CASE WHEN i <= $2::int * $3::int THEN 1 + i % $2::int
                   ELSE $2::int + 1 + (i * 7919) % ($4::int - $2::int) END AS phone
       FROM generate_series(1, $1::int) AS i
     ), placed AS (
       INSERT INTO commandes (id, reference, client_id, sous_total, shipping_charge, total, date_commande,
                              created_at, etat, nom, prenom, numero_telephone, adresse, region)
       SELECT d.id, 'VT-' || to_char(d.placed, 'YYYY') || '-' || lpad(d.id::text, 6, '0'), c.id,
              $6::numeric, 7, $6::numeric + 7, d.placed::date, d.placed,
              (CASE WHEN d.i <= $5::int THEN 'en cours'
                    WHEN d.i <= 2 * $5::int THEN (CASE WHEN d.i % 2 = 0 THEN 'confirmée' ELSE 'expédiée' END)
                    WHEN d.i % 10 < 7 THEN 'livrée' WHEN d.i % 10 < 9 THEN 'refusée' ELSE 'annulée' END)::etat_commande,
              c.nom, c.prenom, c.numero_telephone, c.adresse, c.region
       FROM drawn AS d JOIN clients AS c ON c.code_client = 'CL-B' || lpad(d.phone::text, 6, '0')
       RETURNING id
     )
     INSERT INTO commande_items (order_id, article_id, nom, quantite, prix_unitaire, total)
     SELECT id, $7::int, $8, 1, $6::numeric, $6::numeric FROM placed`,
    [ORDERS, HEAVY_PHONES, HEAVY_ORDERS_EACH, PHONES, WAITING, article.prix, article.id, article.nom],
  );
  await adminQuery(url, 'ALTER TABLE commandes ENABLE TRIGGER commandes_evenement_commande');
  // Calls on a third of the orders waiting: one or two unanswered, some asked to be called back. The
  // calls' trigger keeps each order's summary and first contact, as for the shop's own calls.
  await adminQuery(
    url,
    `WITH waiting AS (
       SELECT id, row_number() OVER (ORDER BY id) AS n FROM commandes WHERE etat = 'en cours'
     )
     INSERT INTO commande_appels (commande_id, resultat, rappeler_a, created_at)
     SELECT w.id, CASE WHEN w.n % 6 = 0 THEN 'rappeler' ELSE 'injoignable' END,
            CASE WHEN w.n % 6 = 0 THEN now() + interval '2 hours' END, now() - make_interval(mins => k * 5)
     FROM waiting AS w, generate_series(1, 1 + (w.n % 2)::int) AS k WHERE w.n % 3 = 0`,
  );
  await adminQuery(url, 'VACUUM ANALYZE');
}

/** Reads an event stream, calling `onEvent` with each event's name, data and arrival time. */
async function listenToEvents(
  origin: string,
  cookie: string,
  onEvent: (event: string, data: string, at: number) => void,
): Promise<{ ready: Promise<void>; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/owner/events`, {
    headers: { ...BROWSER_HEADERS, accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`the event stream answered ${response.status}`);
  let opened: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body ?? []) {
        const at = performance.now();
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let cut = text.indexOf('\n\n'); cut !== -1; cut = text.indexOf('\n\n')) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          if (block.startsWith('retry:')) opened();
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) onEvent(event, data, at);
        }
      }
    } catch {
      // closed
    }
  })();
  return { ready, close: () => controller.abort() };
}

/** Orders from new phones at `ORDERS_PER_S` for `EVENT_SECONDS`: from each 201 to its `commande` event. */
async function timeEvents(origin: string, cookie: string, item: Record<string, unknown>) {
  const answered = new Map<string, { sent: number; answered: number }>();
  const heard = new Map<string, number>();
  const stream = await listenToEvents(origin, cookie, (event, data, at) => {
    if (event === 'commande') heard.set((JSON.parse(data) as { reference: string }).reference, at);
  });
  await stream.ready;
  const headers = await antiForgeryHeaders(origin);
  const failures = new Map<number, number>();
  const total = ORDERS_PER_S * EVENT_SECONDS;
  const placing: Array<Promise<void>> = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    // Paced on the clock, not on the answers: a slow answer does not slow the orders behind it.
    const due = start + (i * 1000) / ORDERS_PER_S;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    placing.push(
      (async () => {
        const sent = performance.now();
        const response = await fetch(`${origin}/api/Order`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            client: {
              nom: 'Nouvelle',
              prenom: `Cliente ${i}`,
              region: 'Sousse',
              adresse: `${i} avenue Habib Bourguiba`,
              numero_telephone: phoneOf(PHONES + 1 + i),
              adresse_mail: `live${i}-${process.pid}-${Date.now()}@bench.tn`,
            },
            items: [item],
          }),
        });
        const at = performance.now();
        const body = (await response.json()) as { reference?: string };
        if (response.status === 201 && body.reference) answered.set(body.reference, { sent, answered: at });
        else failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(placing);
  // The last events: heard, or given up on after 5 s (counted as missing).
  const deadline = performance.now() + 5_000;
  while ([...answered.keys()].some((reference) => !heard.has(reference)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  stream.close();
  const fromAnswer: number[] = [];
  const fromRequest: number[] = [];
  let missing = 0;
  for (const [reference, times] of answered) {
    const at = heard.get(reference);
    if (at === undefined) missing++;
    else {
      // Negative when the event (sent at the commit) arrived before the 201 did.
      fromAnswer.push(at - times.answered);
      fromRequest.push(at - times.sent);
    }
  }
  const status = `201×${answered.size}${[...failures].map(([s, n]) => ` ${s}×${n}`).join('')}${missing ? ` missing×${missing}` : ''}`;
  return { fromAnswer, fromRequest, status };
}

/** The whole measure on its own scratch database; the rows of its table. */
export async function measureOrderDesk(): Promise<DeskRow[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-desk-'));
  const database = await benchDatabase('desk', scratch);
  const db = createPrisma(database.url, { max: 2 });
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    const article = await firstArticleWithoutSizes(db);
    const unitMillimes = promoPriceMillimes(toMillimes(article.prix), article.promo);
    const grown = performance.now();
    const { nom } = await db.article.findUniqueOrThrow({ where: { id: article.id }, select: { nom: true } });
    await growOrders(database.url, {
      id: article.id,
      nom,
      prix: String(toDinars(unitMillimes)),
    });
    const orders = await db.order.count();
    console.log(
      `${orders} orders over ${PHONES} phones (grown in ${((performance.now() - grown) / 1000).toFixed(1)} s)`,
    );

    server = await startBuiltServer(PORT, {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(scratch, 'data'),
      OWNER_PASSWORD,
      RATE_LIMIT_ORDER: '0',
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: '',
    });
    const cookie = await ownerCookie(server.origin, OWNER_PASSWORD);
    const queue = await timeReads(`${server.origin}/api/owner/orders?file=a_confirmer`, cookie, {
      warmup: READS_WARMUP,
      reads: READS,
    });
    const heavy = phoneOf(1);
    const record = await timeReads(`${server.origin}/api/owner/clients/${heavy}`, cookie, {
      warmup: READS_WARMUP,
      reads: READS,
    });
    const item = {
      quantite: 1,
      article_id: article.id,
      prix_unitaire: toDinars(unitMillimes),
    };
    const events = await timeEvents(server.origin, cookie, item);
    return [
      figures('GET /api/owner/orders?file=a_confirmer', queue.samples, queue.status, 'p50 ≤ 100 ms'),
      figures(`GET /api/owner/clients/${heavy} (200 orders)`, record.samples, record.status, 'p50 ≤ 100 ms'),
      figures(
        `201 → \`commande\` event, ${ORDERS_PER_S} orders/s`,
        events.fromAnswer,
        events.status,
        '≤ 1 000 ms',
      ),
      figures('request sent → `commande` event', events.fromRequest, events.status, ''),
    ];
  } finally {
    await server?.stop();
    await db.$disconnect();
    await database.drop();
  }
}

export function printOrderDesk(rows: DeskRow[]) {
  console.log(
    `\nThe order desk at ${ORDERS} orders: reads one at a time (${READS} after ${READS_WARMUP} warm-up) with a signed-in owner's cookie and a browser's Accept-Encoding; events over one open stream (ms):`,
  );
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printOrderDesk(await measureOrderDesk());
  process.exit(0);
}
