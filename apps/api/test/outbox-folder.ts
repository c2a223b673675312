import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { createMailSender } from '../src/mail/sender.js';
import { startTestMailWorker, type TestMailWorker } from './jobs.js';

/** A mail worker on this database writing .eml files to a scratch folder, stopped after the file's tests. */
export async function outboxToFolder(db: Db): Promise<{ mail: TestMailWorker; folder: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-outbox-'));
  afterAll(() => rm(folder, { recursive: true, force: true }));
  // Registered after the folder's removal, so run before it: mails being written finish first.
  const mail = await startTestMailWorker(db, createMailSender({ outboxDir: folder }));
  return { mail, folder };
}
