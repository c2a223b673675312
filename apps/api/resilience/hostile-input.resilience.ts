import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { changedTables, rowCounter } from './support/database.js';
import { encodeBody } from './support/encoding.js';
import { type Case, landmarks, randomBodies, type ValidBody } from './support/hostile-bodies.js';
import { queryLandmarks, randomQueries, randomUrls, urlLandmarks } from './support/hostile-urls.js';
import { describeStatuses, type Request, send } from './support/http.js';
import { DEMO_CLIENT, loadCatalogue, newClient, orderBody } from './support/orders.js';
import { scaled } from './support/scale.js';
import { useShop } from './support/shop.js';

// (d) Whatever a client sends to a write endpoint or a listing — wrong types, huge texts, deep nesting,
// `__proto__`, NUL and control characters, broken multipart, 20 MB bodies, compression bombs, 10k
// fields — the answer is never a 5xx, and a refused request writes nothing. Each endpoint meets every
// kind of abuse once (landmarks), then fast-check's random requests up to the count.

const CASES = scaled(1000);
const SEED = Number(process.env.RESILIENCE_SEED ?? 20_261_124);

const shop = await useShop();
const { db } = shop.database;
const [article] = await loadCatalogue(db);
if (!article) throw new Error('the demo catalogue has no article');
const visitor = await shop.visitor();
const countRows = await rowCounter(db);

const lines = [{ article, quantite: 1 }];
const placed = await send(shop.origin, {
  method: 'POST',
  path: '/api/Order',
  ...encodeBody(orderBody(lines, { code_client: DEMO_CLIENT }), 'json', visitor),
});
if (placed.status !== 201)
  throw new Error(`could not place the order to track: ${placed.status} ${placed.body}`);
const { reference } = JSON.parse(placed.body) as { reference: string };

interface Probe {
  label: string;
  build(): Request;
}

interface Target {
  name: string;
  /** Whether an accepted request may write rows (a listing or a lookup never may). */
  writes: boolean;
  probes(): Probe[];
}

function bodies(path: string, validOf: ValidBody, weights?: { json: number; form: number }): Probe[] {
  const fixed = landmarks(validOf);
  const drawn = fc.sample(randomBodies(validOf, weights), {
    numRuns: Math.max(0, CASES - fixed.length),
    seed: SEED,
  });
  return [...fixed, ...drawn].map((c: Case) => ({
    label: c.label,
    build: () => ({ method: 'POST', path, ...c.request(visitor) }),
  }));
}

function queries(path: string, fields: string[]): Probe[] {
  const fixed = queryLandmarks(fields);
  const drawn = fc.sample(randomQueries(fields), { numRuns: Math.max(0, CASES - fixed.length), seed: SEED });
  return [...fixed, ...drawn].map((q) => ({
    label: q.label,
    build: () => ({
      method: 'GET',
      path: q.query ? `${path}?${q.query}` : path,
      headers: { ...visitor, ...q.body?.headers },
      body: q.body?.body,
    }),
  }));
}

function urls(): Probe[] {
  const drawn = fc.sample(randomUrls, { numRuns: Math.max(0, CASES - urlLandmarks.length), seed: SEED });
  return [...urlLandmarks, ...drawn].map((u) => ({
    label: u.label,
    build: () => ({ method: u.method, path: u.path, headers: { ...visitor, ...u.headers } }),
  }));
}

const ARTICLE_FIELDS = [
  ...['page', 'currentPage', 'pageSize', 'sortOrder', 'minValue', 'maxValue'],
  ...['category_id', 'sub_category_id', 'collection_id', 'sex_id', 'size_id', 'color_id'],
];
const COLLECTION_FIELDS = [
  ...['page', 'page_size', 'sortOrder', 'collection_name', 'total_price_min', 'total_price_max'],
  ...['category_id', 'collection_id', 'sex_id', 'size_id', 'color_id'],
];

// Each order of a new shopper has its own e-mail and phone, so that its details reach the insert.
const order = (n: number) => orderBody(lines, { client: newClient(n) }, 'BIENVENUE10');
const orderForClient = () => orderBody(lines, { code_client: DEMO_CLIENT }, 'BIENVENUE10');
const TARGETS: Target[] = [
  {
    name: 'POST /api/Order (JSON)',
    writes: true,
    probes: () => bodies('/api/Order', order, { json: 50, form: 2 }),
  },
  {
    name: 'POST /api/Order (form data)',
    writes: true,
    probes: () => bodies('/api/Order', orderForClient, { json: 2, form: 50 }),
  },
  {
    name: 'POST /api/promos/apply',
    writes: false,
    probes: () => bodies('/api/promos/apply', () => ({ code: 'BIENVENUE10' })),
  },
  {
    name: 'POST /api/ContactMessage',
    writes: true,
    probes: () =>
      bodies('/api/ContactMessage', () => ({
        nom: 'Amira Ben Salah',
        email: 'amira@example.tn',
        sujet: 'Une bague sur mesure',
        message: 'Bonjour, faites-vous des bagues sur mesure ?',
      })),
  },
  {
    name: 'POST /api/sendemail',
    writes: true,
    probes: () => bodies('/api/sendemail', () => ({ email: 'news@example.tn' })),
  },
  {
    name: 'POST /api/orders/track',
    writes: false,
    probes: () => bodies('/api/orders/track', () => ({ reference, numero_telephone: '22123456' })),
  },
  {
    name: 'POST /api/articlesPaginate',
    writes: false,
    probes: () =>
      bodies('/api/articlesPaginate', () => ({
        page: 1,
        pageSize: 12,
        sortOrder: 'asc',
        category_id: 1,
        minValue: 0,
        maxValue: 500,
      })),
  },
  {
    name: 'GET /api/articlesPaginate',
    writes: false,
    probes: () => queries('/api/articlesPaginate', ARTICLE_FIELDS),
  },
  {
    name: 'POST /api/collectionPaginate',
    writes: false,
    probes: () =>
      bodies('/api/collectionPaginate', () => ({
        page: 1,
        page_size: 12,
        collection_name: 'Aube',
        total_price_min: 0,
        sortOrder: 'asc',
      })),
  },
  {
    name: 'GET /api/collectionPaginate',
    writes: false,
    probes: () => queries('/api/collectionPaginate', COLLECTION_FIELDS),
  },
  { name: 'other URLs and headers', writes: false, probes: urls },
];

// Node answers a request head over 16 KB with 431 and resets the connection at once: the client may lose
// that answer, which the shop never saw. Only such requests may end without one.
const HEAD_LIMIT = 16 * 1024;

interface Outcome {
  label: string;
  headBytes: number;
  status: number;
  error?: string;
  reply: string;
  changed: Record<string, number>;
}

const totals = { requests: 0, serverErrors: 0, refusedWrites: 0 };
afterAll(() => {
  console.log(
    `(d) all endpoints: ${totals.requests} hostile requests → ${totals.serverErrors} 5xx, ` +
      `${totals.refusedWrites} refused requests that wrote rows`,
  );
});

/** `label → status reply`, once per label and status, for the first few. */
function examples(outcomes: Outcome[], limit = 12): string[] {
  const seen = new Set<string>();
  return outcomes
    .map(
      (o) => `${o.label} → ${o.status || `no answer (${o.error})`} ${o.reply} ${JSON.stringify(o.changed)}`,
    )
    .filter((line) => !seen.has(line.slice(0, 80)) && seen.add(line.slice(0, 80)))
    .slice(0, limit);
}

describe('(d) hostile requests', () => {
  for (const target of TARGETS) {
    it(`${target.name}: ${CASES} requests, no 5xx, nothing written by a refused one`, async () => {
      const probes = target.probes();
      const outcomes: Outcome[] = [];
      const started = performance.now();
      for (const probe of probes) {
        const before = await countRows();
        const request = probe.build();
        const answer = await send(shop.origin, request);
        const changed = changedTables(before, await countRows());
        outcomes.push({
          label: probe.label,
          headBytes: request.path.length + JSON.stringify(request.headers ?? {}).length,
          status: answer.status,
          error: answer.error,
          reply: answer.body.slice(0, 160),
          changed,
        });
      }
      const seconds = (performance.now() - started) / 1000;
      const serverErrors = outcomes.filter((o) => o.status >= 500);
      const wrote = outcomes.filter((o) => Object.keys(o.changed).length > 0);
      const refusedWrites = wrote.filter((o) => o.status >= 400 || o.status === 0);
      const unexpectedWrites = target.writes ? refusedWrites : wrote;
      const unanswered = outcomes.filter((o) => o.status === 0 && o.headBytes <= HEAD_LIMIT);
      totals.requests += outcomes.length;
      totals.serverErrors += serverErrors.length;
      totals.refusedWrites += refusedWrites.length;
      console.log(
        `(d) ${target.name}: ${outcomes.length} requests → ${serverErrors.length} 5xx, ` +
          `${unexpectedWrites.length} ${target.writes ? 'refused requests' : 'requests'} that wrote rows, ` +
          `${unanswered.length} without an answer [${describeStatuses(outcomes)}] in ${seconds.toFixed(0)} s`,
      );

      expect(outcomes.length).toBeGreaterThanOrEqual(CASES);
      expect(examples(serverErrors), shop.logTail(20)).toEqual([]);
      expect(examples(unexpectedWrites)).toEqual([]);
      expect(examples(unanswered)).toEqual([]);
    });
  }
});
