import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { visitor } from '../test/csrf.js';
import { createTestApp, useTestDatabase } from '../test/database.js';
import { startTestMailWorker } from '../test/jobs.js';
import { capturedLogger } from '../test/log-lines.js';
import { signedInOwner, TEST_OWNER_PASSWORD } from '../test/owner.js';
import { createOneArticleShop } from '../test/shop-fixtures.js';
import { createMailSender, type MailSender } from './mail/sender.js';

// What an operator reads while the shop runs: one line for each thing that matters (an order, a mail,
// the owner signing in), and the routine refusals out of the default level.

const INFO = 30;
const WARN = 40;

const { db } = await useTestDatabase('empty');
const { bague, client } = await createOneArticleShop(db);
const { logger, lines } = capturedLogger();
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-log-lines-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Sends into the folder, or fails while `failing` is set. */
let failing = false;
const folder = createMailSender({ outboxDir: scratch });
const sender: MailSender = {
  description: 'test',
  send: (message) => (failing ? Promise.reject(new Error('SMTP server away')) : folder.send(message)),
  close: () => folder.close(),
};
const mail = await startTestMailWorker(db, sender, logger);
const app = await createTestApp(db, { logger, mail });
const shopper = await visitor(app);

const placeOrder = () =>
  shopper
    .post('/api/Order')
    .send({ code_client: client.code_client, items: [{ quantite: 1, article_id: bague.id }] });

beforeEach(() => {
  failing = false;
  lines.length = 0;
});

describe('an order placed', () => {
  it('writes one info line with its reference, total and client code, and one per mail sent', async () => {
    const response = await placeOrder();
    expect(response.status).toBe(201);
    const { reference, total } = response.body as { reference: string; total: number };
    await mail.idle();
    const placed = lines.filter((line) => line.order !== undefined);
    expect(placed).toEqual([
      expect.objectContaining({
        level: INFO,
        order: { reference, total, client: client.code_client },
        msg: expect.stringContaining(reference),
      }),
    ]);
    const mails = lines.filter((line) => line.mail !== undefined);
    expect(mails.map((line) => [line.level, (line.mail as { topic: string }).topic])).toEqual(
      expect.arrayContaining([
        [INFO, 'order_client'],
        [INFO, 'order_shop'],
      ]),
    );
    for (const line of mails) {
      expect(line.mail).toMatchObject({ order: reference, to: expect.stringContaining('@') });
      expect(line.msg).toContain(reference);
    }
  });

  it('says so when its mails could not be sent, naming them and the order', async () => {
    failing = true;
    const response = await placeOrder();
    const { reference } = response.body as { reference: string };
    await mail.idle();
    const failed = lines.filter((line) => line.mail !== undefined);
    expect(failed).toHaveLength(2);
    for (const line of failed) {
      expect(line.level).toBe(WARN);
      expect(line.mail).toMatchObject({ order: reference, attempts: 1 });
      expect(line.msg).toMatch(
        new RegExp(`^Mail order_(client|shop) to \\S+@\\S+ \\(order ${reference}\\) not sent`),
      );
    }
  });
});

describe('an order moved by the owner', () => {
  it('mails the client, and the line names the order', async () => {
    const { reference } = (await placeOrder()).body as { reference: string };
    await mail.idle();
    const owner = await signedInOwner(app);
    lines.length = 0;
    expect((await owner.post(`/api/owner/orders/${reference}/etat`).send({ etat: 'confirmée' })).status).toBe(
      200,
    );
    await mail.idle();
    expect(lines.filter((line) => line.mail !== undefined)).toEqual([
      expect.objectContaining({
        level: INFO,
        mail: expect.objectContaining({ topic: 'order_status', order: reference }),
      }),
    ]);
  });
});

describe('a refused order', () => {
  it('is not at info: the shopper was told why, the request line is a detail for debugging', async () => {
    const response = await shopper.post('/api/Order').send({ code_client: client.code_client, items: [] });
    expect(response.status).toBe(422);
    const requestLine = lines.find(
      (line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 422,
    );
    expect(requestLine?.level).toBe(20);
    expect(lines.filter((line) => (line.level as number) >= INFO)).toEqual([]);
  });
});

describe('the owner signing in', () => {
  it('is a warning when the password is wrong', async () => {
    const response = await shopper.post('/api/owner/session').send({ mot_de_passe: 'not-the-password' });
    expect(response.status).toBe(401);
    expect(lines.filter((line) => line.owner !== undefined)).toEqual([
      expect.objectContaining({ level: WARN, owner: expect.objectContaining({ signIn: 'refused' }) }),
    ]);
  });

  it('is an info line when it succeeds', async () => {
    const response = await shopper.post('/api/owner/session').send({ mot_de_passe: TEST_OWNER_PASSWORD });
    expect(response.status).toBe(204);
    expect(lines.filter((line) => line.owner !== undefined)).toEqual([
      expect.objectContaining({
        level: INFO,
        owner: expect.objectContaining({ signIn: 'accepted' }),
        msg: expect.stringMatching(/^Owner signed in/),
      }),
    ]);
  });
});

it('a plain request is still one line at info', async () => {
  expect((await request(app).get(`/api/Article/${bague.id}`)).status).toBe(200);
  expect(lines).toEqual([expect.objectContaining({ level: INFO, res: { statusCode: 200 } })]);
});
