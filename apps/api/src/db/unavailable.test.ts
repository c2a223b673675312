import net from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { capturedLogger } from '../../test/log-lines.js';
import { createOneArticleShop, databaseState } from '../../test/shop-fixtures.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';
import { Prisma } from '../generated/prisma/client.js';
import { createPrisma } from './prisma.js';
import { isDatabaseUnavailable } from './unavailable.js';

// The database going away is not the client's fault and not a bug: 503 with Retry-After, quickly,
// and back to normal by itself once the database answers again. Every error here is a real one.

const { db, url } = await useTestDatabase('empty');
const { bague } = await createOneArticleShop(db);

const CLOSED_PORT_URL = 'postgresql://nobody:secret@127.0.0.1:1/none';
const UNAVAILABLE = {
  message: 'La base de données est momentanément indisponible. Veuillez réessayer dans quelques instants.',
};

async function errorOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => expect.fail('the query should have failed'),
    (error: unknown) => error,
  );
}

/** Terminates every other connection to the test database, as an administrator or a restart would. */
async function terminateBackends(): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await admin.end();
}

/** A server that accepts connections and never says a word (a database host behind a dead network). */
async function silentServer(): Promise<number> {
  const server = net.createServer(() => {});
  afterAll(() => server.close());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that refuses connections, for raw queries, models and transactions', async () => {
    const down = createPrisma(CLOSED_PORT_URL);
    afterAll(() => down.$disconnect());
    expect(isDatabaseUnavailable(await errorOf(down.$queryRaw`SELECT 1`))).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(down.article.findMany()))).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(down.$transaction((tx) => tx.client.count())))).toBe(true);
  });

  it('recognises a connection that never answers, once the pool gives up waiting', async () => {
    const silent = createPrisma(`postgresql://postgres:x@127.0.0.1:${await silentServer()}/none`, {
      connectionTimeoutMs: 300,
    });
    afterAll(() => silent.$disconnect());
    const started = performance.now();
    const error = await errorOf(silent.article.count());
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a backend terminated in the middle of a query or a transaction', async () => {
    const victim = createPrisma(url, { max: 2 });
    afterAll(() => victim.$disconnect());
    const query = errorOf(victim.$queryRaw`SELECT pg_sleep(5)`);
    const transaction = errorOf(
      victim.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT pg_sleep(5)`;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminateBackends();
    expect(isDatabaseUnavailable(await query)).toBe(true);
    expect(isDatabaseUnavailable(await transaction)).toBe(true);
  });

  it('recognises a connection cut by the network (pg errors without a code)', async () => {
    const proxy = await startTcpProxy(url);
    afterAll(() => proxy.close());
    const cutOff = createPrisma(proxy.url, { max: 1 });
    afterAll(() => cutOff.$disconnect());
    await cutOff.$queryRaw`SELECT 1`;
    const query = errorOf(cutOff.$queryRaw`SELECT pg_sleep(5)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut();
    expect(isDatabaseUnavailable(await query)).toBe(true);
  });

  it('recognises the other shapes Prisma gives a lost server (P2039 after a restart, pool timeouts)', () => {
    const prismaError = (code: string, meta?: Record<string, unknown>) =>
      new Prisma.PrismaClientKnownRequestError('…', {
        code,
        clientVersion: Prisma.prismaVersion.client,
        meta,
      });
    const terminated = {
      driverAdapterError: { cause: { kind: 'postgres', originalCode: '57P01', code: '57P01' } },
    };
    expect(isDatabaseUnavailable(prismaError('P2039', terminated))).toBe(true);
    expect(isDatabaseUnavailable(prismaError('P2024'))).toBe(true);
    const starting = { driverAdapterError: { cause: { kind: 'postgres', originalCode: '57P03' } } };
    expect(isDatabaseUnavailable(prismaError('P2010', starting))).toBe(true);
    const unique = { driverAdapterError: { cause: { kind: 'UniqueConstraintViolation' } } };
    expect(isDatabaseUnavailable(prismaError('P2002', unique))).toBe(false);
  });

  it('leaves the errors of a healthy database alone', async () => {
    const duplicate = await errorOf(
      db.client.create({
        data: {
          code_client: 'CL-TEST0001',
          nom: 'x',
          prenom: 'x',
          region: 'x',
          adresse: 'x',
          numero_telephone: '20000000',
          adresse_mail: 'x@example.tn',
        },
      }),
    );
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(await errorOf(db.$queryRawUnsafe('SELEC 1')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the shop while its database is unreachable', () => {
  it('answers reads and writes with a French 503 and Retry-After, at once', async () => {
    const down = createPrisma(CLOSED_PORT_URL);
    afterAll(() => down.$disconnect());
    const app = await createTestApp(down);
    const shopper = await visitor(app);
    const started = performance.now();
    const answers = [
      await request(app).get('/api/Article/1'),
      await request(app).get('/api/articlesPaginate?page=1'),
      await request(app)
        .post('/api/collectionPaginate')
        .set('Cookie', shopper.cookie)
        .set('X-XSRF-TOKEN', shopper.token)
        .send({}),
      await shopper
        .post('/api/Order')
        .send({ code_client: 'CL-TEST0001', items: [{ quantite: 1, article_id: 1 }] }),
      await shopper
        .post('/api/ContactMessage')
        .send({ nom: 'Lina', email: 'l@x.tn', sujet: 'S', message: 'M' }),
      await shopper.post('/api/sendemail').send({ email: 'lina@example.tn' }),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, `answer ${index}`).toBe(503);
      expect(answer.body, `answer ${index}`).toEqual(UNAVAILABLE);
      expect(answer.headers['retry-after'], `answer ${index}`).toBe('5');
    }
    expect(performance.now() - started).toBeLessThan(3_000);
    const health = await request(app).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
  });

  it('logs each refused request in short warnings, without a stack trace', async () => {
    const { logger, lines } = capturedLogger();
    const down = createPrisma(CLOSED_PORT_URL);
    afterAll(() => down.$disconnect());
    const app = await createTestApp(down, { logger });
    for (let i = 0; i < 5; i++) expect((await request(app).get('/api/Article/1')).status).toBe(503);
    expect(lines).toHaveLength(10);
    expect(lines.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    expect(new Set(lines.map((line) => line.level))).toEqual(new Set([40]));
  });

  it('answers 503 within the connection timeout when the database host goes silent', async () => {
    const silent = createPrisma(`postgresql://postgres:x@127.0.0.1:${await silentServer()}/none`, {
      connectionTimeoutMs: 500,
    });
    afterAll(() => silent.$disconnect());
    const app = await createTestApp(silent);
    const started = performance.now();
    const response = await request(app).get('/api/Article/1');
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('goes back to normal by itself when the database comes back, and never answered 500', async () => {
    const proxy = await startTcpProxy(url);
    afterAll(() => proxy.close());
    const proxied = createPrisma(proxy.url, { max: 3 });
    afterAll(() => proxied.$disconnect());
    const app = await createTestApp(proxied);
    const shopper = await visitor(app);
    const order = () =>
      shopper
        .post('/api/Order')
        .send({ code_client: 'CL-TEST0001', items: [{ quantite: 1, article_id: bague.id }] });
    expect((await request(app).get(`/api/Article/${bague.id}`)).status).toBe(200);

    await proxy.cut();
    const before = await databaseState(db);
    const whileDown = [await request(app).get(`/api/Article/${bague.id}`), await order()];
    expect(whileDown.map((r) => r.status)).toEqual([503, 503]);
    expect(whileDown[1]!.headers['retry-after']).toBe('5');
    expect(await databaseState(db)).toEqual(before);

    await proxy.restore();
    expect((await request(app).get(`/api/Article/${bague.id}`)).status).toBe(200);
    expect((await order()).status).toBe(201);
  });

  it('answers 200 or 503, never 500, while its connections are being terminated', async () => {
    const app = await createTestApp(createPrisma(url, { max: 4 }));
    const statuses = new Set<number>();
    const load = Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 10));
        statuses.add((await request(app).get('/api/articlesPaginate?page=1')).status);
      }),
    );
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 80));
      await terminateBackends();
    }
    await load;
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // A pooled connection terminated a moment ago may still look alive until its socket says otherwise:
    // the request that meets it answers 503, and the pool replaces it.
    await vi.waitFor(
      async () => expect((await request(app).get('/api/articlesPaginate?page=1')).status).toBe(200),
      { timeout: 5_000, interval: 50 },
    );
  });

  it('keeps running when a connection is dropped while idle in the pool, and opens another', async () => {
    const db = createPrisma(url, { max: 1 });
    try {
      await db.pool.query('SELECT 1');
      expect(db.pool.idleCount).toBe(1);
      // An uncaught 'error' on the pool would fail this file (vitest reports it) or end the shop.
      await terminateBackends();
      await expect.poll(() => db.pool.totalCount, { timeout: 5_000 }).toBe(0);
      expect((await db.pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.$disconnect();
    }
  });
});
