import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// The owner's password is kept only as a scrypt hash written as one self-describing string,
// `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the cost can be raised later and hashes
// made with the old cost still verify.

/** About 0.1 s and 32 MiB per hash: cheap for one owner, costly for a guesser holding a stolen hash. */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const HASH_FORMAT = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([\w-]{16,128})\$([\w-]{32,256})$/;

export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** The parts of a stored hash, or undefined when the text is not one (or asks for an absurd cost). */
export function parsePasswordHash(text: string): ScryptHash | undefined {
  const match = HASH_FORMAT.exec(text.trim());
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // N must be a power of two; the bounds keep a mistyped hash from costing gigabytes at each sign-in.
  if (N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) {
    return undefined;
  }
  return {
    N,
    r,
    p,
    salt: Buffer.from(match[4] as string, 'base64url'),
    key: Buffer.from(match[5] as string, 'base64url'),
  };
}

export function isPasswordHash(text: string): boolean {
  return parsePasswordHash(text) !== undefined;
}

/** A new hash of the password, with a fresh salt (a lower cost only where speed matters more: tests). */
export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, { ...cost, salt, keyBytes: KEY_BYTES });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: ScryptHash): Promise<boolean> {
  const key = await derive(password, { ...stored, keyBytes: stored.key.length });
  return timingSafeEqual(key, stored.key);
}

function derive(
  password: string,
  { N, r, p, salt, keyBytes }: { N: number; r: number; p: number; salt: Buffer; keyBytes: number },
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is just too small for N = 2^15, r = 8.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
