import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { useMailingApp } from '../../test/mailing.js';
import { createOneArticleShop } from '../../test/shop-fixtures.js';
import { withTransaction } from '../db/transaction.js';
import { enqueueMails } from './outbox.js';
import { createMailSender, emlFileName, type MailSender } from './sender.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, shopper, outboxFor } = await useMailingApp(db, { retryDelayMs: () => 0, maxAttempts: 3 });
const { bague, client } = await createOneArticleShop(db);

const placeOrder = () =>
  shopper
    .post('/api/Order')
    .send({ code_client: client.code_client, items: [{ quantite: 1, article_id: bague.id }] });

describe('when the mail server fails', () => {
  it('keeps the order, records the failure, and sends the mails on a later try', async () => {
    smtp.failing = true;
    const response = await placeOrder();
    expect(response.status).toBe(201);
    await mail.idle();

    expect(await db.order.count({ where: { id: response.body.id } })).toBe(1);
    const pending = await db.mailOutbox.findMany({
      where: { ref_id: response.body.id },
      orderBy: { id: 'asc' },
    });
    expect(pending.map((m) => [m.topic, m.attempts, m.sent_at])).toEqual([
      ['order_client', 1, null],
      ['order_shop', 1, null],
    ]);
    expect(pending[0]!.last_error).toContain('451');

    smtp.failing = false;
    expect(await mail.deliver()).toEqual({ sent: 2, failed: 0 });
    const sent = await db.mailOutbox.findMany({ where: { ref_id: response.body.id } });
    expect(sent.every((m) => m.sent_at !== null && m.last_error === null && m.attempts === 2)).toBe(true);
    await smtp.waitFor(
      (m) => m.subject.includes(response.body.reference) && m.to.includes(client.adresse_mail),
    );
  });

  it('retries unsent mails when the shop starts again, and gives up after the last attempt', async () => {
    smtp.failing = true;
    const response = await placeOrder();
    expect(response.status).toBe(201);
    await mail.idle();

    // A fresh process: its start-up pass retries what the previous one left unsent.
    const restarted = outboxFor();
    restarted.start(60_000);
    await restarted.idle();
    await restarted.deliver();
    const exhausted = await db.mailOutbox.findMany({ where: { ref_id: response.body.id } });
    expect(exhausted.map((m) => m.attempts)).toEqual([3, 3]);
    expect(await restarted.deliver()).toEqual({ sent: 0, failed: 0 });

    smtp.failing = false;
    await db.mailOutbox.updateMany({ where: { ref_id: response.body.id }, data: { attempts: 0 } });
    restarted.start(60_000);
    await restarted.idle();
    await restarted.stop();
    expect(await db.mailOutbox.count({ where: { ref_id: response.body.id, sent_at: null } })).toBe(0);
  });
});

describe('stopping while the mail server hangs', () => {
  it('returns within its wait and leaves the mail in the outbox for a later try', async () => {
    // A mail server that accepts the connection and never greets: a send would wait for its timeouts.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const hanging = outboxFor(
      createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' }),
    );
    const [id] = await withTransaction(db.kysely, async (tx) =>
      (await import('./outbox.js')).enqueueMails(tx, [
        { topic: 'contact', refId: 0, to: 'boutique@vitrine.test', subject: 'En attente', text: '…' },
      ]),
    );
    hanging.dispatch([id!]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await hanging.stop({ waitMs: 300 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: id! } })).sent_at).toBeNull();
    silent.close();
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in the outbox folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-outbox-'));
    const folder = outboxFor(createMailSender({ outboxDir: dir }));
    const [id] = await withTransaction(db.kysely, async (tx) =>
      (await import('./outbox.js')).enqueueMails(tx, [
        {
          topic: 'contact',
          refId: 0,
          to: 'boutique@vitrine.test',
          subject: 'Bonjour été',
          text: 'Message reçu.',
        },
      ]),
    );
    expect(await folder.deliver([id!])).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: boutique@vitrine.test');
    expect(eml).toContain('From: Vitrine <no-reply@vitrine.test>');
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Bonjour_=C3=A9t=C3=A9\?=/);

    // Written again (it went out, but recording it failed): the same file, not a second one.
    const messageId = messageIdIn(eml);
    expect(files[0]).toBe(emlFileName(messageId));
    await sentButNotRecorded(id!);
    expect(await folder.deliver([id!])).toEqual({ sent: 1, failed: 0 });
    expect(await readdir(dir)).toEqual(files);
    expect(messageIdIn(await readFile(path.join(dir, files[0]!), 'utf8'))).toBe(messageId);
  });
});

const messageIdIn = (raw: string) => /^Message-ID: (<[^>\r\n]+>)$/im.exec(raw)?.[1] ?? '';

/** The state a database fault between sending a mail and recording it leaves: sent, yet due. */
const sentButNotRecorded = (id: number) =>
  db.mailOutbox.update({ where: { id }, data: { sent_at: null, next_attempt_at: new Date(0) } });

const enqueue = async (subject: string) => {
  const [id] = await withTransaction(db.kysely, (tx) =>
    enqueueMails(tx, [{ topic: 'contact', refId: 7, to: 'boutique@vitrine.test', subject, text: '…' }]),
  );
  return id!;
};

describe('a mail sent again', () => {
  it('reaches the mail server with the same Message-ID, derived from its outbox row', async () => {
    const id = await enqueue('Deux fois');
    expect(await mail.deliver([id])).toEqual({ sent: 1, failed: 0 });
    await sentButNotRecorded(id);
    expect(await mail.deliver([id])).toEqual({ sent: 1, failed: 0 });
    const twice = () => smtp.mails.filter((m) => m.subject === 'Deux fois');
    await vi.waitFor(() => expect(twice()).toHaveLength(2));
    const received = twice().map((m) => messageIdIn(m.raw));
    expect(received[0]).toMatch(new RegExp(`^<\\d{17}\\.contact\\.7\\.${id}@vitrine\\.test>$`));
    expect(received[1]).toBe(received[0]);
  });
});

describe('the lease of a claimed mail', () => {
  const LEASE_MS = 6_000;
  const outbox = (sender: MailSender) => outboxFor(sender, { leaseMs: LEASE_MS });
  const leaseEnd = async (id: number) =>
    (await db.mailOutbox.findUniqueOrThrow({ where: { id } })).next_attempt_at.getTime();
  const databaseNow = async () => (await db.$queryRaw<Array<{ now: Date }>>`SELECT now()`)[0]!.now.getTime();

  it('is renewed while its holder sends, and taken over once the holder stops beating', async () => {
    const id = await enqueue('Reprise');
    // An instance whose send never ends: it holds the mail as long as it beats.
    const holder = outbox({ description: 'hanging', send: () => new Promise(() => {}), close: () => {} });
    void holder.deliver([id]);
    let firstEnd = 0;
    await vi.waitFor(async () => {
      firstEnd = await leaseEnd(id);
      expect(firstEnd).toBeGreaterThan(await databaseNow());
    });
    // Past the first lease's end, the mail is still its holder's: the heartbeat pushed the end back.
    await vi.waitFor(async () => expect(await databaseNow()).toBeGreaterThan(firstEnd), {
      timeout: 3 * LEASE_MS,
      interval: 200,
    });
    const other = outbox(createMailSender({ smtpUrl: smtp.url, outboxDir: '/nonexistent' }));
    expect(await other.deliver([id])).toEqual({ sent: 0, failed: 0 });
    expect(await leaseEnd(id)).toBeGreaterThan(firstEnd);

    // The holder dies (it beats no more): another instance sends the mail once the lease is over.
    await holder.stop({ waitMs: 0 });
    const died = performance.now();
    await vi.waitFor(async () => expect(await other.deliver([id])).toEqual({ sent: 1, failed: 0 }), {
      timeout: 3 * LEASE_MS,
      interval: 200,
    });
    console.log(
      `[mesure] mail of a dead holder sent ${Math.round(performance.now() - died)} ms after its death (lease ${LEASE_MS} ms)`,
    );
    await smtp.waitFor((m) => m.subject === 'Reprise');
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id } })).sent_at).not.toBeNull();
    await other.stop();
  });
});
