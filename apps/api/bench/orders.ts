// pnpm --filter @vitrine/api bench:orders — POST /api/Order throughput on the demo data, 20 connections.
// Like run.ts: the built server runs in its own process (no SMTP: mails go to .eml files, as on a
// fresh install), autocannon loads it from this one. Each request is a real order for the demo client
// CL-DEMO01, with the anti-forgery cookie and header a browser would send and a fresh Idempotency-Key;
// the rate limit is off. Then the JSON order against its yardstick (order-baseline.ts: bare node:http +
// pg writing the same rows in one transaction), the same request to both, in alternating rounds
// (BENCH_ROUNDS, 5 by default, BENCH_ROUND_S s each): the shop's orders/s over the baseline's, median round.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceOrder, promoPriceMillimes, toDinars, toMillimes } from '@vitrine/contracts';
import autocannon from 'autocannon';
import { createPrisma } from '../src/db/prisma.js';
import { adminQuery } from '../test/templates.js';
import { antiForgeryHeaders } from './anti-forgery.js';
import { benchDatabase } from './database.js';
import { firstArticleWithoutSizes } from './orderable-article.js';
import { startBuiltServer, startOrderBaseline } from './server.js';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const PORT = 3991;
const BASELINE_PORT = 3999;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-orders-'));
const database = await benchDatabase('orders', path.join(scratch, 'pg'));
const url = database.url;
const db = createPrisma(url);
// Fresh statistics and a quiet checkpoint, so the first route measured does not pay for the seed.
await adminQuery(url, 'VACUUM ANALYZE');
await adminQuery(url, 'CHECKPOINT').catch(() => {});

const article = await firstArticleWithoutSizes(db);
const unitMillimes = promoPriceMillimes(toMillimes(article.prix), article.promo);
const { shippingMillimes } = priceOrder([{ unitMillimes, quantite: 1 }]);
const prixUnitaire = toDinars(unitMillimes);
const order = {
  code_client: 'CL-DEMO01',
  items: [{ quantite: 1, article_id: article.id, prix_unitaire: prixUnitaire }],
  shipping_charge: toDinars(shippingMillimes),
};
const BOUNDARY = 'vitrinebenchboundary';
const multipart = [
  ['code_client', order.code_client],
  ['items[0][quantite]', '1'],
  ['items[0][article_id]', String(article.id)],
  ['items[0][prix_unitaire]', String(prixUnitaire)],
  ['shipping_charge', String(order.shipping_charge)],
]
  .map(
    ([field, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  )
  .join('')
  .concat(`--${BOUNDARY}--\r\n`);

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  contentType?: string;
}
const results: Array<{ label: string; rps: number; p50: number; p99: number; created: number }> = [];
const MAIL_RATE_ORDERS_PER_S = 20;
const MAIL_RATE_S = 10;
let mailRate = '';
const rounds: Array<{ shop: number; baseline: number }> = [];

const server = await startBuiltServer(PORT, {
  DATABASE_URL: url,
  DATA_DIR: path.join(scratch, 'data'),
  RATE_LIMIT_ORDER: '0',
  RATE_LIMIT_ORDERS_PER_PHONE: '0',
  SMTP_URL: '',
  MAIL_OUTBOX_DIR: '',
});
try {
  // What the storefront does first: one GET, whose cookies carry the token it then echoes.
  const headers = await antiForgeryHeaders(ORIGIN);
  const targets: Target[] = [
    { label: 'GET /api/health (baseline)', path: '/api/health' },
    {
      label: 'POST /api/Order (JSON)',
      path: '/api/Order',
      method: 'POST',
      body: JSON.stringify(order),
      contentType: 'application/json',
    },
    {
      label: 'POST /api/Order (multipart)',
      path: '/api/Order',
      method: 'POST',
      body: multipart,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
  // Every route warms up before any is measured: the first one measured must not pay for JIT, pool
  // connections and the tables' first growth.
  for (const target of targets) await load(target, headers, 3);
  for (const target of targets) {
    await mailsSent(); // each route starts from the same state: no mail of an earlier one still queued
    const before = await db.order.count();
    const result = await load(target, headers, DURATION_S);
    const created = (await db.order.count()) - before;
    if (result.non2xx || result.errors) {
      throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    results.push({
      label: target.label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      created,
    });
  }
  const json = targets[1] as Target;
  mailRate = await mailsPerSecondAt(MAIL_RATE_ORDERS_PER_S, json, headers);
  const baseline = await startOrderBaseline(BASELINE_PORT, url);
  try {
    const bare = `http://127.0.0.1:${BASELINE_PORT}`;
    await load(json, headers, 3, bare);
    for (let round = 0; round < ROUNDS; round++) {
      const shop = await load(json, headers, ROUND_S);
      const base = await load(json, headers, ROUND_S, bare);
      for (const [who, result] of [
        ['shop', shop],
        ['baseline', base],
      ] as const) {
        if (result.non2xx || result.errors) {
          throw new Error(`${who}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        }
      }
      rounds.push({ shop: shop.requests.average, baseline: base.requests.average });
    }
  } finally {
    await baseline.stop();
  }
} finally {
  await server.stop();
}

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, demo data, server in its own process\n`,
);
console.table(
  results.map((r) => ({
    route: r.label,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'orders stored': r.label.startsWith('POST') ? r.created : '',
    // These machines are noisy: compare with the baseline measured in the same run.
    'vs health': (r.rps / (results[0]?.rps ?? r.rps)).toFixed(3),
  })),
);

const byRatio = [...rounds].sort((a, b) => a.shop / a.baseline - b.shop / b.baseline);
const median = byRatio[Math.floor(byRatio.length / 2)];
if (median) {
  console.log(
    `\nPOST /api/Order (JSON) against order-baseline.ts, ${ROUNDS} alternating rounds of ${ROUND_S} s: ` +
      `${Math.round(median.shop)} vs ${Math.round(median.baseline)} orders/s, ` +
      `${(median.shop / median.baseline).toFixed(2)}× (median round; every round: ` +
      `${rounds.map((r) => `${Math.round(r.shop)}/${Math.round(r.baseline)}`).join(', ')})`,
  );
}

console.log(mailRate);

await db.$disconnect();
await database.drop();
process.exit(0);

/** Jobs ever enqueued (the queue's id sequence: a sent mail's job is deleted). */
async function jobsEnqueued(): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ count: number }>>`
    SELECT coalesce(pg_sequence_last_value(pg_get_serial_sequence('graphile_worker._private_jobs', 'id')), 0)::int
      AS count`;
  return row?.count ?? 0;
}

async function mailJobsLeft(): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ count: number }>>`
    SELECT count(*)::int AS count FROM graphile_worker.jobs WHERE attempts < max_attempts`;
  return row?.count ?? 0;
}

/**
 * Orders at a steady `rate` per second for MAIL_RATE_S seconds: how many mails per second the shop
 * sent meanwhile, and how long after the last order its queue was empty.
 */
async function mailsPerSecondAt(rate: number, target: Target, headers: Record<string, string>) {
  await mailsSent();
  const before = await jobsEnqueued();
  const started = performance.now();
  const result = await autocannon({
    url: `${ORIGIN}${target.path}`,
    method: 'POST',
    body: target.body,
    headers: { ...headers, 'content-type': 'application/json' },
    connections: 4,
    overallRate: rate,
    duration: MAIL_RATE_S,
  });
  const ordersDone = performance.now();
  const waitingAtEnd = await mailJobsLeft();
  await mailsSent();
  const emptied = performance.now();
  const mails = (await jobsEnqueued()) - before;
  return (
    `\nMail at ${rate} orders/s for ${MAIL_RATE_S} s (${result.requests.total} orders, ${result.non2xx} non-2xx): ` +
    `${mails} mails, ${(mails / ((emptied - started) / 1000)).toFixed(1)} mails/s; ${waitingAtEnd} waiting ` +
    `when the last order was answered, queue empty ${((emptied - ordersDone) / 1000).toFixed(2)} s after it`
  );
}

/** Waits (up to a minute) until the server has sent every queued mail. */
async function mailsSent(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await mailJobsLeft()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function load(target: Target, headers: Record<string, string>, duration: number, origin = ORIGIN) {
  return autocannon({
    url: `${origin}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { ...headers, ...(target.contentType ? { 'content-type': target.contentType } : {}) },
    connections: CONNECTIONS,
    duration,
    // A fresh Idempotency-Key per order, as the storefront sends one with every order.
    ...(target.method === 'POST'
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
}
