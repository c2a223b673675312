import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { openStream, ownerCookie } from '../test/event-stream.js';
import { RawConnection } from '../test/raw-http.js';
import { createOneArticleShop } from '../test/shop-fixtures.js';

// The shop as `pnpm start` runs it, in its own process, stopped by SIGTERM as a container runtime does.

const { db, url } = await useTestDatabase('empty');
const { bague } = await createOneArticleShop(db);
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-main-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

interface LogRecord {
  msg: unknown;
  stopStep?: number;
  reqId?: unknown;
  req?: { id: unknown; url: string };
}

interface RunningShop {
  child: ChildProcess;
  port: number;
  messages: string[];
  records: LogRecord[];
  /** The shutdown steps in the order they completed (numbered by the shop: log lines may interleave). */
  stopSteps: string[];
  exited: Promise<number | null>;
}

async function startShop(env: Record<string, string>, preload: string[] = []): Promise<RunningShop> {
  const main = path.join(import.meta.dirname, 'main.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), main],
    {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: url,
        SEED_DEMO_DATA: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: scratch,
        WEB_DIST_DIR: path.join(scratch, 'web'),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const messages: string[] = [];
  const records: LogRecord[] = [];
  const stopSteps: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const record = JSON.parse(line) as LogRecord;
      records.push(record);
      const message = String(record.msg);
      messages.push(message);
      if (record.stopStep) stopSteps[record.stopStep - 1] = message;
      const open = /is open on http:\/\/localhost:(\d+)/.exec(message);
      if (open) resolve(Number(open[1]));
    });
    void exited.then((code) => reject(new Error(`the shop exited with ${code}: ${messages.join(' | ')}`)));
  });
  return { child, port, messages, records, stopSteps, exited };
}

async function antiForgery(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  return { cookie: cookies.join('; '), token };
}

// A whole shop starts and stops in each test: a busy machine may take a while over either.
describe('the shop process on SIGTERM', { timeout: 60_000 }, () => {
  it('finishes the order in flight, drops a slowloris, stops the background jobs then the database, and exits 0', async () => {
    const shop = await startShop({ SHUTDOWN_GRACE_S: '8' });
    const { cookie, token } = await antiForgery(shop.port);

    const slowloris = await RawConnection.open(shop.port);
    slowloris.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const body = JSON.stringify({
      code_client: 'CL-TEST0001',
      items: [{ quantite: 1, article_id: bague.id }],
    });
    const order = await RawConnection.open(shop.port);
    order.write(
      [
        'POST /api/Order HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ${cookie}`,
        `X-XSRF-TOKEN: ${token}`,
        // The server's « 100 Continue » says it has the request in hand: in flight from then on, however
        // long a busy machine took to read it.
        'Expect: 100-continue',
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    expect((await order.readResponse()).status).toBe(100);

    const signalled = performance.now();
    shop.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.write(body.slice(10));
    const response = await order.readResponse();
    expect(response.status).toBe(201);
    expect(response.headers.connection).toBe('close');

    expect(await shop.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(5_000);
    expect(slowloris.isClosed).toBe(true);
    expect(shop.stopSteps).toEqual([
      'Stop: HTTP connections closed',
      'Stop: background jobs stopped',
      'Stop: database connections closed',
      'Stop: database stopped',
    ]);
    expect(await db.order.count({ where: { reference: JSON.parse(response.body).reference } })).toBe(1);
  });

  it("ends the console's open event stream at once instead of waiting the grace period for it", async () => {
    const shop = await startShop({ SHUTDOWN_GRACE_S: '30', OWNER_PASSWORD: 'mot-de-passe-du-test' });
    const origin = `http://127.0.0.1:${shop.port}`;
    const cookie = await ownerCookie(origin, 'mot-de-passe-du-test');
    const stream = await openStream(`${origin}/api/owner/events`, { cookie });
    expect(stream.status).toBe(200);
    await stream.next();

    const signalled = performance.now();
    shop.child.kill('SIGTERM');
    await stream.ended;
    expect(await shop.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(shop.stopSteps[0]).toBe('Stop: HTTP connections closed');
    expect(shop.messages.some((message) => /cut short/.test(message))).toBe(false);
  });

  it('fails its readiness probe from the signal on, still serving during SHUTDOWN_DELAY_S', async () => {
    const shop = await startShop({ SHUTDOWN_DELAY_S: '3' });
    const ready = () => fetch(`http://127.0.0.1:${shop.port}/api/health/ready`);
    expect((await ready()).status).toBe(200);

    shop.child.kill('SIGTERM');
    // The probe turns as soon as the process has the signal; the shop answers all the while.
    let probe = await ready();
    while (probe.status === 200) probe = await ready();
    expect([probe.status, await probe.json()]).toEqual([503, { status: 'draining' }]);
    expect((await fetch(`http://127.0.0.1:${shop.port}/api/health/live`)).status).toBe(200);
    expect(await shop.exited).toBe(0);
  });
});

describe('the shop process on an error nobody handled', { timeout: 60_000 }, () => {
  const failAfterAnswer = path.join(import.meta.dirname, '../test/fail-after-answer.ts');

  it.each([
    ['rejection', 'Unhandled rejection: stopping the shop'],
    ['exception', 'Uncaught exception: stopping the shop'],
  ])('logs an unhandled %s with its request id, stops in order and exits 1', async (fail, logged) => {
    const shop = await startShop({}, [pathToFileURL(failAfterAnswer).href]);
    const url = `/api/no-such-route?fail=${fail}`;

    const response = await fetch(`http://127.0.0.1:${shop.port}${url}`);
    expect(response.status).toBe(404);

    expect(await shop.exited).toBe(1);
    const request = shop.records.find((record) => record.req?.url === url);
    const fatal = shop.records.find((record) => record.msg === logged);
    expect(request?.req?.id).toBeDefined();
    expect(fatal?.reqId).toBe(request?.req?.id);
    expect(shop.stopSteps).toEqual([
      'Stop: HTTP connections closed',
      'Stop: background jobs stopped',
      'Stop: database connections closed',
      'Stop: database stopped',
    ]);
  });
});
