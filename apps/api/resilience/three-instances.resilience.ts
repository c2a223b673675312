import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { antiForgeryHeaders } from '../bench/anti-forgery.js';
import { cloneDatabase } from './support/database.js';
import { encodeBody } from './support/encoding.js';
import { type Answer, describeStatuses, inParallel, send, serverErrors } from './support/http.js';
import { drainedOrderMails, heldJobs } from './support/mail-jobs.js';
import { mailAbout, startMailbox } from './support/mailbox.js';
import { DEMO_CLIENT, lastOrderId, loadCatalogue, orderBody, sampleOrder } from './support/orders.js';
import { INSTANCE_HEADER, startRoundRobinProxy } from './support/round-robin-proxy.js';
import { scaled } from './support/scale.js';
import { startShop } from './support/shop.js';
import { sleep } from './support/time.js';

// (h) Three built shops on one PostgreSQL behind a round-robin proxy, as when the shop outgrows one
// process. What each process used to keep for itself must hold across the three: an idempotency key,
// a rate limit's budget, the catalogue cache, the mail outbox's claims, and an instance killed outright
// must cost no acknowledged order and no mail.

const INSTANCES = 3;
const SUBMISSIONS = scaled(600);
const REPLAYS = scaled(100);
const CONCURRENCY = 30;
const TRACKING_BUDGET = 10;
const PRICE_SEEN_WITHIN_MS = 1_000;
const KILL_ORDERS = scaled(400);
const RATE_PER_S = 20;
/** How long a dead instance's jobs may wait for the others to see it gone (jobs/queue.ts: watch + grace). */
const DEAD_INSTANCE_SEEN_MS = 10_000;
const ORDER_MAILS = ['order_client', 'order_shop'];

const database = await cloneDatabase(inject('adminUrl'), inject('template'));
const { db } = database;
const mailbox = await startMailbox(INSTANCES);
// What the instances must share: the anti-forgery secret (a token from one is checked by another).
const shared = {
  CSRF_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_TRACKING: String(TRACKING_BUDGET),
};
const shops = await Promise.all(
  mailbox.servers.map((server) => startShop(database.url, { ...shared, SMTP_URL: server.url })),
);
const proxy = await startRoundRobinProxy(shops.map((shop) => shop.origin));
afterAll(async () => {
  await proxy.close();
  await Promise.all(shops.map((shop) => shop.stop()));
  await mailbox.close();
  await database.drop();
});
const publicHost = new URL(proxy.origin).host;
const run = randomBytes(3).toString('hex');
const logTails = () => shops.map((shop) => shop.logTail(20)).join('\n');

/** The orders' ids among these whose two mails have not both been delivered yet. */
function ordersWithoutBothMails(orderIds: number[]): number[] {
  const delivered = new Set<string>();
  for (const { messageId } of mailbox.deliveries) {
    const about = mailAbout(messageId);
    if (about && ORDER_MAILS.includes(about.topic)) delivered.add(`${about.topic} ${about.refId}`);
  }
  return orderIds.filter((id) => ORDER_MAILS.some((topic) => !delivered.has(`${topic} ${id}`)));
}

/** Waits until every one of these orders has both its mails delivered, or `withinMs` has passed. */
async function waitForMails(orderIds: number[], withinMs: number): Promise<number[]> {
  const deadline = performance.now() + withinMs;
  let missing = ordersWithoutBothMails(orderIds);
  while (missing.length && performance.now() < deadline) {
    await sleep(100);
    missing = ordersWithoutBothMails(orderIds);
  }
  return missing;
}

/** Deliveries of each order mail of these orders, by Message-ID. */
function orderMailCounts(orderIds: number[]): number[] {
  const ids = new Set(orderIds);
  return [...mailbox.counts()]
    .filter(([messageId]) => {
      const about = mailAbout(messageId);
      return about !== undefined && ORDER_MAILS.includes(about.topic) && ids.has(about.refId);
    })
    .map(([, count]) => count);
}

const instanceOf = (answer: Answer) => answer.headers[INSTANCE_HEADER];
/** A 201 read whole: an instance dying while it answers leaves a 201 with half a body. */
function placed(answer: Answer): boolean {
  if (answer.status !== 201) return false;
  try {
    return typeof JSON.parse(answer.body).reference === 'string';
  } catch {
    return false;
  }
}
const statuses = (answers: Answer[]) => (answers.length ? describeStatuses(answers) : 'none');
let knownReference = `VT-${new Date().getFullYear()}-000001`;

describe('(h) three instances on one PostgreSQL behind a round-robin proxy', () => {
  it(`stores one order per key across instances: ${SUBMISSIONS} submissions, ${REPLAYS} replays on another instance`, async () => {
    const catalogue = await loadCatalogue(db);
    // Visitors of the shop's public address (the proxy's), whichever instance serves them.
    const visitors = await Promise.all(Array.from({ length: 10 }, () => antiForgeryHeaders(proxy.origin)));
    const keys = SUBMISSIONS - REPLAYS;
    const step = keys / REPLAYS;
    // Every step-th key is sent twice: the even ones both at once (a double click reaching two instances),
    // the odd ones again once the first has been answered (a retry after a lost answer).
    const replayed = new Map(
      Array.from({ length: REPLAYS }, (_, n) => [Math.floor(n * step), n % 2 === 0 ? 'twin' : 'later']),
    );

    const requestFor = (key: number) => {
      const headers = {
        ...visitors[key % visitors.length],
        // Sent to an instance directly, as the proxy would: the public Host, the client's address.
        host: publicHost,
        'x-forwarded-for': '127.0.0.1',
        'idempotency-key': `resilience-h-${run}-${key}`,
      };
      return encodeBody(sampleOrder(catalogue, key), key % 2 ? 'multipart' : 'json', headers);
    };
    // The key's first sending goes to the instances in turn, its replay to another one.
    const place = (key: number, sending: number) =>
      send((shops[(key + sending) % INSTANCES] as (typeof shops)[number]).origin, {
        method: 'POST',
        path: '/api/Order',
        ...requestFor(key),
      }).then((answer) => ({ key, answer }));

    const firsts = new Map<number, Promise<{ key: number; answer: Answer }>>();
    // A late replay is sent a few keys after its first, once that one is answered.
    const tasks: Array<() => Promise<Array<{ key: number; answer: Answer }>>> = [];
    for (let key = 0; key < keys; key++) {
      const kind = replayed.get(key);
      tasks.push(async () => {
        const first = place(key, 0);
        firsts.set(key, first);
        return Promise.all(kind === 'twin' ? [first, place(key, 1)] : [first]);
      });
      const lateKey = key - 5;
      if (replayed.get(lateKey) === 'later') {
        tasks.push(async () => {
          await firsts.get(lateKey);
          return [await place(lateKey, 2)];
        });
      }
    }
    for (let key = Math.max(0, keys - 5); key < keys; key++) {
      if (replayed.get(key) === 'later') {
        tasks.push(async () => {
          await firsts.get(key);
          return [await place(key, 2)];
        });
      }
    }

    const before = await lastOrderId(db);
    const started = performance.now();
    const sent = (await inParallel(tasks, CONCURRENCY, (task) => task())).flat();
    const seconds = (performance.now() - started) / 1000;
    const answers = sent.map((s) => s.answer);

    const stored = await db.order.findMany({
      where: { id: { gt: before } },
      select: { id: true, reference: true, idempotency_key: true },
    });
    const orderIds = stored.map((order) => order.id);
    if (stored[0]) knownReference = stored[0].reference;
    const idOf = new Map<number, Set<number>>();
    for (const { key, answer } of sent) {
      if (answer.status !== 201) continue;
      const ids = idOf.get(key) ?? new Set<number>();
      ids.add(JSON.parse(answer.body).id);
      idOf.set(key, ids);
    }
    const keysWithOneOrder = [...idOf.values()].filter((ids) => ids.size === 1).length;
    const missingMails = await waitForMails(orderIds, 60_000);
    const counts = orderMailCounts(orderIds);
    const sentTwice = counts.filter((count) => count > 1).length;
    const unsentRows = await drainedOrderMails(db, orderIds, 10_000);
    console.log(
      `(h1) ${sent.length} submissions (${REPLAYS} replays on another instance, ${CONCURRENCY} at a time) over ` +
        `${INSTANCES} instances → ${stored.length} orders in the database, ${serverErrors(answers).length} 5xx, ` +
        `${keysWithOneOrder} of ${keys} keys answered with one order; ${counts.length} order mails by ` +
        `Message-ID, ${sentTwice} delivered more than once, ${missingMails.length} orders missing a mail ` +
        `[${describeStatuses(answers)}] in ${seconds.toFixed(1)} s`,
    );

    expect(serverErrors(answers), logTails()).toEqual([]);
    expect(sent).toHaveLength(SUBMISSIONS);
    expect(describeStatuses(answers)).toBe(`201 ×${SUBMISSIONS}`);
    expect(stored).toHaveLength(keys);
    expect(new Set(stored.map((order) => order.idempotency_key)).size).toBe(keys);
    expect(keysWithOneOrder).toBe(keys);
    expect(missingMails).toEqual([]);
    expect(counts).toHaveLength(2 * keys);
    expect(sentTwice).toBe(0);
    expect(unsentRows).toBe(0);
  });

  it(`answers 429 after the one budget of ${TRACKING_BUDGET} tracking guesses, not one per instance`, async () => {
    const visitor = await antiForgeryHeaders(proxy.origin);
    const guesses = INSTANCES * TRACKING_BUDGET + 5;
    const answers: Answer[] = [];
    // One after the other: the limit's count is then the order of the answers.
    for (let n = 0; n < guesses; n++) {
      const body = { reference: knownReference, numero_telephone: String(90_000_000 + n * 7919) };
      answers.push(
        await send(proxy.origin, {
          method: 'POST',
          path: '/api/orders/track',
          ...encodeBody(body, 'json', visitor),
        }),
      );
    }
    const allowed = answers.findIndex((answer) => answer.status === 429);
    const allowedBy = new Set(answers.slice(0, Math.max(0, allowed)).map(instanceOf));
    const refusedBy = new Set(answers.slice(Math.max(0, allowed)).map(instanceOf));
    console.log(
      `(h2) ${guesses} wrong phone numbers for ${knownReference} through the proxy, budget ${TRACKING_BUDGET} → ` +
        `429 from guess ${allowed + 1} on; the allowed ones answered by ${allowedBy.size} instances, the ` +
        `refused ones by ${refusedBy.size} [${describeStatuses(answers)}]`,
    );

    expect(serverErrors(answers), logTails()).toEqual([]);
    expect(answers.slice(0, TRACKING_BUDGET).map((answer) => answer.status)).toEqual(
      Array(TRACKING_BUDGET).fill(404),
    );
    expect(answers.slice(TRACKING_BUDGET).map((answer) => answer.status)).toEqual(
      Array(guesses - TRACKING_BUDGET).fill(429),
    );
    // Round robin: every instance had its turn on both sides of the limit.
    expect(allowedBy.size).toBe(INSTANCES);
    expect(refusedBy.size).toBe(INSTANCES);
  });

  it(`shows a price changed in SQL on every instance within ${PRICE_SEEN_WITHIN_MS} ms`, async () => {
    const [article] = await loadCatalogue(db);
    if (!article) throw new Error('the demo catalogue has no article');
    const path = `/api/Article/${article.id}`;
    const priceAt = async (origin: string) => {
      const answer = await send(origin, { path });
      if (answer.status !== 200) throw new Error(`${origin}${path}: ${answer.status} ${answer.body}`);
      return JSON.parse(answer.body).prix as number;
    };
    // Each instance has the article in its cache: the change must reach the cache, not just the database.
    const old = await Promise.all(shops.map((shop) => priceAt(shop.origin)));
    const [price] = old;
    expect(old).toEqual(Array(INSTANCES).fill(price));
    const newPrice = (price as number) + 1;
    await db.$executeRaw`UPDATE articles SET prix = ${newPrice} WHERE id = ${article.id}`;
    const committed = performance.now();
    const seenAfterMs = await Promise.all(
      shops.map(async (shop) => {
        // Asked again and again (each instance directly) until it answers the new price: at most 10 s.
        while ((await priceAt(shop.origin)) !== newPrice) {
          if (performance.now() - committed > 10_000) return Number.POSITIVE_INFINITY;
          await sleep(5);
        }
        return performance.now() - committed;
      }),
    );
    console.log(
      `(h3) article ${article.id} from ${price} to ${newPrice} DT in SQL → answered by the ${INSTANCES} ` +
        `instances after ${seenAfterMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
    );

    for (const ms of seenAfterMs) expect(ms).toBeLessThanOrEqual(PRICE_SEEN_WITHIN_MS);
  });

  it(`loses no order and no mail when an instance is SIGKILLed under ${RATE_PER_S} orders/s`, async () => {
    const victimIndex = 1;
    const victim = shops[victimIndex] as (typeof shops)[number];
    const victimMail = mailbox.servers[victimIndex] as (typeof mailbox.servers)[number];
    const [article] = await loadCatalogue(db);
    if (!article) throw new Error('the demo catalogue has no article');
    const visitor = await antiForgeryHeaders(proxy.origin);
    const body = orderBody([{ article, quantite: 1 }], { code_client: DEMO_CLIENT });
    const keyOf = (n: number) => `resilience-h-kill-${run}-${n}`;
    // A connection per order, as a browser's retry after a failure would open.
    const placeOrder = (n: number) =>
      send(proxy.origin, {
        method: 'POST',
        path: '/api/Order',
        ...encodeBody(body, 'json', { ...visitor, 'idempotency-key': keyOf(n) }),
      });

    const answeredBefore = [...proxy.answered];
    let sentCount = 0;
    let killedAfter = 0;
    let deadAt = Number.POSITIVE_INFINITY;
    const firstAnswers: Array<Promise<{ at: number; answer: Answer }>> = [];
    const load = (async () => {
      const start = performance.now();
      for (let n = 0; n < KILL_ORDERS; n++) {
        await sleep(Math.max(0, start + (n * 1000) / RATE_PER_S - performance.now()));
        const at = performance.now();
        firstAnswers.push(placeOrder(n).then((answer) => ({ at, answer })));
        sentCount = n + 1;
      }
    })();

    // A third of the way, the victim is caught sending mails (its SMTP server stops answering), then
    // killed, if it comes within 5 s, while it holds an order too (its client gets the proxy's 502).
    while (sentCount < KILL_ORDERS / 3) await sleep(10);
    victimMail.hold = true;
    for (const deadline = performance.now() + 30_000; !victimMail.held.length; await sleep(10)) {
      if (performance.now() > deadline) throw new Error(`instance ${victimIndex} sent no mail in 30 s`);
    }
    for (const deadline = performance.now() + 5_000; performance.now() < deadline; await sleep(1)) {
      if ((proxy.inFlight[victimIndex] ?? 0) > 0) break;
    }
    const killedAt = performance.now();
    killedAfter = sentCount;
    victim.server.process.kill('SIGKILL');
    await victim.server.exited;
    deadAt = performance.now();
    const claims = { claimed: await heldJobs(db) };
    await load;
    const first = await Promise.all(firstAnswers);

    // What was not answered 201 (in the dead instance's hands) is sent again with its key, as a browser would.
    const answers = await Promise.all(
      first.map(async ({ answer }, n) => {
        let last = answer;
        for (let tries = 0; !placed(last) && tries < 3; tries++) last = await placeOrder(n);
        return last;
      }),
    );
    const afterDeath = first.filter(({ at }) => at > deadAt).map(({ answer }) => answer);
    const failedFirst = first.filter(({ answer }) => !placed(answer)).map(({ answer }) => answer);
    // A resent order the dead instance had stored before dying is answered as a replay of it.
    const resentReplayed = answers.filter(
      (answer, n) => !placed(first[n]?.answer as Answer) && answer.headers['idempotent-replayed'] === 'true',
    ).length;
    const acknowledged = answers.filter(placed).map((answer) => JSON.parse(answer.body));
    const answeredBy = proxy.answered.map((count, index) => count - (answeredBefore[index] ?? 0));
    const stored = await db.order.findMany({
      where: { idempotency_key: { startsWith: `resilience-h-kill-${run}-` } },
      select: { id: true, reference: true, idempotency_key: true },
    });
    const storedReferences = new Set(stored.map((order) => order.reference));
    const lost = acknowledged.filter((order) => !storedReferences.has(order.reference));
    const orderIds = stored.map((order) => order.id);

    // The victim's jobs are freed once the others see its sessions gone, then sent by them.
    const missingMails = await waitForMails(orderIds, DEAD_INSTANCE_SEEN_MS + 60_000);
    const delivered = new Map(
      mailbox.deliveries
        .filter((delivery) => delivery.server !== victimIndex)
        .map((delivery) => [delivery.messageId, delivery.at]),
    );
    const heldDeliveredAt = victimMail.held.map((messageId) => delivered.get(messageId));
    const heldSentAfterS =
      (Math.max(...heldDeliveredAt.map((at) => at ?? Number.POSITIVE_INFINITY)) - killedAt) / 1000;
    const counts = orderMailCounts(orderIds);
    const sentTwice = counts.filter((count) => count > 1).length;
    console.log(
      `(h4) ${KILL_ORDERS} orders at ${RATE_PER_S}/s through the proxy, instance ${victimIndex} SIGKILLed after ` +
        `${killedAfter}: ${failedFirst.length} orders in its hands [${statuses(failedFirst)}], resent with ` +
        `their key (${resentReplayed} found stored); ${afterDeath.length} sent after its death ` +
        `[${statuses(afterDeath)}], ${proxy.skipped} connections refused and skipped (answers per ` +
        `instance ${answeredBy.join('/')}); ${stored.length} orders for ${KILL_ORDERS} keys, ` +
        `${lost.length} of ${acknowledged.length} acknowledged lost; ${victimMail.held.length} mails caught ` +
        `mid-send (${claims?.claimed ?? 0} claimed, unsent at the kill), sent by the others ` +
        `${heldSentAfterS.toFixed(1)} s after it; ` +
        `${counts.length} order mails by Message-ID, ${sentTwice} delivered twice, ` +
        `${missingMails.length} orders missing a mail [${describeStatuses(answers)}]`,
    );

    expect(afterDeath.length, 'orders sent after the kill prove the others answer').toBeGreaterThan(0);
    expect(describeStatuses(afterDeath), logTails()).toBe(`201 ×${afterDeath.length}`);
    // The proxy's 502 for the requests the dead instance held is the only 5xx; the shops say none.
    expect(failedFirst.filter((answer) => answer.status !== 502 && answer.status >= 500)).toEqual([]);
    expect(describeStatuses(answers)).toBe(`201 ×${KILL_ORDERS}`);
    expect(lost).toEqual([]);
    expect(stored).toHaveLength(KILL_ORDERS);
    expect(new Set(stored.map((order) => order.idempotency_key)).size).toBe(KILL_ORDERS);
    expect(new Set(acknowledged.map((order) => order.reference)).size).toBe(KILL_ORDERS);
    expect(missingMails).toEqual([]);
    expect(counts).toHaveLength(2 * KILL_ORDERS);
    expect(heldDeliveredAt.filter((at) => at === undefined)).toEqual([]);
  });
});
