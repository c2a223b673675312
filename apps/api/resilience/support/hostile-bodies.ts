import zlib from 'node:zlib';
import fc from 'fast-check';
import { BOUNDARY, bracketFields, multipartBody } from './encoding.js';
import { hostileString, hostileValue, mutate, mutation } from './hostile-values.js';
import type { Request } from './http.js';

// Whole requests to a write endpoint, from a valid body: the body with hostile values in its fields,
// and transport-level abuse (20 MB bodies, compression bombs, broken gzip, 10k fields, deep nesting,
// `__proto__` keys, broken multipart). `landmarks` lists each kind once, so every run meets all of them
// whatever the sample; `randomBodies` draws the rest with fast-check.

export interface Case {
  label: string;
  /** The request, with the visitor's anti-forgery headers (cookies, X-XSRF-TOKEN, Origin). */
  request(visitor: Record<string, string>): Omit<Request, 'method' | 'path'>;
}

const MiB = 1024 * 1024;
const JSON_TYPE = 'application/json';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const lazy = <T>(make: () => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
const huge = lazy(() => Buffer.alloc(20 * MiB, 'a'));
const hugeJson = lazy(() => Buffer.concat([Buffer.from('{"code":"'), huge(), Buffer.from('"}')]));
const hugeForm = lazy(() =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="code"\r\n\r\n`),
    huge(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
);
const bombText = lazy(() => Buffer.from(`{"code":"${'0'.repeat(50 * MiB)}"}`));
const bombs = lazy(() => ({
  gzip: zlib.gzipSync(bombText(), { level: 9 }),
  deflate: zlib.deflateSync(bombText(), { level: 9 }),
  br: zlib.brotliCompressSync(bombText(), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
}));

/** 1 MiB slices: sent without Content-Length, the server must count as it reads. */
const chunked = (buffer: Buffer) =>
  Array.from({ length: Math.ceil(buffer.length / MiB) }, (_, n) => buffer.subarray(n * MiB, (n + 1) * MiB));

function raw(label: string, contentType: string | undefined, body: Buffer | Buffer[], extra = {}): Case {
  return {
    label,
    request: (visitor) => ({
      headers: { ...visitor, ...(contentType ? { 'content-type': contentType } : {}), ...extra },
      body,
    }),
  };
}

export const json = (label: string, value: unknown, extra = {}) =>
  raw(label, JSON_TYPE, Buffer.from(JSON.stringify(value) ?? 'null'), extra);

export const form = (label: string, value: unknown) =>
  raw(label, FORM_TYPE, multipartBody(bracketFields(value)));

const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
const field = (name: string, content: string) =>
  part(`Content-Disposition: form-data; name="${name}"`, content);
const formText = (parts: string[], end = `--${BOUNDARY}--\r\n`) =>
  raw('', FORM_TYPE, Buffer.from(parts.join('') + end));

function nested(depth: number, open: string, close: string, key: string): Buffer {
  return Buffer.from(`{"${key}":${open.repeat(depth)}1${close.repeat(depth)}}`);
}

function withEveryText(body: object, suffix: string): unknown {
  return JSON.parse(JSON.stringify(body), (_key, value) =>
    typeof value === 'string' ? `${value}${suffix}` : value,
  );
}

/** The body once per text field, with `suffix` added to that field only: each reaches its own checks. */
function perTextField(body: object, suffix: string): Array<[string, unknown]> {
  const paths = bracketFields(body)
    .filter(([name]) => typeof pathValue(body, name) === 'string')
    .map(([name]) => name);
  return paths.map((name) => {
    const copy = structuredClone(body) as Record<string, unknown>;
    const keys = name.split(/[[\]]+/).filter(Boolean);
    const last = keys.pop() as string;
    const parent = keys.reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      copy,
    );
    parent[last] = `${parent[last]}${suffix}`;
    return [name, copy];
  });
}

function pathValue(body: object, name: string): unknown {
  return name
    .split(/[[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
}

const labelled = (label: string, c: Case): Case => ({ ...c, label });

/** A valid body of the endpoint; `n` may make it unique (a new shopper's e-mail and phone). */
export type ValidBody = (n: number) => object;

/** One request of each kind, each built around its own valid body. */
export function landmarks(validOf: ValidBody): Case[] {
  const count = landmarkList(validOf(0)).length;
  return Array.from({ length: count }, (_, n) => landmarkList(validOf(n + 1))[n] as Case);
}

function landmarkList(valid: object): Case[] {
  const validText = JSON.stringify(valid);
  const validForm = bracketFields(valid);
  const gzipped = zlib.gzipSync(Buffer.from(validText));
  const firstKey = Object.keys(valid)[0] ?? 'code';
  return [
    json('the valid body', valid),
    form('the valid body as form data', valid),
    raw('20 MB JSON body', JSON_TYPE, hugeJson()),
    raw('20 MB JSON body, chunked', JSON_TYPE, chunked(hugeJson())),
    raw('20 MB form field', FORM_TYPE, hugeForm()),
    raw('20 MB form field, chunked', FORM_TYPE, chunked(hugeForm())),
    raw('gzip bomb (50 MB of zeros)', JSON_TYPE, bombs().gzip, { 'content-encoding': 'gzip' }),
    raw('deflate bomb', JSON_TYPE, bombs().deflate, { 'content-encoding': 'deflate' }),
    raw('brotli bomb', JSON_TYPE, bombs().br, { 'content-encoding': 'br' }),
    raw('gzip bomb as form data', FORM_TYPE, bombs().gzip, { 'content-encoding': 'gzip' }),
    raw('valid body, gzipped', JSON_TYPE, gzipped, { 'content-encoding': 'gzip' }),
    raw('broken gzip', JSON_TYPE, Buffer.concat([gzipped.subarray(0, 10), Buffer.from('not gzip at all')]), {
      'content-encoding': 'gzip',
    }),
    raw('truncated gzip', JSON_TYPE, gzipped.subarray(0, gzipped.length >> 1), {
      'content-encoding': 'gzip',
    }),
    raw('unknown Content-Encoding', JSON_TYPE, Buffer.from(validText), { 'content-encoding': 'zstd' }),
    raw('two Content-Encodings', JSON_TYPE, zlib.gzipSync(gzipped), { 'content-encoding': 'gzip, gzip' }),
    json('10k JSON fields', Object.fromEntries(Array.from({ length: 10_000 }, (_, n) => [`a${n}`, n]))),
    json(
      '5k JSON fields (under the size limit)',
      Object.fromEntries(Array.from({ length: 5_000 }, (_, n) => [`${n}`, 0])),
    ),
    raw(
      '10k form fields',
      FORM_TYPE,
      multipartBody(Array.from({ length: 10_000 }, (_, n) => [`a${n}`, 'x'])),
    ),
    json('10k order lines', {
      ...valid,
      items: Array.from({ length: 10_000 }, () => ({ quantite: 1, article_id: 1 })),
    }),
    json('2k order lines', {
      ...valid,
      items: Array.from({ length: 2_000 }, () => ({ quantite: 1, article_id: 1 })),
    }),
    raw('arrays nested 20k deep', JSON_TYPE, nested(20_000, '[', ']', firstKey)),
    raw('objects nested 5k deep', JSON_TYPE, nested(5_000, '{"a":', '}', firstKey)),
    raw('__proto__ key', JSON_TYPE, Buffer.from(`{"__proto__":{"admin":true},${validText.slice(1)}`)),
    raw(
      'constructor.prototype key',
      JSON_TYPE,
      Buffer.from(`{"constructor":{"prototype":{"admin":true}},${validText.slice(1)}`),
    ),
    labelled(
      '__proto__ form field names',
      formText([
        ...validForm.map(([name, value]) => field(name, value)),
        field('__proto__[admin]', 'true'),
        field('constructor[prototype][admin]', '1'),
        field(`${firstKey}[__proto__][x]`, '1'),
      ]),
    ),
    ...perTextField(valid, '\0').map(([name, body]) => json(`NUL in ${name}`, body)),
    ...perTextField(valid, '\x1b').map(([name, body]) =>
      form(`control character in ${name} (form data)`, body),
    ),
    json('NUL at the end of every text', withEveryText(valid, '\0')),
    json('control characters in every text', withEveryText(valid, '\x01\x1b\x7f\u202e')),
    form('NUL at the end of every form field', withEveryText(valid, '\0')),
    raw('raw control bytes inside a JSON string', JSON_TYPE, Buffer.from(`{"${firstKey}":"a\x00\x01b"}`)),
    raw(
      'invalid UTF-8',
      JSON_TYPE,
      Buffer.concat([
        Buffer.from(`{"${firstKey}":"`),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
        Buffer.from('"}'),
      ]),
    ),
    raw('UTF-16 charset', `${JSON_TYPE}; charset=utf-16`, Buffer.from(validText, 'utf16le')),
    raw('unknown charset', `${JSON_TYPE}; charset=klingon`, Buffer.from(validText)),
    raw('JSON sent as text/plain', 'text/plain', Buffer.from(validText)),
    raw(
      'url-encoded body',
      'application/x-www-form-urlencoded',
      Buffer.from(new URLSearchParams(validForm).toString()),
    ),
    raw('no Content-Type', undefined, Buffer.from(validText)),
    raw('empty JSON body', JSON_TYPE, Buffer.alloc(0)),
    raw('JSON null', JSON_TYPE, Buffer.from('null')),
    raw('JSON array', JSON_TYPE, Buffer.from(`[${validText}]`)),
    raw('JSON string', JSON_TYPE, Buffer.from('"BIENVENUE10"')),
    raw('multipart body sent as JSON', JSON_TYPE, multipartBody(validForm)),
    labelled(
      'empty multipart part',
      formText([`--${BOUNDARY}\r\n\r\n\r\n`, ...validForm.map(([n, v]) => field(n, v))]),
    ),
    labelled('part without a name', formText([part('Content-Disposition: form-data', 'x')])),
    labelled('empty field name', formText([field('', 'x'), ...validForm.map(([n, v]) => field(n, v))])),
    labelled(
      'file part',
      formText([
        part(
          'Content-Disposition: form-data; name="f"; filename="x.txt"\r\nContent-Type: text/plain',
          'hello',
        ),
      ]),
    ),
    labelled(
      'no closing boundary',
      formText(
        validForm.map(([n, v]) => field(n, v)),
        '',
      ),
    ),
    labelled(
      'cut inside a part',
      formText([`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${firstKey}"\r\n\r\nab`], ''),
    ),
    labelled(
      'closing boundary cut short',
      formText(
        validForm.map(([n, v]) => field(n, v)),
        `--${BOUNDARY.slice(0, 5)}`,
      ),
    ),
    raw(
      'boundary that is not the declared one',
      'multipart/form-data; boundary=other',
      multipartBody(validForm),
    ),
    raw('multipart without boundary', 'multipart/form-data', multipartBody(validForm)),
    raw(
      '200-character boundary',
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
      multipartBody(validForm, 'b'.repeat(200)),
    ),
    labelled(
      '30 header lines in one part',
      formText([
        part(
          [
            'Content-Disposition: form-data; name="x"',
            ...Array.from({ length: 30 }, (_, n) => `X-H${n}: v`),
          ].join('\r\n'),
          'x',
        ),
      ]),
    ),
    labelled(
      'bracket names out of range',
      formText([
        field('items[99999][quantite]', '1'),
        field('items[-1][quantite]', '1'),
        field('a[b][c][d][e][f]', '1'),
      ]),
    ),
    {
      label: 'no anti-forgery token',
      request: (visitor) => ({
        headers: { cookie: visitor.cookie ?? '', 'content-type': JSON_TYPE },
        body: Buffer.from(validText),
      }),
    },
  ];
}

/** Random requests around the valid body: mostly hostile values in its fields, some transport abuse. */
export function randomBodies(validOf: ValidBody, weights = { json: 30, form: 20 }): fc.Arbitrary<Case> {
  return fc.nat().chain((n) => randomBodiesAround(validOf(1_000 + n), weights));
}

function randomBodiesAround(valid: object, weights: { json: number; form: number }): fc.Arbitrary<Case> {
  const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });
  const validForm = bracketFields(valid);
  return fc.oneof(
    {
      weight: weights.json,
      arbitrary: mutations.map((m) => json('hostile values (JSON)', mutate(valid, m))),
    },
    {
      weight: weights.form,
      arbitrary: mutations.map((m) => form('hostile values (form data)', mutate(valid, m))),
    },
    { weight: 5, arbitrary: hostileValue.map((value) => json('any JSON value as the body', value)) },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(hostileString, fc.constantFrom('items[0][quantite]', 'client[nom]', 'code')),
            hostileString,
          ),
          { maxLength: 6 },
        )
        .map((fields) =>
          labelled(
            'hostile form field names',
            formText(fields.map(([n, v]) => field(n.replace(/["\r\n]/g, ''), v))),
          ),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat({ max: 30_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
        .map(([depth, [open, close]]) =>
          raw(
            'deep nesting',
            JSON_TYPE,
            nested(depth, open as string, close as string, Object.keys(valid)[0] ?? 'a'),
          ),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: 1, max: 12_000 })
        .map((count) =>
          raw(
            'many form fields',
            FORM_TYPE,
            multipartBody(Array.from({ length: count }, (_, n) => [`f${n}`, 'x'])),
          ),
        ),
    },
    {
      weight: 3,
      arbitrary: fc.nat().map((cut) => {
        const body = multipartBody(validForm);
        return raw('multipart cut short', FORM_TYPE, body.subarray(0, cut % body.length));
      }),
    },
    {
      weight: 3,
      arbitrary: fc
        .uint8Array({ maxLength: 3000 })
        .map((bytes) => raw('random bytes as JSON', JSON_TYPE, Buffer.from(bytes))),
    },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 3000 })
        .map((bytes) => raw('random bytes as form data', FORM_TYPE, Buffer.from(bytes))),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(mutations, fc.constantFrom('gzip', 'deflate', 'br')).map(([m, encoding]) => {
        const text = Buffer.from(JSON.stringify(mutate(valid, m)) ?? 'null');
        const compress = { gzip: zlib.gzipSync, deflate: zlib.deflateSync, br: zlib.brotliCompressSync }[
          encoding
        ];
        return raw(`hostile values, ${encoding}`, JSON_TYPE, compress(text), {
          'content-encoding': encoding,
        });
      }),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 500 }), fc.constantFrom('gzip', 'deflate', 'br'))
        .map(([bytes, encoding]) =>
          raw(
            `broken ${encoding}`,
            JSON_TYPE,
            Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.from(bytes)]),
            {
              'content-encoding': encoding,
            },
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          () => raw('20 MB JSON body', JSON_TYPE, hugeJson()),
          () => raw('20 MB form field, chunked', FORM_TYPE, chunked(hugeForm())),
          () => raw('gzip bomb', JSON_TYPE, bombs().gzip, { 'content-encoding': 'gzip' }),
        )
        .map((make) => make()),
    },
  );
}
