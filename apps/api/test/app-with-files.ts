import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/prisma.js';
import { createTestApp } from './database.js';

/**
 * A test app serving a scratch storage folder (one catalogue image, `catalogue/bague-800.webp`) and a
 * scratch built storefront (`index.html`, `assets/index-abc123.js`).
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
  return { app: await createTestApp(db, { storageDir, webDir }), storageDir, webDir };
}
