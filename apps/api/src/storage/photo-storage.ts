import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, with what an HTTP answer says of it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes. */
  size: number;
  /** The storage's own validator for these bytes, quoted as an HTTP ETag. */
  etag: string;
  lastModified?: Date;
}

/** The part of /storage that uploaded photos live in: served from the photo storage. */
export const PHOTOS_FOLDER = 'articles';

/**
 * Where the owner's uploaded photos live: a folder (the default; a volume every instance shares when
 * several run), or an S3-compatible bucket. Names are relative paths checked by names.ts: every
 * method throws InvalidStorageName for any other, before touching anything.
 */
export interface PhotoStorage {
  /** Said in the start-up log. */
  readonly description: string;
  /** Stores the bytes under the name, replacing any file of that name; readers never see half a file. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the name. */
  get(name: string): Promise<StoredFile | null>;
  has(name: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  remove(name: string): Promise<void>;
}
