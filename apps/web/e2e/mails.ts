import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject } from 'vitest';

// The mails the shop under test wrote to its outbox folder (no SMTP_URL: one .eml file a mail).

const outboxDir = inject('mailOutboxDir');

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

export async function mailFiles(): Promise<string[]> {
  if (!outboxDir)
    throw new Error('The shop’s mail folder is unknown: set E2E_MAIL_OUTBOX_DIR with E2E_BASE_URL.');
  return (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
}

/**
 * The shop's .eml files but those already `seen` (a shop may be reused between runs), decoded enough to
 * read: To, Subject and the text body (quoted-printable or base64).
 */
export async function sentMails(seen: readonly string[] = []): Promise<SentMail[]> {
  const names = await mailFiles();
  return Promise.all(
    names
      .filter((name) => !seen.includes(name))
      .map(async (name) => parseEml(await readFile(path.join(outboxDir, name), 'utf8'))),
  );
}

function parseEml(raw: string): SentMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { to: header('To'), subject: header('Subject'), text };
}

export async function waitForMail(
  seen: readonly string[],
  match: (mail: SentMail) => boolean,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await sentMails(seen)).find(match);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as SentMail;
}
