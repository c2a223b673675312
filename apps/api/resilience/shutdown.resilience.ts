import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { encodeBody } from './support/encoding.js';
import { describeStatuses, send } from './support/http.js';
import { DEMO_CLIENT, loadCatalogue, orderBody } from './support/orders.js';
import { useShop } from './support/shop.js';
import { sleep } from './support/time.js';

// (f) A deploy stops the shop (SIGTERM) while orders are being placed and while slow clients hold
// sockets: a slowloris that sent half its headers, one that sent its headers and half its body, and an
// idle keep-alive connection. Orders the shop has received must be placed and answered; the process
// must then exit 0 within 10 s.

const IN_FLIGHT = 30;
const EXIT_WITHIN_MS = 10_000;
const HELD_AFTER_SIGNAL_MS = 1_000;
const PROMO = 'BIENVENUE10';
// A connection for every order, so that none waits for the pool (and times out) behind the lock.
const POOL_SIZE = IN_FLIGHT + 5;

const shop = await useShop({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
const { db } = shop.database;
const catalogue = await loadCatalogue(db);

/** A socket that sends the beginning of a request and then nothing. */
async function halfRequest(origin: string, text: string): Promise<net.Socket> {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(text);
  return socket;
}

/** Waits until `count` sessions of the shop wait for a lock (the one this test holds, or in its queue). */
async function waitForLockWaiters(count: number): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(50)) {
    const [row] = await db.$queryRaw<Array<{ waiting: number }>>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.waiting ?? 0) >= count) return;
  }
  throw new Error(`fewer than ${count} orders reached the database in 30 s`);
}

describe('(f) SIGTERM with orders in flight', () => {
  it(`answers the ${IN_FLIGHT} orders in flight and exits 0 within 10 s, slow sockets open`, async () => {
    const visitor = await shop.visitor();
    const cookies = Object.entries(visitor)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const { host } = new URL(shop.origin);
    const slowloris = [
      await halfRequest(shop.origin, `POST /api/Order HTTP/1.1\r\nHost: ${host}\r\nContent-Type: applica`),
      await halfRequest(
        shop.origin,
        `POST /api/Order HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n${cookies}` +
          'Content-Length: 400\r\n\r\n{"code_client":"CL-DEMO01","items":[{"quant',
      ),
    ];
    const idle = new http.Agent({ keepAlive: true });
    expect((await send(shop.origin, { path: '/api/health' }, idle)).status).toBe(200);

    // The orders use a promo code whose row this test keeps locked: they are then certainly inside the
    // shop, waiting on the database, when the signal comes, and they finish only after it.
    const lock = new pg.Client({ connectionString: shop.database.url });
    lock.on('error', () => {});
    onTestFinished(() => lock.end().catch(() => {}));
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query(`SELECT id FROM promos WHERE code = $1 FOR UPDATE`, [PROMO]);
    const [article] = catalogue;
    if (!article) throw new Error('the demo catalogue has no article');
    const request = encodeBody(
      orderBody([{ article, quantite: 1 }], { code_client: DEMO_CLIENT }, PROMO),
      'json',
      visitor,
    );
    let signalAt = Number.POSITIVE_INFINITY;
    const orders = Array.from({ length: IN_FLIGHT }, () =>
      send(shop.origin, { method: 'POST', path: '/api/Order', ...request }).then((answer) => ({
        answer,
        afterSignal: performance.now() > signalAt,
      })),
    );
    await waitForLockWaiters(IN_FLIGHT);
    await sleep(300);
    signalAt = performance.now();
    shop.server.process.kill('SIGTERM');
    await sleep(HELD_AFTER_SIGNAL_MS);
    await lock.query('COMMIT');
    const exitCode = await Promise.race([
      shop.server.exited,
      sleep(EXIT_WITHIN_MS + 5_000).then(() => 'still running'),
    ]);
    const exitMs = performance.now() - signalAt;
    const results = await Promise.all(orders);
    for (const socket of slowloris) socket.destroy();
    idle.destroy();

    const answers = results.map((r) => r.answer);
    const inFlight = results.filter((r) => r.afterSignal).length;
    const ids = answers.filter((a) => a.status === 201).map((a) => JSON.parse(a.body).id as number);
    const stored = await db.order.count({ where: { id: { in: ids } } });
    console.log(
      `(f) SIGTERM with ${inFlight} of ${IN_FLIGHT} orders still unanswered and 2 slowloris sockets open → ` +
        `[${describeStatuses(answers)}], ${stored} of ${ids.length} acknowledged orders in the database, ` +
        `exit code ${exitCode} after ${(exitMs / 1000).toFixed(1)} s`,
    );

    expect(inFlight, 'orders answered before the signal prove nothing').toBeGreaterThan(0);
    expect(describeStatuses(answers), shop.logTail()).toBe(`201 ×${IN_FLIGHT}`);
    expect(stored).toBe(IN_FLIGHT);
    expect(exitCode, shop.logTail()).toBe(0);
    expect(exitMs).toBeLessThanOrEqual(EXIT_WITHIN_MS);
  });
});
