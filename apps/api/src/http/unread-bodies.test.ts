import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { MESSAGES } from '@vitrine/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { RawConnection } from '../../test/raw-http.js';
import { createHttpServer } from './server.js';

// A body a route does not take is refused with 415, and the client gets to read that answer even
// while it is still sending 20 MB: the server reads the rest off, or closes gracefully after it.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const shopper = await visitor(app);
const server = createHttpServer(app, { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
const port = (server.address() as AddressInfo).port;

// The client runs in its own process, as a shopper's would: in this one, its writes and the server's
// reads would take turns on one event loop and hide the race (an answer lost to a reset connection).
const CLIENT = `
import http from 'node:http';
const { port, path, headers, bytes, times } = JSON.parse(process.argv[1]);
const body = Buffer.alloc(bytes, 'a');
const answers = [];
for (let i = 0; i < times; i++) {
  answers.push(await new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent: false,
      headers: { ...headers, 'content-length': body.length } });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      res.on('error', (error) => resolve({ status: res.statusCode, error: 'cut: ' + error.message }));
    });
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  }));
}
process.stdout.write(JSON.stringify(answers));
`;

interface ClientAnswer {
  status: number;
  body?: string;
  error?: string;
}

/** `times` POSTs of `bytes` bytes, one after the other, each on a new connection (`Connection: close`). */
async function postFromAnotherProcess(
  path: string,
  headers: Record<string, string>,
  bytes: number,
  times: number,
): Promise<ClientAnswer[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, JSON.stringify({ port, path, headers, bytes, times })],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as ClientAnswer[];
}

const TWENTY_MB = 20 * 1024 * 1024;
const signedIn = () => ({ cookie: shopper.cookie, 'x-xsrf-token': shopper.token });
const refused = { status: 415, body: JSON.stringify({ message: MESSAGES.unsupportedBodyType }) };

describe('a body the route does not take', () => {
  it.each([
    ['/api/articlesPaginate', 'text/plain'],
    ['/api/articlesPaginate', 'multipart/form-data; boundary=xyz'],
    ['/api/collectionPaginate', 'multipart/form-data; boundary=xyz'],
    ['/api/collectionPaginate', 'application/x-www-form-urlencoded'],
  ])('%s with 20 MB of %s: 415, and the client reads it every time', async (path, type) => {
    const answers = await postFromAnotherProcess(path, { ...signedIn(), 'content-type': type }, TWENTY_MB, 8);
    expect(answers).toEqual(Array.from({ length: 8 }, () => refused));
  });

  it('a refusal before the body is read (no anti-forgery token) reaches the client too', async () => {
    const answers = await postFromAnotherProcess(
      '/api/articlesPaginate',
      { 'content-type': 'text/plain' },
      TWENTY_MB,
      4,
    );
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it('a small refused body is read off and the connection kept for the next request', async () => {
    const connection = await RawConnection.open(port);
    const body = 'x'.repeat(200_000);
    connection.write(
      [
        'POST /api/articlesPaginate HTTP/1.1',
        'Host: localhost',
        'Content-Type: text/plain',
        `Content-Length: ${body.length}`,
        `Cookie: ${shopper.cookie}`,
        `X-XSRF-TOKEN: ${shopper.token}`,
        '',
        body,
      ].join('\r\n'),
    );
    const answer = await connection.readResponse();
    expect(answer.status).toBe(415);
    expect(answer.headers.connection).toBe('keep-alive');
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await connection.readResponse()).status).toBe(200);
    connection.destroy();
  });

  it('refuses forms on the routes that read JSON, and bodies of other types everywhere', async () => {
    const form = await shopper.post('/api/articlesPaginate').field('page', '1');
    expect([form.status, form.body]).toEqual([415, { message: MESSAGES.unsupportedBodyType }]);
    const text = await shopper.post('/api/collectionPaginate').type('text/plain').send('{"page":1}');
    expect(text.status).toBe(415);
    const urlEncoded = await shopper.post('/api/promos/apply').type('form').send('code=BIENVENUE10');
    expect(urlEncoded.status).toBe(415);
    const untyped = await shopper.post('/api/owner/session').set('Content-Type', '').send('motdepasse');
    expect(untyped.status).toBe(415);
  });

  it('still reads JSON everywhere and forms where forms are taken', async () => {
    expect((await shopper.post('/api/articlesPaginate').send({ page: 1 })).status).toBe(200);
    // An empty POST has no body to refuse.
    expect((await shopper.post('/api/collectionPaginate')).status).toBe(200);
    const promo = await shopper.postForm('/api/promos/apply', { code: 'INCONNU', sous_total: '1000' });
    expect(promo.status).not.toBe(415);
  });
});
