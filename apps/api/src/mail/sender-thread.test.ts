import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp.js';
import { emlFileName, type MailMessage } from './sender.js';
import { startMailThread } from './sender-thread.js';

const message = (n: number): MailMessage => ({
  messageId: `<20261126080000000.contact.0.${n}@vitrine.test>`,
  from: 'Vitrine <no-reply@vitrine.test>',
  to: 'boutique@vitrine.test',
  subject: `Message ${n} — été`,
  text: `Bonjour, message ${n}.`,
});

describe('the mail thread', () => {
  it('writes the .eml files of many mails sent at once, each under its Message-ID', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-thread-'));
    const sender = startMailThread({ outboxDir: dir });
    afterAll(() => sender.close());
    await Promise.all(Array.from({ length: 20 }, (_, n) => sender.send(message(n))));
    const files = await readdir(dir);
    expect(files.sort()).toEqual(
      Array.from({ length: 20 }, (_, n) => emlFileName(message(n).messageId)).sort(),
    );
    const eml = await readFile(path.join(dir, emlFileName(message(3).messageId)), 'utf8');
    expect(eml).toContain('Message-ID: <20261126080000000.contact.0.3@vitrine.test>');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('hands over to the SMTP server, and answers a refusal with the server’s reason', async () => {
    const smtp = await startSmtpServer();
    afterAll(() => smtp.close());
    const sender = startMailThread({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    afterAll(() => sender.close());
    expect(sender.description).toBe(`SMTP ${new URL(smtp.url).host}`);

    await sender.send(message(1));
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['Message 1 — été']);

    smtp.failing = true;
    await expect(sender.send(message(2))).rejects.toThrow(/Boîte aux lettres indisponible/);
    smtp.failing = false;
    await sender.send(message(3));
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['Message 1 — été', 'Message 3 — été']);
  });

  it('fails the mail, not the shop, when the folder cannot be written, and sends again once it can', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'vitrine-thread-'));
    const file = path.join(parent, 'not-a-folder');
    await writeFile(file, '');
    const sender = startMailThread({ outboxDir: file });
    afterAll(() => sender.close());
    await expect(sender.send(message(1))).rejects.toThrow(/ENOTDIR|EEXIST/);
    await rm(file);
    await sender.send(message(1));
    expect(await readdir(file)).toEqual([emlFileName(message(1).messageId)]);
  });
});
