import type { Request } from './http.js';

export type Encoding = 'json' | 'multipart';

/**
 * A body as the storefront sends it: JSON, or multipart form data with bracket keys
 * (`client[nom]`, `items[0][quantite]`), the original storefront's encoding.
 */
export function encodeBody(body: object, encoding: Encoding, headers: Record<string, string> = {}) {
  if (encoding === 'json') {
    return {
      headers: { ...headers, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(body)),
    };
  }
  return multipart(bracketFields(body), headers);
}

/** `{ items: [{ quantite: 1 }] }` → `[['items[0][quantite]', '1']]`. */
export function bracketFields(value: unknown, prefix = ''): Array<[string, string]> {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, inner]) =>
    bracketFields(inner, prefix ? `${prefix}[${key}]` : key),
  );
}

export const BOUNDARY = 'vitrineresilienceboundary';

export function multipartBody(fields: Array<[string, string]>, boundary = BOUNDARY): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

export function multipart(
  fields: Array<[string, string]>,
  headers: Record<string, string> = {},
): Pick<Request, 'headers' | 'body'> & { body: Buffer } {
  return {
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartBody(fields),
  };
}
