import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../src/db/prisma.js';
import { createDemoDatabase } from './support/database.js';
import { encodeBody } from './support/encoding.js';
import { type Answer, describeStatuses, send } from './support/http.js';
import { DEMO_CLIENT, loadCatalogue, orderBody } from './support/orders.js';
import { type Postgres, startPostgres } from './support/postgres.js';
import { startShop } from './support/shop.js';
import { sleep } from './support/time.js';

// (e) PostgreSQL goes away under a steady 20 orders/s: first a restart, then 15 s stopped. The shop must
// stay up, say 503 (with Retry-After) at once while it cannot reach its database, come back by itself,
// and keep every order it acknowledged. This scenario owns its PostgreSQL, since it stops it.

const RATE_PER_S = 20;
const DOWN_MS = 15_000;
const DOWN_ANSWER_MS = 1_000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-resilience-outage-'));
let postgres: Postgres = await startPostgres(dataDir);
const databaseUrl = await createDemoDatabase(postgres.adminUrl, 'vitrine_outage');
const shop = await startShop(databaseUrl);
afterAll(async () => {
  await shop.stop();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Sent {
  at: number;
  answer: Answer;
}

/** Sends one order every 1/rate s without waiting for the answers, until `stop()`. */
function steadyOrders(placeOrder: () => Promise<Answer>, rate: number) {
  const sent: Array<Promise<Sent>> = [];
  let running = true;
  const loop = (async () => {
    const start = performance.now();
    for (let n = 0; running; n++) {
      const due = start + (n * 1000) / rate;
      await sleep(Math.max(0, due - performance.now()));
      const at = performance.now();
      sent.push(placeOrder().then((answer) => ({ at, answer })));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return Promise.all(sent);
    },
  };
}

describe('(e) PostgreSQL restarted, then stopped 15 s, under 20 orders/s', () => {
  it('keeps the process up, answers 503 within 1 s while the database is away, keeps every 201', async () => {
    const db = createPrisma(databaseUrl, { max: 1 });
    const [article] = await loadCatalogue(db);
    await db.$disconnect();
    if (!article) throw new Error('the demo catalogue has no article');
    const visitor = await shop.visitor();
    const body = orderBody([{ article, quantite: 1 }], { code_client: DEMO_CLIENT });
    // A connection per order: a pooled socket the server closes as idle just as it is reused would
    // show a reset the shop never caused.
    let key = 0;
    const load = steadyOrders(
      () =>
        send(shop.origin, {
          method: 'POST',
          path: '/api/Order',
          ...encodeBody(body, 'json', { ...visitor, 'idempotency-key': `outage-${key++}` }),
        }),
      RATE_PER_S,
    );

    await sleep(3_000);
    const restartStarted = performance.now();
    await postgres.stop();
    postgres = await startPostgres(dataDir, postgres.port);
    const restartMs = performance.now() - restartStarted;
    await sleep(4_000);

    await postgres.stop();
    const downFrom = performance.now();
    await sleep(DOWN_MS);
    const downUntil = performance.now();
    postgres = await startPostgres(dataDir, postgres.port);
    const upAgain = performance.now();
    await sleep(5_000);
    const sent = await load.stop();

    const answers = sent.map((s) => s.answer);
    const whileDown = sent.filter((s) => s.at >= downFrom && s.at <= downUntil).map((s) => s.answer);
    const loadStart = sent[0]?.at ?? 0;
    const at = (time: number) => `${((time - loadStart) / 1000).toFixed(1)} s`;
    const timeline = `restart at ${at(restartStarted)}, down ${at(downFrom)}–${at(downUntil)}, up at ${at(upAgain)}`;
    const unexpected = sent
      .filter((s) => s.answer.status !== 201 && s.answer.status !== 503)
      .map((s) => `${s.answer.status} ${s.answer.error ?? s.answer.body.slice(0, 120)} at ${at(s.at)}`);
    const withoutRetryAfter = answers.filter((a) => a.status === 503 && !a.headers['retry-after']);
    const slowWhileDown = whileDown.filter((a) => a.ms > DOWN_ANSWER_MS);
    const afterRecovery = sent.filter((s) => s.at > upAgain + 2_000).map((s) => s.answer);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => JSON.parse(a.body).id as number);
    const check = createPrisma(databaseUrl, { max: 1 });
    const kept = await check.order.count({ where: { id: { in: acknowledged } } });
    await check.$disconnect();
    const alive = shop.server.process.exitCode === null && shop.server.process.signalCode === null;
    const slowest = Math.max(0, ...whileDown.map((a) => a.ms));

    console.log(
      `(e) ${answers.length} orders at ${RATE_PER_S}/s, PostgreSQL restarted (${(restartMs / 1000).toFixed(1)} s) ` +
        `then stopped ${DOWN_MS / 1000} s → ${acknowledged.length} × 201, ${kept} of them in the database; ` +
        `while down ${whileDown.length} answers [${describeStatuses(whileDown)}], slowest ${slowest.toFixed(0)} ms; ` +
        `${withoutRetryAfter.length} 503 without Retry-After; ${unexpected.length} other answers; ` +
        `after recovery [${describeStatuses(afterRecovery)}]; process ${alive ? 'alive' : 'DEAD'} ` +
        `[${describeStatuses(answers)}]`,
    );

    expect(alive, shop.logTail()).toBe(true);
    expect(kept).toBe(acknowledged.length);
    expect(describeStatuses(whileDown)).toBe(`503 ×${whileDown.length}`);
    expect(withoutRetryAfter).toHaveLength(0);
    expect(slowWhileDown.map((a) => Math.round(a.ms))).toEqual([]);
    expect(unexpected, timeline).toEqual([]);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(describeStatuses(afterRecovery)).toBe(`201 ×${afterRecovery.length}`);
  });
});
