import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { RawConnection } from '../../test/raw-http.js';
import { createOneArticleShop } from '../../test/shop-fixtures.js';
import { gracefulShutdown } from './graceful-shutdown.js';
import { createHttpServer } from './server.js';

// SIGTERM during business: idle connections go at once, orders being sent are still answered (and
// told the connection closes), clients that never finish a request do not hold the shutdown.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const { bague } = await createOneArticleShop(db);

const LONG = { headersMs: 30_000, requestMs: 30_000, keepAliveMs: 30_000 };

async function startServer() {
  const server = createHttpServer(app, LONG);
  const { drain } = gracefulShutdown(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, port: (server.address() as AddressInfo).port };
}

/** An order whose headers are sent and whose body is only half sent: a request in flight. */
async function halfSentOrder(port: number, idempotencyKey: string) {
  const body = JSON.stringify({
    code_client: 'CL-TEST0001',
    items: [{ quantite: 1, article_id: bague.id }],
  });
  const connection = await RawConnection.open(port);
  connection.write(
    [
      'POST /api/Order HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: ${shopper.cookie}`,
      `X-XSRF-TOKEN: ${shopper.token}`,
      `Idempotency-Key: ${idempotencyKey}`,
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  return { connection, rest: body.slice(10) };
}

async function keepAliveConnection(port: number) {
  const connection = await RawConnection.open(port);
  connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const response = await connection.readResponse();
  expect(response.headers.connection).toBe('keep-alive');
  return connection;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const isListening = (server: Server) => server.listening;

describe('drain', () => {
  it('closes idle connections at once, answers the order in flight with Connection: close, drops a slowloris', async () => {
    const { server, drain, port } = await startServer();
    const idle = await keepAliveConnection(port);
    const slowloris = await RawConnection.open(port);
    slowloris.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const order = await halfSentOrder(port, 'arret-en-douceur-1');
    await settle();

    const started = performance.now();
    const draining = drain(5_000);
    expect(isListening(server)).toBe(false);
    expect((await idle.closed) - started).toBeLessThan(200);
    expect(slowloris.isClosed).toBe(false);

    order.connection.write(order.rest);
    const response = await order.connection.readResponse();
    expect(response.status).toBe(201);
    expect(response.headers.connection).toBe('close');
    expect(await draining).toEqual({ cutShort: 0 });
    expect(performance.now() - started).toBeLessThan(2_000);
    await slowloris.closed;
    await order.connection.closed;
    expect(await db.order.count({ where: { reference: JSON.parse(response.body).reference } })).toBe(1);
  });

  it('closes the connections of requests still unfinished when the grace period ends', async () => {
    const { drain, port } = await startServer();
    const order = await halfSentOrder(port, 'arret-en-douceur-2');
    await settle();
    const before = await db.order.count();
    const started = performance.now();
    expect(await drain(400)).toEqual({ cutShort: 1 });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(1_500);
    await order.connection.closed;
    expect(await db.order.count()).toBe(before);
  });

  it('returns at once when nothing is in flight', async () => {
    const { drain, port } = await startServer();
    const idle = await keepAliveConnection(port);
    const started = performance.now();
    expect(await drain(5_000)).toEqual({ cutShort: 0 });
    expect(performance.now() - started).toBeLessThan(200);
    await idle.closed;
  });
});
