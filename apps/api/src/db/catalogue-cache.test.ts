import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createCatalogue } from '../../test/fixtures.js';
import { CatalogueCache } from './catalogue-cache.js';

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
