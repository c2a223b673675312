// What a stored file may be called, whichever storage holds it: a relative path of plain segments
// (`articles/12/3fa9c2d14b5e6f70-800.webp`), so that no name reaches outside the folder or the bucket's
// part of it, and an image extension that says its type: the folder serves a file with the type of
// its extension, so a bucket is made to agree.

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_NAME_LENGTH = 512;
const MAX_SEGMENTS = 8;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** A name (or a name a storage is asked for) that is not a plain relative path to an image. */
export class InvalidStorageName extends Error {
  constructor(readonly storageName: string) {
    super(`not a storage name: ${JSON.stringify(storageName.slice(0, 100))}`);
    this.name = 'InvalidStorageName';
  }
}

/** The content type a name's extension stands for; undefined for any other extension. */
export function contentTypeOf(name: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(name)?.[1];
  return extension === undefined ? undefined : CONTENT_TYPES[extension];
}

/**
 * A relative path of 1 to 8 segments of letters, digits, `.`, `_` and `-` (none starting with a
 * dot: no `..`, no hidden file), ending in an image extension.
 */
export function isStorageName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return false;
  const segments = name.split('/');
  return (
    segments.length <= MAX_SEGMENTS &&
    segments.every((segment) => SEGMENT.test(segment)) &&
    contentTypeOf(name) !== undefined
  );
}

export function assertStorageName(name: string): void {
  if (!isStorageName(name)) throw new InvalidStorageName(name);
}

/** Checks a name and the content type it is stored with (its extension's type, parameters aside). */
export function assertPut(name: string, contentType: string): void {
  assertStorageName(name);
  const expected = contentTypeOf(name);
  const given = contentType.split(';')[0]?.trim().toLowerCase();
  if (given !== expected) {
    throw new TypeError(`${name} is stored as ${expected}, not ${contentType}`);
  }
}
