import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { encodeBody } from './support/encoding.js';
import { type Answer, describeStatuses, inParallel, send, serverErrors } from './support/http.js';
import { lastOrderId, loadCatalogue, sampleOrder } from './support/orders.js';
import { scaled } from './support/scale.js';
import { useShop } from './support/shop.js';

// (a) A burst of orders where a fifth are resent with an earlier Idempotency-Key: some while the first
// one is still being placed (a double click, a retry after a timeout), some long after.

const SUBMISSIONS = scaled(1000);
const REPLAYS = scaled(200);
const CONCURRENCY = 50;

const shop = await useShop();
const { db } = shop.database;
const catalogue = await loadCatalogue(db);
const run = randomBytes(3).toString('hex');

interface Submission {
  /** Index of the original order this submission sends (its own index for an original). */
  original: number;
}

/** Every fifth submission replays an earlier original: alternately a recent one and any earlier one. */
function plan(total: number, replays: number, random: () => number): Submission[] {
  const step = total / replays;
  const replayAt = new Set(Array.from({ length: replays }, (_, n) => Math.floor((n + 1) * step) - 1));
  const originals: number[] = [];
  return Array.from({ length: total }, (_, index) => {
    if (!replayAt.has(index) || originals.length === 0) {
      originals.push(index);
      return { original: index };
    }
    const recent = originals.length % 2 === 0;
    const from = recent ? Math.max(0, originals.length - 10) : 0;
    const pick = originals[from + Math.floor(random() * (originals.length - from))] as number;
    return { original: pick };
  });
}

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('(a) idempotency under load', () => {
  it(`stores exactly one order per key: ${SUBMISSIONS} submissions, ${REPLAYS} replays, ${CONCURRENCY} at a time`, async () => {
    const visitors = await Promise.all(Array.from({ length: 10 }, () => shop.visitor()));
    const random = seeded(8);
    const submissions = plan(SUBMISSIONS, REPLAYS, random);
    expect(submissions.filter((s, index) => s.original !== index)).toHaveLength(REPLAYS);

    const requestFor = (original: number) => {
      // The replay comes from the same visitor as the original, as a browser's retry would.
      const headers = {
        ...visitors[original % visitors.length],
        'idempotency-key': `resilience-a-${run}-${original}`,
      };
      return encodeBody(sampleOrder(catalogue, original), original % 2 ? 'multipart' : 'json', headers);
    };

    const before = await lastOrderId(db);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const started = performance.now();
    const answers: Answer[] = await inParallel(submissions, CONCURRENCY, ({ original }) =>
      send(shop.origin, { method: 'POST', path: '/api/Order', ...requestFor(original) }, agent),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();

    const ids = answers.map((answer) => (answer.status === 201 ? JSON.parse(answer.body).id : undefined));
    const stored = await db.order.count({
      where: { id: { gt: before }, idempotency_key: { startsWith: `resilience-a-${run}-` } },
    });
    const storedAll = await db.order.count({ where: { id: { gt: before } } });
    const replaysAnsweredWithTheirOrder = submissions.filter(
      (s, index) => s.original !== index && ids[index] !== undefined && ids[index] === ids[s.original],
    ).length;
    console.log(
      `(a) ${SUBMISSIONS} submissions, ${REPLAYS} replays, ${CONCURRENCY} at a time → ${storedAll} orders in the database, ` +
        `${serverErrors(answers).length} 5xx; ${replaysAnsweredWithTheirOrder} replays answered with their order ` +
        `[${describeStatuses(answers)}] in ${seconds.toFixed(1)} s`,
    );

    expect(serverErrors(answers), shop.logTail()).toEqual([]);
    expect(describeStatuses(answers)).toBe(`201 ×${SUBMISSIONS}`);
    expect(storedAll).toBe(SUBMISSIONS - REPLAYS);
    expect(stored).toBe(SUBMISSIONS - REPLAYS);
    expect(new Set(ids).size).toBe(SUBMISSIONS - REPLAYS);
    expect(replaysAnsweredWithTheirOrder).toBe(REPLAYS);
  });
});
