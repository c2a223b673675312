import { randomBytes } from 'node:crypto';
import { OwnerEventSchemas } from '@vitrine/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { isEvent, openStream, ownerCookie, serve } from '../../../test/event-stream.js';
import { TEST_OWNER_PASSWORD } from '../../../test/owner.js';
import { CONTACT_MESSAGE, createOneArticleShop } from '../../../test/shop-fixtures.js';
import { OwnerEventHub } from './hub.js';
import { pruneOwnerEvents } from './repository.js';

// Two instances of the shop on one database, as behind a load balancer: the console's stream is open on
// the first, the shoppers reach the second.

const { db, url } = await useTestDatabase('empty');
const { bague } = await createOneArticleShop(db);
const secret = randomBytes(32).toString('hex');
const consoleApp = await createTestApp(db, { secret });
const shopApp = await createTestApp(db, { secret });
const consoleOrigin = await serve(consoleApp);
const shopOrigin = await serve(shopApp);
const shopper = await visitor(shopApp);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function placeOrder(): Promise<string> {
  const response = await shopper
    .post('/api/Order')
    .send({ code_client: 'CL-TEST0001', items: [{ quantite: 1, article_id: bague.id }] });
  expect(response.status).toBe(201);
  return response.body.reference as string;
}

async function consoleStream(headers: Record<string, string> = {}, origin = consoleOrigin) {
  const cookie = await ownerCookie(origin, TEST_OWNER_PASSWORD);
  return {
    cookie,
    stream: await openStream(`${origin}/api/owner/events`, { cookie, ...BROWSER, ...headers }),
  };
}

/** The anti-forgery token a console sends back from its cookie. */
const xsrfToken = (cookie: string) => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');

const dataOf = <N extends keyof typeof OwnerEventSchemas>(name: N, data: string | undefined) =>
  OwnerEventSchemas[name].parse(JSON.parse(data ?? 'null')) as z.infer<(typeof OwnerEventSchemas)[N]>;

describe('GET /api/owner/events', () => {
  it('answers 401 without a session, as every console route', async () => {
    const response = await request(consoleApp).get('/api/owner/events');
    expect(response.status).toBe(401);
    expect(response.body.message).toMatch(/connect/i);
  });

  it('streams, uncompressed even to a browser asking for gzip, with its reconnection advice first', async () => {
    const { stream } = await consoleStream();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toContain('no-transform');
    expect((await stream.next()).retry).toBeGreaterThan(0);
    stream.close();
  });

  it('hears an order placed through another instance as `commande`', async () => {
    const { stream } = await consoleStream();
    const reference = await placeOrder();
    const frame = await stream.next(isEvent('commande'));
    expect(dataOf('commande', frame.data)).toEqual({ reference });
    expect(frame.id).toMatch(/^\d+$/);
    stream.close();
  });

  it('hears a move as `etat`, made by the console of another instance or by SQL', async () => {
    const { stream } = await consoleStream();
    const reference = await placeOrder();
    const owner = await ownerCookie(shopOrigin, TEST_OWNER_PASSWORD);
    const moved = await fetch(`${shopOrigin}/api/owner/orders/${reference}/etat`, {
      method: 'POST',
      headers: { cookie: owner, 'x-xsrf-token': xsrfToken(owner), 'content-type': 'application/json' },
      body: JSON.stringify({ etat: 'confirmée' }),
    });
    expect(moved.status).toBe(200);
    expect(dataOf('etat', (await stream.next(isEvent('etat'))).data)).toEqual({
      reference,
      etat: 'confirmée',
    });

    await sql`UPDATE commandes SET etat = 'expédiée' WHERE reference = ${reference}`.execute(db.kysely);
    expect(dataOf('etat', (await stream.next(isEvent('etat'))).data)).toEqual({
      reference,
      etat: 'expédiée',
    });
    stream.close();
  });

  it('hears a contact message sent through another instance as `message`', async () => {
    const { stream } = await consoleStream();
    const sent = await shopper.post('/api/ContactMessage').send(CONTACT_MESSAGE);
    expect(sent.status).toBe(201);
    const { id } = dataOf('message', (await stream.next(isEvent('message'))).data);
    const stored = await db.contactMessage.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(id).toBe(stored.id);
    stream.close();
  });

  it('resumes after Last-Event-ID: the events logged while the console was away come first', async () => {
    const { cookie, stream } = await consoleStream();
    await placeOrder();
    const last = await stream.next(isEvent('commande'));
    stream.close();
    await stream.ended;

    const missed = [await placeOrder(), await placeOrder()];
    const resumed = await openStream(`${consoleOrigin}/api/owner/events`, {
      cookie,
      'last-event-id': last.id as string,
    });
    const first = await resumed.next(isEvent('commande'));
    const second = await resumed.next(isEvent('commande'));
    expect([first, second].map((frame) => dataOf('commande', frame.data).reference)).toEqual(missed);
    expect(Number(first.id)).toBeGreaterThan(Number(last.id));
    // And the live ones after them, once.
    const live = await placeOrder();
    expect(dataOf('commande', (await resumed.next(isEvent('commande'))).data).reference).toBe(live);
    expect(resumed.frames.filter(isEvent('commande'))).toHaveLength(3);
    resumed.close();
  });

  it('ignores a Last-Event-ID that is not one of its ids', async () => {
    const { stream } = await consoleStream({ 'last-event-id': '1; DROP TABLE commandes' });
    const reference = await placeOrder();
    expect(dataOf('commande', (await stream.next(isEvent('commande'))).data).reference).toBe(reference);
    stream.close();
  });

  it('ends when the owner signs out, on any instance', async () => {
    const { cookie, stream } = await consoleStream();
    await stream.next();
    const out = await fetch(`${shopOrigin}/api/owner/session`, {
      method: 'DELETE',
      headers: { cookie, 'x-xsrf-token': xsrfToken(cookie) },
    });
    expect(out.status).toBe(204);
    await stream.ended;
    expect((await fetch(`${consoleOrigin}/api/owner/events`, { headers: { cookie } })).status).toBe(401);
  });
});

// A third instance whose heartbeat is injected short: what a heartbeat does is seen without waiting 25 s.
const hub = new OwnerEventHub(url, { heartbeatMs: 100 });
const origin = await serve(await createTestApp(db, { events: hub }));

describe('GET /api/owner/events with a short heartbeat', () => {
  it('sends a comment line every heartbeat while nothing happens', async () => {
    const { stream } = await consoleStream({}, origin);
    await stream.next((frame) => frame.comment === true);
    await stream.next((frame) => frame.comment === true);
    expect(stream.frames.some((frame) => frame.event !== undefined)).toBe(false);
    stream.close();
  });

  it('ends at the heartbeat after the session expired', async () => {
    const { stream } = await consoleStream({}, origin);
    await stream.next();
    await sql`UPDATE owner_sessions SET last_seen_at = now() - interval '13 hours'`.execute(db.kysely);
    await stream.ended;
  });

  it('ends every open stream at once when the shop stops', async () => {
    const { stream } = await consoleStream({}, origin);
    await stream.next();
    await hub.stop();
    await stream.ended;
    // A stream asked for afterwards is ended at once, with its advice to come back (elsewhere).
    const late = await consoleStream({}, origin);
    await late.stream.ended;
    expect(late.stream.frames).toEqual([{ retry: hub.retryMs }]);
  });
});

describe('the log of events', () => {
  it('forgets what is older than a day, and keeps the rest', async () => {
    await placeOrder();
    await sql`UPDATE console_evenements SET created_at = now() - interval '25 hours'`.execute(db.kysely);
    const recent = await placeOrder();
    expect(await pruneOwnerEvents(db)).toBeGreaterThan(0);
    const kept = await db.ownerEvent.findMany({ select: { evenement: true, donnees: true } });
    expect(kept).toEqual([{ evenement: 'commande', donnees: { reference: recent } }]);
  });
});

describe('an instance that loses its LISTEN connection', () => {
  it('ends its streams, and the console resumed afterwards is sent what it missed', async () => {
    const { cookie, stream } = await consoleStream();
    await placeOrder();
    const last = await stream.next(isEvent('commande'));

    // The database drops the listener's session (a restart, a failover): the instance cannot hear, so it
    // lets its browsers go; they come back with Last-Event-ID.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND query = 'LISTEN owner_events'`.execute(db.kysely);
    await stream.ended;
    const missed = await placeOrder();

    const resumed = await openStream(`${consoleOrigin}/api/owner/events`, {
      cookie,
      'last-event-id': last.id as string,
    });
    expect(dataOf('commande', (await resumed.next(isEvent('commande'), 15_000)).data).reference).toBe(missed);
    const live = await placeOrder();
    expect(dataOf('commande', (await resumed.next(isEvent('commande'))).data).reference).toBe(live);
    resumed.close();
  });
});
