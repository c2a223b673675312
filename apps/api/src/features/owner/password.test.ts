import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyPassword } from '../../password.js';
import { ownerPasswordNotice, ownerPasswordSetting } from './password-setting.js';

const parsed = async (password: string) => {
  const hash = parsePasswordHash(await hashPassword(password));
  if (!hash) throw new Error('unreadable hash');
  return hash;
};

describe('owner password hash', () => {
  it('is a self-describing scrypt string that verifies only its own password', async () => {
    const text = await hashPassword('Jasmin-2026');
    expect(text).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const hash = parsePasswordHash(text)!;
    expect(await verifyPassword('Jasmin-2026', hash)).toBe(true);
    expect(await verifyPassword('jasmin-2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    // A new salt each time: two hashes of one password differ.
    expect(await hashPassword('Jasmin-2026')).not.toBe(text);
  });

  it('verifies a password typed with composed or decomposed accents alike', async () => {
    const hash = await parsed('Médina-2026');
    expect(await verifyPassword('Me\u0301dina-2026', hash)).toBe(true);
  });

  it('refuses texts that are not a usable hash, or whose cost is not a sane power of two', () => {
    const salt = 'A'.repeat(22);
    const key = 'A'.repeat(43);
    for (const text of [
      '',
      'motdepasse',
      `scrypt$32768$8$1$c2Fs$${key}`,
      `scrypt$3072$8$1$${salt}$${key}`,
      `scrypt$512$8$1$${salt}$${key}`,
      `scrypt$2097152$8$1$${salt}$${key}`,
      `scrypt$32768$0$1$${salt}$${key}`,
    ]) {
      expect(parsePasswordHash(text), text).toBeUndefined();
    }
    expect(parsePasswordHash(`scrypt$32768$8$1$${salt}$${key}`)).toBeDefined();
  });
});

describe('ownerPasswordSetting', () => {
  it('generates a password at the first start, keeps only its hash (mode 600), and reads it back later', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-owner-'));
    const first = await ownerPasswordSetting({ DATA_DIR: dataDir });
    expect(first.source.kind).toBe('generated');
    if (first.source.kind !== 'generated') return;
    const { password, file } = first.source;
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(file).toBe(path.join(dataDir, 'owner-password-hash'));
    const kept = await readFile(file, 'utf8');
    expect(kept).not.toContain(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const later = await ownerPasswordSetting({ DATA_DIR: dataDir });
    expect(later.source).toEqual({ kind: 'stored', file });
    expect(await verifyPassword(password, later.hash)).toBe(true);

    const notice = ownerPasswordNotice(first.source, 'http://localhost:3000/gestion').join('\n');
    expect(notice).toContain('http://localhost:3000/gestion');
    expect(notice).toContain(password);
    const laterNotice = ownerPasswordNotice(later.source, 'http://localhost:3000/gestion').join('\n');
    expect(laterNotice).not.toContain(password);
    expect(laterNotice).toContain(file);
  });

  it('takes OWNER_PASSWORD_HASH, then OWNER_PASSWORD, before anything kept under DATA_DIR', async () => {
    const hash = await hashPassword('Production-2026');
    const fromHash = await ownerPasswordSetting({ DATA_DIR: '/nonexistent', OWNER_PASSWORD_HASH: hash });
    expect(fromHash.source.kind).toBe('hash');
    expect(await verifyPassword('Production-2026', fromHash.hash)).toBe(true);
    const plain = await ownerPasswordSetting({ DATA_DIR: '/nonexistent', OWNER_PASSWORD: 'developpement' });
    expect(plain.source.kind).toBe('plain');
    expect(await verifyPassword('developpement', plain.hash)).toBe(true);
  });

  it('stops with a clear message when the kept hash is damaged, rather than replace the password', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-owner-'));
    await writeFile(path.join(dataDir, 'owner-password-hash'), 'abimé\n');
    await expect(ownerPasswordSetting({ DATA_DIR: dataDir })).rejects.toThrow(/owner-password-hash/);
  });
});
