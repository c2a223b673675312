import zlib from 'node:zlib';
import fc from 'fast-check';
import { FIELD_KEYS, hostileString } from './hostile-values.js';
import type { Request } from './http.js';

// Query strings for the GET listings, and URLs and headers for the rest of the shop: bad percent
// escapes, NUL, repeated and prototype keys, 10k parameters, ranges and preconditions nobody can meet.

/** Every byte outside the unreserved set as %XX: any text, even a lone surrogate, becomes a legal URL. */
function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const BAD_ESCAPES = ['%ZZ', '%', '%E0%A4%A', '%00', '%C0%AF', '%uFFFF', '%%', '%2', '+%FF+'];

/** A query value: percent-encoded text, or a malformed escape sent as it is. */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((text) => text.length < 3000).map(percentEncode) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e21, 2 ** 31))
      .map((n) => percentEncode(String(n))),
  },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES) },
);

export interface QueryCase {
  label: string;
  query: string;
  /** A body sent with the GET (body parsers read it whatever the method). */
  body?: Omit<Request, 'method' | 'path'>;
}

/** Random queries over the listing's own parameters and a few hostile names. */
export function randomQueries(fields: string[]): fc.Arbitrary<QueryCase> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom(...FIELD_KEYS, 'page[]', 'page[a]', '', '%ZZ') },
    { weight: 1, arbitrary: hostileString.filter((text) => text.length < 100).map(percentEncode) },
  );
  return fc
    .array(fc.tuple(key, queryValue), { maxLength: 10 })
    .map((pairs) => ({ label: 'hostile query', query: pairs.map(([k, v]) => `${k}=${v}`).join('&') }));
}

/** One query of each kind. */
export function queryLandmarks(fields: string[]): QueryCase[] {
  const gzip = zlib.gzipSync(Buffer.from(`{"a":"${'0'.repeat(20 * 1024 * 1024)}"}`));
  return [
    { label: 'no query', query: '' },
    ...fields.map((field) => ({ label: `NUL in ${field}`, query: `${field}=1%00` })),
    ...fields.map((field) => ({ label: `bad escape in ${field}`, query: `${field}=%ZZ` })),
    { label: 'every field repeated', query: fields.map((field) => `${field}=1&${field}=2`).join('&') },
    { label: 'bracket names', query: fields.map((field) => `${field}[]=1&${field}[a]=2`).join('&') },
    { label: '__proto__ names', query: '__proto__=1&__proto__[x]=1&constructor[prototype][x]=1' },
    { label: '10k parameters', query: Array.from({ length: 10_000 }, (_, n) => `p${n}=${n}`).join('&') },
    { label: '1k parameters', query: Array.from({ length: 1_000 }, (_, n) => `p${n}=${n}`).join('&') },
    { label: '8 KB value', query: `${fields[0]}=${'a'.repeat(8_000)}` },
    { label: '20 KB URL', query: `${fields[0]}=${'a'.repeat(20_000)}` },
    {
      label: 'GET with a JSON body',
      query: '',
      body: { headers: { 'content-type': 'application/json' }, body: Buffer.from('{"page":"x\\u0000"}') },
    },
    {
      label: 'GET with a gzip bomb body',
      query: '',
      body: { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzip },
    },
    {
      label: 'GET with a broken gzip body',
      query: '',
      body: {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: Buffer.from('\x1f\x8b\x08\x00garbage'),
      },
    },
  ];
}

export interface UrlCase {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
}

const PATHS = [
  '/api/Article/%ZZ',
  '/api/Article/1%00',
  '/api/Article/%C0%AF',
  '/api/Collection/%',
  '/api/%ZZ',
  '/storage/a%ZZ',
  '/storage/..%2f..%2f..%2fetc%2fpasswd',
  '/storage/%2e%2e/%2e%2e/package.json',
  '/storage/demo.svg',
  '/%ZZ',
  '/%00',
  '/',
  '/index.html',
  '/assets/app.js',
  '/api/health',
  '/api/Order',
  '/api/articlesPaginate',
];

const HEADERS: Record<string, string[]> = {
  range: [
    'bytes=99999999-',
    'bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9,10-10',
    'bytes=x-y',
    'bytes=-0',
    'items=0-1',
  ],
  'if-match': ['"nope"', '*', 'W/"x"'],
  'if-none-match': ['*', '"nope"', ''],
  'if-modified-since': ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  'if-unmodified-since': ['Thu, 01 Jan 1970 00:00:00 GMT', 'never'],
  'if-range': ['"nope"', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  'accept-encoding': ['gzip;q=x', '*;q=0', 'br, zstd, compress'],
  'content-type': ['application/json', 'multipart/form-data', 'text/html; charset=klingon'],
  'content-encoding': ['gzip', 'zstd'],
};

export const randomUrls: fc.Arbitrary<UrlCase> = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
    path: fc.oneof(
      fc.constantFrom(...PATHS),
      fc
        .tuple(
          fc.constantFrom('/api/Article/', '/api/Collection/', '/api/similarProducts/', '/storage/', '/'),
          hostileString,
        )
        .map(([prefix, segment]) => `${prefix}${percentEncode(segment).slice(0, 4000)}`),
      fc
        .tuple(fc.constantFrom(...PATHS), fc.constantFrom(...BAD_ESCAPES))
        .map(([path, bad]) => `${path}${bad}`),
    ),
    headers: fc
      .subarray(Object.keys(HEADERS))
      .chain((names) =>
        fc.tuple(
          ...names.map((name) =>
            fc.constantFrom(...(HEADERS[name] as string[])).map((value) => [name, value] as const),
          ),
        ),
      ),
  })
  .map(({ method, path, headers }) => ({
    label: `${method} with odd URL or headers`,
    method,
    path,
    headers: Object.fromEntries(headers),
  }));

/** The requests the issue saw answered 500, each once. */
export const urlLandmarks: UrlCase[] = [
  { label: 'bad escape in an article id', method: 'GET', path: '/api/Article/%ZZ', headers: {} },
  { label: 'bad escape in a storage path', method: 'GET', path: '/storage/a%ZZ', headers: {} },
  { label: 'bad escape at the root', method: 'GET', path: '/%ZZ', headers: {} },
  {
    label: 'storage path escaping the folder',
    method: 'GET',
    path: '/storage/..%2f..%2fetc%2fpasswd',
    headers: {},
  },
  {
    label: 'range past the end',
    method: 'GET',
    path: '/storage/demo.svg',
    headers: { range: 'bytes=99999999-' },
  },
  {
    label: 'range past the end of the page',
    method: 'GET',
    path: '/',
    headers: { range: 'bytes=99999999-' },
  },
  {
    label: 'If-Match nobody meets',
    method: 'GET',
    path: '/storage/demo.svg',
    headers: { 'if-match': '"nope"' },
  },
  { label: 'If-Match nobody meets on the page', method: 'GET', path: '/', headers: { 'if-match': '"nope"' } },
  {
    label: 'If-Unmodified-Since 1970',
    method: 'GET',
    path: '/index.html',
    headers: { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
  },
];
