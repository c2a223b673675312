import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../test/s3-server.js';
import { FolderStorage } from './folder-storage.js';
import { InvalidStorageName } from './names.js';
import type { PhotoStorage } from './photo-storage.js';

// One contract, two storages: the storage folder, and an S3 bucket on a local S3-compatible server
// (s3rver) reached with the AWS SDK as a real bucket would be. Same assertions for both.

const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-storage-contract-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const folderRoot = path.join(scratch, 'storage');
await mkdir(folderRoot);
const s3 = await startTestS3();

const implementations: Array<[string, PhotoStorage]> = [
  ['FolderStorage', new FolderStorage(folderRoot)],
  ['S3Storage (s3rver)', s3.storage],
];

const read = (body: Readable) => text(body);

/** Names that would reach outside the folder or the bucket's names, or are not images. */
const BAD_NAMES = [
  '',
  '../escaped.webp',
  'articles/../../escaped.webp',
  'articles/1/../../../escaped.webp',
  '/etc/escaped.webp',
  'articles//1.webp',
  'articles/1/',
  '.hidden.webp',
  'articles/..',
  'articles\\..\\escaped.webp',
  'articles/%2e%2e/escaped.webp',
  'articles/1/photo.webp\u0000.txt',
  'articles/1/photo .webp',
  'articles/1/photo.html',
  'articles/1/photo',
  `${'a/'.repeat(8)}photo.webp`,
  `${'a'.repeat(600)}.webp`,
];

describe.each(implementations)('%s', (_label, storage) => {
  it('gives back what was put, with its content type, size and an ETag', async () => {
    await storage.put('articles/1/abc-800.webp', Buffer.from('RIFF----WEBPVP8 one'), 'image/webp');
    const file = await storage.get('articles/1/abc-800.webp');
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(19);
    expect(file?.etag).toMatch(/^(W\/)?".+"$/);
    expect(await read(file?.body as Readable)).toBe('RIFF----WEBPVP8 one');
    expect(await storage.has('articles/1/abc-800.webp')).toBe(true);
  });

  it('keeps each content type its name says', async () => {
    const types = {
      'articles/2/p-400.avif': 'image/avif',
      'articles/2/p-400.png': 'image/png',
      'articles/2/p-400.jpg': 'image/jpeg',
      'site/banner.svg': 'image/svg+xml',
    };
    for (const [name, type] of Object.entries(types)) await storage.put(name, Buffer.from(name), type);
    for (const [name, type] of Object.entries(types)) {
      const file = await storage.get(name);
      expect([file?.contentType, await read(file?.body as Readable)]).toEqual([type, name]);
    }
    // A type the name does not say is refused, not stored under a type the folder would not serve.
    await expect(storage.put('articles/2/q-400.webp', Buffer.from('x'), 'text/html')).rejects.toThrow(
      TypeError,
    );
    await expect(storage.put('articles/2/q-400.webp', Buffer.from('x'), 'image/avif')).rejects.toThrow(
      TypeError,
    );
    expect(await storage.get('articles/2/q-400.webp')).toBeNull();
  });

  it('replaces a file put again under the same name', async () => {
    await storage.put('articles/3/r-800.webp', Buffer.from('first'), 'image/webp');
    const before = await storage.get('articles/3/r-800.webp');
    before?.body.destroy();
    await storage.put('articles/3/r-800.webp', Buffer.from('the second one'), 'image/webp');
    const after = await storage.get('articles/3/r-800.webp');
    expect(await read(after?.body as Readable)).toBe('the second one');
    expect(after?.size).toBe(14);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('answers null (get) and false (has) for a name never put, and removes one quietly', async () => {
    expect(await storage.get('articles/4/never-800.webp')).toBeNull();
    expect(await storage.get('nowhere/at/all.webp')).toBeNull();
    expect(await storage.has('articles/4/never-800.webp')).toBe(false);
    await expect(storage.remove('articles/4/never-800.webp')).resolves.toBeUndefined();
  });

  it('removes a file, and only that one', async () => {
    await storage.put('articles/5/a-400.webp', Buffer.from('a'), 'image/webp');
    await storage.put('articles/5/a-800.webp', Buffer.from('b'), 'image/webp');
    await storage.remove('articles/5/a-400.webp');
    expect(await storage.get('articles/5/a-400.webp')).toBeNull();
    expect(await storage.has('articles/5/a-400.webp')).toBe(false);
    expect(await read((await storage.get('articles/5/a-800.webp'))?.body as Readable)).toBe('b');
  });

  it('refuses every name that could escape, or is not an image, on every method, before touching anything', async () => {
    for (const name of BAD_NAMES) {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp'), name).rejects.toThrow(
        InvalidStorageName,
      );
      await expect(storage.get(name), name).rejects.toThrow(InvalidStorageName);
      await expect(storage.has(name), name).rejects.toThrow(InvalidStorageName);
      await expect(storage.remove(name), name).rejects.toThrow(InvalidStorageName);
    }
    // Nothing landed beside the storage folder.
    expect((await readdir(scratch)).sort()).toEqual(['storage']);
  });
});

describe('FolderStorage', () => {
  it('keeps files where /storage serves them, and leaves no partial file behind', async () => {
    const storage = new FolderStorage(folderRoot);
    await storage.put('articles/9/z-1600.webp', Buffer.from('z'), 'image/webp');
    const files = await readdir(path.join(folderRoot, 'articles', '9'));
    expect(files).toEqual(['z-1600.webp']);
  });

  it('answers null, not a stream, for a folder under a file name', async () => {
    const storage = new FolderStorage(folderRoot);
    await mkdir(path.join(folderRoot, 'articles', 'dir.webp'), { recursive: true });
    expect(await storage.get('articles/dir.webp')).toBeNull();
    expect(await storage.has('articles/dir.webp')).toBe(false);
  });
});

describe('S3Storage', () => {
  it('reports a bucket that does not exist as a fault, not as a missing photo', async () => {
    const { S3Storage } = await import('./s3-storage.js');
    const wrong = new S3Storage({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    try {
      await expect(wrong.get('articles/1/abc-800.webp')).rejects.toThrow();
      await expect(wrong.put('articles/1/abc-800.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    } finally {
      wrong.close();
    }
  });
});
