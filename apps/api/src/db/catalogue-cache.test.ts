import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createCatalogue } from '../../test/fixtures.js';
import { CatalogueCache, memoryBytes } from './catalogue-cache.js';

// The catalogue cache against a real PostgreSQL: an edit made outside the shop (as in Prisma Studio)
// shows at once, and while the shop cannot hear of edits it keeps nothing.

const { db, url } = await useTestDatabase('empty');
const {
  articles: [bague],
} = await createCatalogue(db, [{ nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' }]);
const cache = new CatalogueCache(url);
afterAll(() => cache.stop());
const app = await createTestApp(db, { catalogue: cache });
const articlePath = `/api/Article/${bague?.id}`;
const listingPath = '/api/articlesPaginate?sortOrder=asc';

/** A statement from another connection, as an owner's tool sends it. */
async function elsewhere(sql: string, options: { silent?: boolean } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A replica session fires no trigger: the edit is not announced, to see what the cache keeps.
    if (options.silent) await client.query('SET session_replication_role = replica');
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const nameShown = async () => (await request(app).get(articlePath).expect(200)).body.nom;

describe('the catalogue cache', () => {
  it('answers a repeated read from memory', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    expect(await nameShown()).toBe('Bague Aube');
    await elsewhere(`UPDATE articles SET nom = 'Bague Secrète' WHERE id = ${bague?.id}`, { silent: true });
    expect(await nameShown()).toBe('Bague Aube');
  });

  it('shows an edit made outside the shop within 30 s (at once, in practice)', async () => {
    const listed = await request(app).get(listingPath).expect(200);
    expect(listed.body.articles[0].prix).toBe(120);
    const editedAt = Date.now();
    await elsewhere(`UPDATE articles SET nom = 'Bague Nouvelle', prix = 99.5 WHERE id = ${bague?.id}`);
    await vi.waitFor(async () => expect(await nameShown()).toBe('Bague Nouvelle'), {
      timeout: 30_000,
      interval: 20,
    });
    console.log(`[mesure] edit shown by the cached shop after ${Date.now() - editedAt} ms`);
    const relisted = await request(app).get(listingPath).expect(200);
    expect(relisted.body.articles[0]).toMatchObject({ nom: 'Bague Nouvelle', prix: 99.5 });
    expect(relisted.headers.etag).not.toBe(listed.headers.etag);
  });

  it('keeps nothing while it cannot hear of edits, and listens again by itself', async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    expect(await nameShown()).toBe('Bague Nouvelle');
    await elsewhere(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    await vi.waitFor(() => expect(cache.live).toBe(false), { timeout: 10_000 });
    await elsewhere(`UPDATE articles SET nom = 'Bague Muette' WHERE id = ${bague?.id}`, { silent: true });
    expect(await nameShown()).toBe('Bague Muette');
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    await elsewhere(`UPDATE articles SET nom = 'Bague Revenue' WHERE id = ${bague?.id}`);
    await vi.waitFor(async () => expect(await nameShown()).toBe('Bague Revenue'), { timeout: 30_000 });
  });

  it("forgets what it kept when the site images change too (the home page's first paint)", async () => {
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('site images', load)).toBe(1);
    expect(await cache.get('site images', load)).toBe(1);
    await elsewhere(
      "INSERT INTO gestion_site_web (nom, url, position) VALUES ('Vitrine', '/storage/x.webp', 0)",
    );
    // Well within the 30 s the cache keeps anything: the change was announced.
    await vi.waitFor(async () => expect(await cache.get('site images', load)).toBe(2), { timeout: 5_000 });
  });

  it('answers a conditional GET of an unchanged listing with 304', async () => {
    const first = await request(app).get(listingPath).expect(200);
    await request(app).get(listingPath).set('If-None-Match', String(first.headers.etag)).expect(304);
  });
});

describe('the catalogue cache within its memory budget', () => {
  // 400 kB: 300 kB for answers, 100 kB for rendered pages.
  const small = new CatalogueCache(url, undefined, { maxBytes: 400_000 });
  afterAll(() => small.stop());
  const text = (n: number, char = 'a') => `${n}`.padEnd(10_000, char);

  it('keeps the total under the budget by forgetting the least recently used answers', async () => {
    await vi.waitFor(() => expect(small.live).toBe(true), { timeout: 10_000 });
    for (let n = 0; n < 100; n++) {
      await small.get(`listing ${n}`, async () => text(n));
      // The first answer is read again and again: it stays while older ones go.
      if (n > 0) expect(await small.get('listing 0', async () => 'reloaded')).toBe(text(0));
      expect(small.bytes.answers).toBeLessThanOrEqual(300_000);
    }
    // About 29 answers of 10 kB fit: the last ones and the one read throughout.
    const kept = Array.from({ length: 100 }, (_, n) => n).filter((n) => small.has(`listing ${n}`));
    expect(kept.length).toBeGreaterThan(20);
    expect(kept[0]).toBe(0);
    expect(kept.slice(1)).toEqual(
      Array.from({ length: kept.length - 1 }, (_, i) => 100 - kept.length + 1 + i),
    );
    expect(small.bytes.answers).toBeGreaterThan(250_000);
    // A forgotten answer is loaded again, then kept again.
    let loads = 0;
    expect(await small.get('listing 1', async () => `${++loads}`)).toBe('1');
    expect(await small.get('listing 1', async () => `${++loads}`)).toBe('1');
  });

  it('counts a text holding a character past U+00FF twice (as V8 keeps it), and pages apart', async () => {
    expect(memoryBytes(text(1))).toBe(10_000);
    expect(memoryBytes(text(1, '’'))).toBe(20_000);
    await vi.waitFor(() => expect(small.live).toBe(true), { timeout: 10_000 });
    const answers = small.bytes.answers;
    for (let n = 0; n < 20; n++) {
      await small.pages.get(`page /${n}`, async () => ({ status: 200, html: text(n, '’'), etag: 'W/"x"' }));
      expect(small.bytes.pages).toBeLessThanOrEqual(100_000);
    }
    // Four pages of 20 kB fit in 100 kB; the answers were left alone.
    expect(small.bytes.pages).toBeGreaterThan(80_000);
    expect(small.bytes.answers).toBe(answers);
  });

  it('does not keep an answer larger than the whole budget, nor one loaded across a change', async () => {
    await vi.waitFor(() => expect(small.live).toBe(true), { timeout: 10_000 });
    let loads = 0;
    const huge = async () => {
      loads++;
      return 'x'.repeat(400_000);
    };
    await small.get('sitemap', huge);
    await small.get('sitemap', huge);
    expect(loads).toBe(2);
    expect(small.bytes.answers).toBeLessThanOrEqual(300_000);

    await small.get('marker', async () => 'kept until a change');
    let arrive: (text: string) => void = () => {};
    const slow = small.get('listing late', () => new Promise<string>((resolve) => (arrive = resolve)));
    await elsewhere(`UPDATE articles SET nom = 'Bague Tardive' WHERE id = ${bague?.id}`);
    await vi.waitFor(() => expect(small.has('marker')).toBe(false), { timeout: 10_000 });
    arrive('read before the change');
    expect(await slow).toBe('read before the change');
    expect(small.has('listing late')).toBe(false);
  });
});
