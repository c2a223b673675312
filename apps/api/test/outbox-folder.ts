import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { MailOutbox } from '../src/mail/outbox.js';
import { createMailSender } from '../src/mail/sender.js';

/** An outbox on this database writing .eml files to a scratch folder, stopped after the file's tests. */
export async function outboxToFolder(db: Db): Promise<{ mail: MailOutbox; folder: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-outbox-'));
  const mail = new MailOutbox({
    db,
    sender: createMailSender({ outboxDir: folder }),
    from: 'Vitrine <no-reply@vitrine.test>',
    shopEmail: 'boutique@vitrine.test',
    logger: pino({ level: 'silent' }),
  });
  afterAll(async () => {
    await mail.stop();
    await rm(folder, { recursive: true, force: true });
  });
  return { mail, folder };
}
