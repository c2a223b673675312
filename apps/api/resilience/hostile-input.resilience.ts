import { readdir } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { changedTables, rowCounter } from './support/database.js';
import { encodeBody } from './support/encoding.js';
import { type Case, landmarks, randomBodies, type ValidBody } from './support/hostile-bodies.js';
import { uploadLandmarks } from './support/hostile-uploads.js';
import { queryLandmarks, randomQueries, randomUrls, urlLandmarks } from './support/hostile-urls.js';
import { describeStatuses, type Request, send } from './support/http.js';
import { DEMO_CLIENT, loadCatalogue, newClient, orderBody } from './support/orders.js';
import { scaled } from './support/scale.js';
import { OWNER_PASSWORD, useShop } from './support/shop.js';

// (d) Whatever a client sends to a write endpoint or a listing — wrong types, huge texts, deep nesting,
// `__proto__`, NUL and control characters, broken multipart, 20 MB bodies, compression bombs, 10k
// fields, photos that are not photos, pixel bombs, wrong passwords, owner routes without a session —
// the answer is never a 5xx, and a refused request writes nothing (no row, no file under /storage). Each endpoint meets every
// kind of abuse once (landmarks), then fast-check's random requests up to the count.

const CASES = scaled(1000);
const SEED = Number(process.env.RESILIENCE_SEED ?? 20_261_124);

const shop = await useShop();
const { db } = shop.database;
const [article] = await loadCatalogue(db);
if (!article) throw new Error('the demo catalogue has no article');
const visitor = await shop.visitor();
const countTableRows = await rowCounter(db);
const countRows = async () => ({ ...(await countTableRows()), 'storage files': await countFiles() });

async function countFiles(): Promise<number> {
  const entries = await readdir(shop.storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** The known-device cookie the owner's first sign-in gets, if any yet. */
let ownerDevice: string | undefined;

/**
 * The owner, signed in: the visitor's cookies plus a new session cookie. Each owner target signs in
 * afresh: a sign-in that succeeds while signed in ends the session it replaces. It signs in from the
 * owner's known device, which the wrong passwords sent before cannot keep out.
 */
async function signedInOwner(): Promise<Record<string, string>> {
  const fromDevice = ownerDevice ? { ...visitor, cookie: `${visitor.cookie}; ${ownerDevice}` } : visitor;
  const signIn = await send(shop.origin, {
    method: 'POST',
    path: '/api/owner/session',
    ...encodeBody({ mot_de_passe: OWNER_PASSWORD }, 'json', fromDevice),
  });
  const cookies = ([] as string[])
    .concat(signIn.headers['set-cookie'] ?? [])
    .map((line) => line.split(';', 1)[0] ?? '');
  const sessionCookie = cookies.find((cookie) => cookie.startsWith('vitrine_owner='));
  if (signIn.status !== 204 || !sessionCookie) {
    throw new Error(`could not sign in as the owner: ${signIn.status} ${signIn.body}`);
  }
  ownerDevice ??= cookies.find((cookie) => cookie.startsWith('vitrine_owner_device='));
  // Without the device's cookie: the console's other requests do not carry it (its path is the sign-in's).
  return { ...visitor, cookie: `${visitor.cookie}; ${sessionCookie}` };
}
const uploads = await uploadLandmarks();

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
  probes(): Probe[] | Promise<Probe[]>;
  /** Sent with the owner's session: a 401 would mean the probes never reached the route. */
  signedIn?: boolean;
}

function bodies(
  path: string,
  validOf: ValidBody,
  weights?: { json: number; form: number },
  as: { method?: string; headers?: Record<string, string> } = {},
): Probe[] {
  const fixed = landmarks(validOf);
  const drawn = fc.sample(randomBodies(validOf, weights), {
    numRuns: Math.max(0, CASES - fixed.length),
    seed: SEED,
  });
  return [...fixed, ...drawn].map((c: Case) => ({
    label: c.label,
    build: () => ({ method: as.method ?? 'POST', path, ...c.request(as.headers ?? visitor) }),
  }));
}

/** Near misses and wrong types, signed in or not (a right one sent signed in would end our session). */
function wrongPasswords(owner: Record<string, string>): Probe[] {
  const tries: Array<[string, unknown]> = [
    ['a wrong password', 'motdepasse'],
    ['the password in capitals', OWNER_PASSWORD.toUpperCase()],
    ['the password and a space', `${OWNER_PASSWORD} `],
    ['the password cut short', OWNER_PASSWORD.slice(0, -1)],
    ['200 characters', 'p'.repeat(200)],
    ['201 characters', 'p'.repeat(201)],
    ['100 000 characters', 'p'.repeat(100_000)],
    ['an empty password', ''],
    ['NUL in the password', `${OWNER_PASSWORD}\0`],
    ['null', null],
    ['a number', 12345678],
    ['a list', [OWNER_PASSWORD]],
    ['an object', { $ne: '' }],
  ];
  return [visitor, owner].flatMap((headers) =>
    tries.map(([label, password]) => ({
      label: `${label}${headers === owner ? ' (signed in)' : ''}`,
      build: () => ({
        method: 'POST',
        path: '/api/owner/session',
        ...encodeBody({ mot_de_passe: password }, 'json', headers),
      }),
    })),
  );
}

/** Every kind of photo upload once, sent with `headers` (the owner's, or a visitor's alone). */
function photoUploads(path: string, headers: Record<string, string>): Probe[] {
  return uploads.cases.map((c) => ({
    label: c.label,
    build: () => ({ method: 'POST', path, ...c.request(headers) }),
  }));
}

function queries(path: string, fields: string[], headers = visitor): Probe[] {
  const fixed = queryLandmarks(fields);
  const drawn = fc.sample(randomQueries(fields), { numRuns: Math.max(0, CASES - fixed.length), seed: SEED });
  return [...fixed, ...drawn].map((q) => ({
    label: q.label,
    build: () => ({
      method: 'GET',
      path: q.query ? `${path}?${q.query}` : path,
      headers: { ...headers, ...q.body?.headers },
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

// Uploads go to another article than the one ordered; the reorder target keeps its demo photos.
const photosPath = `/api/owner/articles/${(await loadCatalogue(db))[1]?.id}/images`;
const PHOTO_PATHS = [
  '/api/owner/articles/0/images',
  '/api/owner/articles/-1/images',
  '/api/owner/articles/abc/images',
  '/api/owner/articles/1.5/images',
  '/api/owner/articles/99999999999999999999/images',
  '/api/owner/articles/2147483647/images',
  '/api/owner/articles/%00/images',
];
const photoIds = (
  await db.articleImage.findMany({ where: { article_id: article.id }, orderBy: { position: 'desc' } })
).map((image) => image.id);

// The order desk (issue #25): a customer of her own for the customers' routes, so that blocking her
// phone leaves the demo client's orders alone; phones in paths that are no phone, or no longer one once
// decoded.
const deskCustomer = await send(shop.origin, {
  method: 'POST',
  path: '/api/Order',
  ...encodeBody(orderBody(lines, { client: newClient(900_000) }), 'json', visitor),
});
if (deskCustomer.status !== 201)
  throw new Error(`could not place the desk customer's order: ${deskCustomer.status} ${deskCustomer.body}`);
const customerPath = `/api/owner/clients/${newClient(900_000).numero_telephone}`;
const PHONES_IN_PATHS = [
  'abc',
  '%00',
  '1234567',
  '123456789',
  '9'.repeat(2_000),
  '%E0%A4%A',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  '-12345678',
  '5090%0A0000',
  '%2B216%2050%20900%20000',
  '50%C2%A0900%C2%A0000',
];
const phonePaths = (suffix = '') => PHONES_IN_PATHS.map((phone) => `/api/owner/clients/${phone}${suffix}`);
const REFERENCES_IN_PATHS = ['VT-0000-000000', 'abc', '%00', 'x'.repeat(2_000), '%E0%A4%A', '..%2Fclients'];
/** A valid body sent to each hostile path, with `method`. */
function toPaths(paths: string[], method: string, body: object, headers: Record<string, string>): Probe[] {
  return paths.map((path) => ({
    label: `${method} ${path.slice(0, 60)}`,
    build: () => ({ method, path, ...encodeBody(body, 'json', headers) }),
  }));
}
const LAST_EVENT_IDS = [
  '',
  '-1',
  'abc',
  '1e309',
  '9'.repeat(400),
  '0x10',
  '1%00',
  'é'.repeat(50),
  '[1]',
  '{"id":1}',
  ' 12 ',
];
/** The console's live events: hostile Last-Event-ID headers and queries (a stream is judged by its head). */
function eventProbes(headers: Record<string, string>): Probe[] {
  return [
    ...LAST_EVENT_IDS.map((id) => ({
      label: `Last-Event-ID ${JSON.stringify(id).slice(0, 40)}`,
      build: () => ({
        method: 'GET',
        path: '/api/owner/events',
        headers: { ...headers, 'last-event-id': id },
        headOnly: true,
      }),
    })),
    ...queries('/api/owner/events', ['lastEventId', 'since'], headers).map((probe) => ({
      ...probe,
      build: () => ({ ...probe.build(), headOnly: true }),
    })),
  ];
}

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
  {
    name: 'POST /api/owner/session',
    writes: true,
    probes: async () => [
      ...wrongPasswords(await signedInOwner()),
      ...bodies('/api/owner/session', () => ({ mot_de_passe: OWNER_PASSWORD })),
    ],
  },
  {
    name: 'POST /api/owner/articles/:id/images (signed in)',
    writes: true,
    signedIn: true,
    probes: async () => {
      const owner = await signedInOwner();
      return [
        ...photoUploads(photosPath, owner),
        ...PHOTO_PATHS.map((path) => ({
          label: `a photo to ${path}`,
          build: () => ({ method: 'POST', path, ...(uploads.cases[0] as Case).request(owner) }),
        })),
        ...bodies(photosPath, () => ({ images: 'photo.jpg' }), { json: 10, form: 40 }, { headers: owner }),
      ];
    },
  },
  {
    name: 'POST /api/owner/articles/:id/images (without a session)',
    writes: false,
    probes: () => [
      ...photoUploads(photosPath, visitor),
      ...photoUploads(photosPath, { ...visitor, cookie: `${visitor.cookie}; vitrine_owner=forged` }),
      ...bodies(photosPath, () => ({ images: 'photo.jpg' }), { json: 10, form: 40 }),
    ],
  },
  {
    name: 'PUT /api/owner/articles/:id/images (signed in)',
    writes: true,
    signedIn: true,
    probes: async () =>
      bodies(`/api/owner/articles/${article.id}/images`, () => ({ ids: photoIds }), undefined, {
        method: 'PUT',
        headers: await signedInOwner(),
      }),
  },
  {
    name: 'GET /api/owner/articles (signed in)',
    writes: false,
    signedIn: true,
    probes: async () => queries('/api/owner/articles', ['q'], await signedInOwner()),
  },
  {
    name: 'POST /api/owner/orders/:reference/appels (signed in)',
    writes: true,
    signedIn: true,
    probes: async () => {
      const owner = await signedInOwner();
      const call = (n: number) => ({ resultat: 'injoignable', note: `Appel ${n} sans réponse` });
      return [
        ...bodies(`/api/owner/orders/${reference}/appels`, call, undefined, { headers: owner }),
        ...toPaths(
          REFERENCES_IN_PATHS.map((ref) => `/api/owner/orders/${ref}/appels`),
          'POST',
          call(0),
          owner,
        ),
      ];
    },
  },
  {
    name: 'PATCH /api/owner/orders/:reference (signed in)',
    writes: true,
    signedIn: true,
    probes: async () => {
      const owner = await signedInOwner();
      const change = (n: number) => ({ adresse: `${n} rue de Rome`, region: 'Tunis', code_postal: '1000' });
      return [
        ...bodies(`/api/owner/orders/${reference}`, change, undefined, { method: 'PATCH', headers: owner }),
        ...toPaths(
          REFERENCES_IN_PATHS.map((ref) => `/api/owner/orders/${ref}`),
          'PATCH',
          change(0),
          owner,
        ),
      ];
    },
  },
  {
    name: 'the order desk’s order routes (without a session)',
    writes: false,
    probes: () => [
      ...bodies(`/api/owner/orders/${reference}/appels`, () => ({ resultat: 'confirmee' }), {
        json: 10,
        form: 2,
      }),
      ...bodies(
        `/api/owner/orders/${reference}`,
        () => ({ adresse: '1 rue de Rome', region: 'Tunis' }),
        undefined,
        {
          method: 'PATCH',
        },
      ).slice(0, 200),
    ],
  },
  {
    name: 'GET /api/owner/clients (signed in)',
    writes: false,
    signedIn: true,
    probes: async () => queries('/api/owner/clients', ['q', 'page'], await signedInOwner()),
  },
  {
    name: 'GET /api/owner/clients/:telephone (signed in)',
    writes: false,
    signedIn: true,
    probes: async () => {
      const owner = await signedInOwner();
      return [
        ...phonePaths().map((path) => ({
          label: `GET ${path.slice(0, 60)}`,
          build: () => ({ method: 'GET', path, headers: owner }),
        })),
        ...queries(customerPath, ['q', 'page'], owner),
      ];
    },
  },
  {
    name: 'POST /api/owner/clients/:telephone/notes (signed in)',
    writes: true,
    signedIn: true,
    probes: async () => {
      const owner = await signedInOwner();
      const note = (n: number) => ({ texte: `Préfère être appelée le soir (${n}).` });
      return [
        ...bodies(`${customerPath}/notes`, note, undefined, { headers: owner }),
        ...toPaths(phonePaths('/notes'), 'POST', note(0), owner),
      ];
    },
  },
  {
    name: 'POST /api/owner/clients/:telephone/blocage (signed in)',
    writes: true,
    signedIn: true,
    probes: async () => {
      const owner = await signedInOwner();
      const block = () => ({ bloque: true, raison: 'Trois colis refusés' });
      return [
        ...bodies(`${customerPath}/blocage`, block, undefined, { headers: owner }),
        ...toPaths(phonePaths('/blocage'), 'POST', block(), owner),
      ];
    },
  },
  {
    name: 'the customers’ routes (without a session)',
    writes: false,
    probes: () => {
      const forged = { ...visitor, cookie: `${visitor.cookie}; vitrine_owner=forged` };
      return [
        ...queries('/api/owner/clients', ['q', 'page']).slice(0, 200),
        ...phonePaths().map((path) => ({
          label: `GET ${path.slice(0, 60)}`,
          build: () => ({ method: 'GET', path, headers: visitor }),
        })),
        ...toPaths(phonePaths('/notes'), 'POST', { texte: 'Bonjour' }, forged),
        ...toPaths(phonePaths('/blocage'), 'POST', { bloque: true }, visitor),
        ...bodies(`${customerPath}/notes`, () => ({ texte: 'Bonjour' }), { json: 10, form: 2 }),
        ...bodies(
          `${customerPath}/blocage`,
          () => ({ bloque: true }),
          { json: 10, form: 2 },
          { headers: forged },
        ).slice(0, 300),
      ];
    },
  },
  {
    name: 'GET /api/owner/events',
    writes: false,
    probes: async () => [...eventProbes(visitor), ...eventProbes(await signedInOwner())],
  },
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
      const probes = await target.probes();
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
      if (target.signedIn) expect(examples(outcomes.filter((o) => o.status === 401))).toEqual([]);
    });
  }
});
