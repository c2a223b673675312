import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
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

/** SMTP when a URL is given, otherwise .eml files in a folder (the shop runs without a mail server). */
export function createMailSender(options: { smtpUrl?: string | undefined; outboxDir: string }): MailSender {
  return options.smtpUrl ? smtpSender(options.smtpUrl) : folderSender(options.outboxDir);
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
    description: `SMTP ${new URL(url).host}`,
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

function folderSender(dir: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `folder ${dir}`,
    send: async (message) => {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => {},
  };
}
