import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { RawConnection } from '../../test/raw-http.js';
import { createHttpServer } from './server.js';

// Slow clients are dropped on time: a client may not hold a connection by sending its request a byte
// at a time, nor keep an idle connection open. The production values come from config.ts.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const server = createHttpServer(app, { headersMs: 500, requestMs: 1_000, keepAliveMs: 1_000 });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
const port = (server.address() as AddressInfo).port;

describe('the HTTP server', () => {
  it('answers a complete request as usual', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await connection.readResponse()).status).toBe(200);
    connection.destroy();
  });

  it('drops a client that never finishes its headers (slowloris) with a 408', async () => {
    const connection = await RawConnection.open(port);
    const started = performance.now();
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const timer = setInterval(() => connection.write('X-Slow: 1\r\n'), 100);
    const response = await connection.readResponse(3_000);
    clearInterval(timer);
    expect(response.status).toBe(408);
    const closedAt = await connection.closed;
    expect(closedAt - started).toBeGreaterThanOrEqual(450);
    expect(closedAt - started).toBeLessThan(2_000);
  });

  it('drops a client that sends its body too slowly', async () => {
    const connection = await RawConnection.open(port);
    const started = performance.now();
    connection.write(
      'POST /api/sendemail HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    const timer = setInterval(() => connection.write(' '), 100);
    const closedAt = await connection.closed;
    clearInterval(timer);
    expect(closedAt - started).toBeGreaterThanOrEqual(950);
    expect(closedAt - started).toBeLessThan(2_500);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const response = await connection.readResponse();
    const answeredAt = performance.now();
    expect(response.headers['keep-alive']).toBe('timeout=1');
    const closedAt = await connection.closed;
    // Node gives the client a moment past the advertised timeout before closing.
    expect(closedAt - answeredAt).toBeGreaterThanOrEqual(950);
    expect(closedAt - answeredAt).toBeLessThan(2_500);
  });
});
