import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { hashPassword, parsePasswordHash, type ScryptHash } from '../../password.js';

/** Where the console's password came from, for the start-up log. */
export type OwnerPasswordSource =
  | { kind: 'hash' }
  | { kind: 'plain' }
  /** Generated at an earlier start; only its hash is kept, in `file`. */
  | { kind: 'stored'; file: string }
  /** Generated now: `password` must be shown to the owner once, and is kept nowhere. */
  | { kind: 'generated'; file: string; password: string };

export const OWNER_PASSWORD_FILE = 'owner-password-hash';

/**
 * The owner's password hash: OWNER_PASSWORD_HASH, else OWNER_PASSWORD hashed, else the hash kept under
 * DATA_DIR by a first start, else a new password whose hash is kept there.
 */
export async function ownerPasswordSetting(
  config: Pick<Config, 'OWNER_PASSWORD_HASH' | 'OWNER_PASSWORD' | 'DATA_DIR'>,
): Promise<{ hash: ScryptHash; source: OwnerPasswordSource }> {
  if (config.OWNER_PASSWORD_HASH) {
    return { hash: mustParse(config.OWNER_PASSWORD_HASH, 'OWNER_PASSWORD_HASH'), source: { kind: 'hash' } };
  }
  if (config.OWNER_PASSWORD) {
    return {
      hash: mustParse(await hashPassword(config.OWNER_PASSWORD), 'OWNER_PASSWORD'),
      source: { kind: 'plain' },
    };
  }
  const file = path.join(config.DATA_DIR, OWNER_PASSWORD_FILE);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stored !== undefined) return { hash: mustParse(stored, file), source: { kind: 'stored', file } };

  const password = randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  await mkdir(config.DATA_DIR, { recursive: true });
  try {
    // `wx`: two instances starting together on one folder cannot overwrite each other's password.
    await writeFile(file, `${hash}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return ownerPasswordSetting(config);
  }
  return { hash: mustParse(hash, file), source: { kind: 'generated', file, password } };
}

/** What to tell the owner at start-up about the console and its password: one log line each. */
export function ownerPasswordNotice(source: OwnerPasswordSource, consoleUrl: string): string[] {
  switch (source.kind) {
    case 'hash':
      return [`Owner console: ${consoleUrl} (password from OWNER_PASSWORD_HASH)`];
    case 'plain':
      return [`Owner console: ${consoleUrl} (password from OWNER_PASSWORD)`];
    case 'stored':
      return [
        `Owner console: ${consoleUrl}. Its password's hash is kept in ${source.file}; to choose a new ` +
          'password, delete that file and restart (a new one is printed once), or set OWNER_PASSWORD_HASH ' +
          '(`pnpm owner:password` prints one).',
      ];
    case 'generated':
      return [
        `Owner console: ${consoleUrl}`,
        `Its password, shown only this once: ${source.password}`,
        `Only its hash is kept, in ${source.file}; delete that file and restart for a new password.`,
      ];
  }
}

function mustParse(text: string, origin: string): ScryptHash {
  const hash = parsePasswordHash(text);
  if (!hash) throw new Error(`${origin}: not a password hash printed by \`pnpm owner:password\``);
  return hash;
}
