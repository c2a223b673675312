import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /**
   * `<…@domain>`, the same at every delivery of one mail (mailMessageId): a mail sent again after a
   * fault is known by the mail program as the one it already has, and by the folder as the same file.
   */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
}

/** Delivers one message or throws; the outbox decides what a failure means. */
export interface MailSender {
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSenderOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
}

/** SMTP when a URL is given, otherwise .eml files in a folder (the shop runs without a mail server). */
export function createMailSender(options: MailSenderOptions): MailSender {
  return options.smtpUrl ? smtpSender(options.smtpUrl) : folderSender(options.outboxDir);
}

/** `SMTP host:port` or `folder /path`, as the start-up log says. */
export function describeMailSender(options: MailSenderOptions): string {
  return options.smtpUrl ? `SMTP ${new URL(options.smtpUrl).host}` : `folder ${options.outboxDir}`;
}

function smtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    description: describeMailSender({ smtpUrl: url, outboxDir: '' }),
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/**
 * One `.eml` file a mail, named after its Message-ID: writing a mail again (its sending was done but
 * could not be recorded) replaces its file instead of adding a second one. The file appears whole or
 * not at all (written aside, then renamed).
 */
function folderSender(dir: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once, not before every mail; a write that fails (the folder removed meanwhile)
  // makes it again at the outbox's next try.
  let folderMade: Promise<unknown> | undefined;
  return {
    description: describeMailSender({ outboxDir: dir }),
    send: async (message) => {
      const info = await transport.sendMail(message);
      const file = path.join(dir, emlFileName(message.messageId));
      const draft = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        folderMade ??= mkdir(dir, { recursive: true });
        await folderMade;
        await writeFile(draft, info.message as Buffer);
        await rename(draft, file);
      } catch (error) {
        folderMade = undefined;
        throw error;
      }
    },
    close: () => {},
  };
}

/** `<20261126051500123.order_client.42.1234@vitrine.tn>` → `20261126051500123.order_client.42.1234@vitrine.tn.eml`. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;
}
