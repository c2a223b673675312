import fc from 'fast-check';

// Values a hostile or broken client puts in a form: wrong types, control characters, huge texts,
// prototype keys, odd numbers. They are placed into otherwise valid bodies (mutate), so they reach the
// deeper layers (schemas, services, SQL) and not only the first check.

const CONTROL = [
  '\0',
  '\x01',
  '\x07',
  '\b',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\x1b',
  '\x1f',
  '\x7f',
  '\x85',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
];

const TRICKY = [
  '',
  ' ',
  '0',
  '-1',
  '1e1',
  '1e400',
  '0x1f',
  '١٢',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  "'; DROP TABLE commandes; --",
  '%00',
  '\\u0000',
  'CL-DEMO01',
  'BIENVENUE10',
  'demo@vitrine.tn',
  '22123456',
  'VT-2026-000001',
];

export const FIELD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...CONTROL, 'a', 'é', '0', ' ', '@'), maxLength: 40 }),
  fc.constantFrom(...TRICKY),
  fc.constantFrom(...TRICKY).map((text) => `${text}\0`),
  fc
    .tuple(fc.constantFrom('a', 'é', '\0', '😀', '1'), fc.integer({ min: 100, max: 70_000 }))
    .map(([unit, times]) => unit.repeat(times)),
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FIELD_KEYS),
  fc.string({ maxLength: 12 }),
  hostileString.filter((key) => key.length < 200),
);

const oddNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  0.0001,
  1e21,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -1e308,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    oddNumbers,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 3 }),
  ),
})).value;

export interface Mutation {
  at: number;
  op: 'set' | 'delete' | 'add';
  key: string;
  value: unknown;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom<Mutation['op']>('set', 'set', 'set', 'delete', 'add'),
  key: hostileKey,
  value: hostileValue,
});

type Container = Record<string, unknown> | unknown[];

/** A copy of `body` with each mutation applied to one of its fields (or containers, for `add`). */
export function mutate(body: object, mutations: Mutation[]): unknown {
  const copy = structuredClone(body) as Container;
  for (const { at, op, key, value } of mutations) {
    const slots = fieldsOf(copy);
    const slot = slots[at % slots.length];
    if (!slot) continue;
    const [container, field] = slot;
    if (op === 'delete' && !Array.isArray(container)) delete container[field];
    // defineProperty keeps `__proto__` an own, serialised key instead of changing the prototype.
    else if (op === 'add' && !Array.isArray(container)) own(container, key, value);
    else own(container, field, value);
  }
  return copy;
}

function own(container: Container, key: string, value: unknown) {
  Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
}

function fieldsOf(container: Container): Array<[Container, string]> {
  return Object.keys(container).flatMap((key) => {
    const inner = (container as Record<string, unknown>)[key];
    const nested = inner !== null && typeof inner === 'object' ? fieldsOf(inner as Container) : [];
    return [[container, key] as [Container, string], ...nested];
  });
}
