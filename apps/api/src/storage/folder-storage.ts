import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertPut, assertStorageName, contentTypeOf } from './names.js';
import type { PhotoStorage, StoredFile } from './photo-storage.js';

const isMissing = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/**
 * Files under one folder, the one /storage serves (with express.static: ranges, conditional requests).
 * Several instances share it as a mounted volume.
 */
export class FolderStorage implements PhotoStorage {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `folder ${this.root}`;
  }

  private file(name: string): string {
    assertStorageName(name);
    return path.join(this.root, ...name.split('/'));
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    assertPut(name, contentType);
    const file = this.file(name);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed: a reader sees the old file or the whole new one, never half of it.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      const handle = await open(partial, 'wx');
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async get(name: string): Promise<StoredFile | null> {
    const file = this.file(name);
    // Opened first, then described: the stream reads the very file that was measured.
    const handle = await open(file, 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: createReadStream('', { fd: handle, autoClose: true }),
        contentType: contentTypeOf(name) as string,
        size: stats.size,
        // The shape of send's (express.static's) ETag.
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        lastModified: stats.mtime,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    const file = this.file(name);
    return stat(file).then(
      (stats) => stats.isFile(),
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );
  }

  async remove(name: string): Promise<void> {
    // Only the file: an empty article folder costs nothing, and removing it could race a new upload.
    await rm(this.file(name), { force: true });
  }
}
