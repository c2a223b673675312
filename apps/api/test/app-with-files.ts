import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Db } from '../src/db/prisma.js';
import { createTestApp } from './database.js';

/** A built script, long enough for the compression middleware to compress it too. */
export const SHELL = Buffer.from(`${'export const bijoux = ["bague", "collier", "bracelet"];\n'.repeat(80)}`);

/**
 * A test app serving a scratch storage folder (one catalogue image, `catalogue/bague-800.webp`) and a
 * scratch built storefront (`index.html`, `assets/index-abc123.js`, and `assets/shell-def456.js` with
 * the `.br` and `.gz` copies the build writes beside its scripts).
 */
export async function createTestAppWithFiles(db: Db) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-http-'));
  const storageDir = path.join(scratch, 'storage');
  const webDir = path.join(scratch, 'web');
  await mkdir(path.join(storageDir, 'catalogue'), { recursive: true });
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(storageDir, 'catalogue', 'bague-800.webp'), 'image');
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Vitrine</title>');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await Promise.all(
    Object.entries({ '': SHELL, '.br': brotliCompressSync(SHELL), '.gz': gzipSync(SHELL) }).map(
      ([extension, body]) => writeFile(path.join(webDir, 'assets', `shell-def456.js${extension}`), body),
    ),
  );
  return { app: await createTestApp(db, { storageDir, webDir }), storageDir, webDir };
}
