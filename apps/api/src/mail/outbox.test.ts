import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { makeJobsDue, queueIdle, startTestMailWorker, TEST_SHOP_EMAIL } from '../../test/jobs.js';
import { createOneArticleShop } from '../../test/shop-fixtures.js';
import { startSmtpServer } from '../../test/smtp.js';
import { withTransaction } from '../db/transaction.js';
import { enqueueMails, type OutgoingMail } from './outbox.js';
import { createMailSender, emlFileName, type MailSender } from './sender.js';

// Each test starts the runners it needs on the file's database (another instance, a restart), and
// stops them before it ends: a runner left running would take the next test's jobs.

const { db } = await useTestDatabase('empty');
const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const app = await createTestApp(db, { mail: { shopEmail: TEST_SHOP_EMAIL } });
const shopper = await visitor(app);
const { bague, client } = await createOneArticleShop(db);

const toSmtp = () => createMailSender({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
const placeOrder = () =>
  shopper
    .post('/api/Order')
    .send({ code_client: client.code_client, items: [{ quantite: 1, article_id: bague.id }] });

interface MailJob {
  id: string;
  task_identifier: string;
  payload: OutgoingMail;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
}
const mailJobsAbout = async (refId: number) =>
  (
    await sql<MailJob>`
      SELECT j.id, t.identifier AS task_identifier, j.payload, j.attempts, j.max_attempts, j.last_error
      FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE (j.payload->>'refId')::int = ${refId} ORDER BY j.id`.execute(db.kysely)
  ).rows;

const enqueue = (mails: OutgoingMail[]) => withTransaction(db.kysely, (trx) => enqueueMails(trx, mails));
const contactMail = (subject: string, refId = 7): OutgoingMail => ({
  topic: 'contact',
  refId,
  to: 'boutique@vitrine.test',
  subject,
  text: '…',
});
const messageIdIn = (raw: string) => /^Message-ID: (<[^>\r\n]+>)$/im.exec(raw)?.[1] ?? '';

/** Sends with `inner`, then fails once per message as a database gone away would before the job is done. */
function sentButNotRecordedOnce(inner: MailSender): MailSender {
  const failed = new Set<string>();
  return {
    description: inner.description,
    async send(message) {
      await inner.send(message);
      if (failed.has(message.messageId)) return;
      failed.add(message.messageId);
      throw new Error('connection terminated before the job was marked done');
    },
    close: () => inner.close(),
  };
}

describe('when the mail server fails', () => {
  it('keeps the order, records the failure on the job, and sends the mails on a later try', async () => {
    const worker = await startTestMailWorker(db, toSmtp());
    smtp.failing = true;
    const response = await placeOrder();
    expect(response.status).toBe(201);
    await worker.idle();

    expect(await db.order.count({ where: { id: response.body.id } })).toBe(1);
    const pending = await mailJobsAbout(response.body.id);
    expect(pending.map((job) => [job.payload.topic, job.attempts])).toEqual([
      ['order_client', 1],
      ['order_shop', 1],
    ]);
    expect(pending[0]!.last_error).toContain('451');

    smtp.failing = false;
    await worker.deliver();
    expect(await mailJobsAbout(response.body.id)).toEqual([]);
    await smtp.waitFor(
      (m) => m.subject.includes(response.body.reference) && m.to.includes(client.adresse_mail),
    );
    await worker.stop();
  });

  it('retries unsent mails when the shop starts again, and keeps a mail after its last attempt', async () => {
    smtp.failing = true;
    const first = await startTestMailWorker(db, toSmtp());
    const response = await placeOrder();
    await first.idle();
    await first.stop();

    // A fresh process: its runner retries what the previous one left unsent, until the last attempt.
    const restarted = await startTestMailWorker(db, toSmtp());
    await sql`UPDATE graphile_worker._private_jobs SET attempts = max_attempts - 1, run_at = now()`.execute(
      db.kysely,
    );
    await restarted.idle();
    const exhausted = await mailJobsAbout(response.body.id);
    expect(exhausted.map((job) => job.attempts)).toEqual([10, 10]);
    expect(exhausted.every((job) => job.last_error?.includes('451'))).toBe(true);
    await makeJobsDue(db);
    await restarted.idle();
    expect((await mailJobsAbout(response.body.id)).map((job) => job.attempts)).toEqual([10, 10]);

    smtp.failing = false;
    await sql`UPDATE graphile_worker._private_jobs SET attempts = 0, run_at = now()`.execute(db.kysely);
    await restarted.idle();
    await restarted.stop();
    expect(await mailJobsAbout(response.body.id)).toEqual([]);
  });
});

describe('stopping while the mail server hangs', () => {
  it('returns within its wait and leaves the mail queued for a later try', async () => {
    // A mail server that accepts the connection and never greets: a send would wait for its timeouts.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const hanging = await startTestMailWorker(
      db,
      createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' }),
    );
    await enqueue([contactMail('En attente', 8)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await hanging.runner.stop({ waitMs: 300 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await mailJobsAbout(8)).toHaveLength(1);
    silent.close();
    await sql`DELETE FROM graphile_worker._private_jobs`.execute(db.kysely);
  });
});

describe('an instance that dies holding a mail', () => {
  it('has it sent by another instance within seconds, not after graphile-worker’s 4 hours', async () => {
    const holder = await startTestMailWorker(db, {
      description: 'hanging',
      send: () => new Promise(() => {}),
      close: () => {},
    });
    await enqueue([contactMail('Reprise', 11)]);
    await vi.waitFor(async () => expect((await mailJobsAbout(11))[0]?.attempts).toBe(1));
    void holder.runner.stop({ waitMs: 0 });
    // Its sessions end as a killed process's would: PostgreSQL no longer knows the instance.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND application_name LIKE 'vitrine-jobs:%'`.execute(
      db.kysely,
    );
    const died = performance.now();
    const other = await startTestMailWorker(db, toSmtp());
    await smtp.waitFor((m) => m.subject === 'Reprise', 20_000);
    console.log(
      `[mesure] mail of a dead instance sent ${Math.round(performance.now() - died)} ms after its death`,
    );
    await other.stop();
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in the outbox folder, one file however often it is sent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-outbox-'));
    const worker = await startTestMailWorker(
      db,
      sentButNotRecordedOnce(createMailSender({ outboxDir: dir })),
    );
    await enqueue([{ ...contactMail('Bonjour été', 9), text: 'Message reçu.' }]);
    // Written, its job failed (as if the database went away), written again by the retry.
    await worker.idle();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    await worker.deliver();
    expect(await mailJobsAbout(9)).toEqual([]);
    expect(await readdir(dir)).toEqual(files);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: boutique@vitrine.test');
    expect(eml).toContain('From: Vitrine <no-reply@vitrine.test>');
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Bonjour_=C3=A9t=C3=A9\?=/);
    expect(files[0]).toBe(emlFileName(messageIdIn(eml)));
    await worker.stop();
  });
});

describe('a mail sent again', () => {
  it('reaches the mail server with the same Message-ID, derived from its job', async () => {
    const worker = await startTestMailWorker(db, sentButNotRecordedOnce(toSmtp()));
    await enqueue([contactMail('Deux fois')]);
    await worker.idle();
    await worker.deliver();
    const twice = () => smtp.mails.filter((m) => m.subject === 'Deux fois');
    expect(twice()).toHaveLength(2);
    const received = twice().map((m) => messageIdIn(m.raw));
    expect(received[0]).toMatch(/^<\d{17}\.contact\.7\.\d+@vitrine\.test>$/);
    expect(received[1]).toBe(received[0]);
    await worker.stop();
  });
});

describe('mails queued while no runner runs', () => {
  it('are each sent exactly once when two instances start, 100 of them', async () => {
    const subjects = Array.from({ length: 100 }, (_, index) => `Relance ${index}`);
    await enqueue(subjects.map((subject, index) => contactMail(subject, 1000 + index)));
    const started = performance.now();
    const instances = await Promise.all([
      startTestMailWorker(db, toSmtp()),
      startTestMailWorker(db, toSmtp()),
    ]);
    await queueIdle(db);
    const elapsed = performance.now() - started;
    await Promise.all(instances.map((instance) => instance.stop()));
    const received = smtp.mails.filter((m) => m.subject.startsWith('Relance '));
    expect(received).toHaveLength(100);
    expect(new Set(received.map((m) => m.subject)).size).toBe(100);
    expect(new Set(received.map((m) => messageIdIn(m.raw))).size).toBe(100);
    console.log(
      `[mesure] 100 queued mails after a restart on 2 instances: 100 received, 0 duplicates, ${Math.round(elapsed)} ms`,
    );
  });
});
