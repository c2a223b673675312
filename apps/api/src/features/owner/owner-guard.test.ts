import { MESSAGES } from '@vitrine/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { signedInOwner } from '../../../test/owner.js';
import { CONTACT_MESSAGE, createOneArticleShop, databaseState } from '../../../test/shop-fixtures.js';

// Every route of /api/owner, as the console sends it: none may answer, read or write without a live
// session (401), and none of the writes may run without the anti-forgery token (403), session or not.

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);

const { bague, client } = await createOneArticleShop(db);
const order = await db.$queryRaw<Array<{ reference: string }>>`
  INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total)
  VALUES ('VT-2026-000001', ${client.id}, 120, 7, 127) RETURNING reference`;
const message = await db.contactMessage.create({ data: CONTACT_MESSAGE });
const photos = await db.articleImage.findMany({
  where: { article_id: bague.id },
  orderBy: { position: 'asc' },
});
const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c9a227' } })
  .jpeg()
  .toBuffer();

const reference = order[0]!.reference;
type Send = (test: request.Test) => request.Test;
const json =
  (body: object): Send =>
  (test) =>
    test.send(body);
const upload: Send = (test) =>
  test.attach('images', photo, { filename: 'bague.jpg', contentType: 'image/jpeg' });

const ROUTES: Array<{ method: 'get' | 'post' | 'put' | 'delete'; path: string; send?: Send }> = [
  { method: 'get', path: '/api/owner/session' },
  { method: 'delete', path: '/api/owner/session' },
  { method: 'get', path: '/api/owner/orders?etat=en%20cours&q=amira&page=1' },
  { method: 'get', path: `/api/owner/orders/${reference}` },
  { method: 'post', path: `/api/owner/orders/${reference}/etat`, send: json({ etat: 'confirmée' }) },
  { method: 'get', path: '/api/owner/orders.csv?from=2026-01-01&to=2026-12-31' },
  { method: 'get', path: '/api/owner/messages?page=1' },
  { method: 'post', path: `/api/owner/messages/${message.id}/lu`, send: json({ lu: true }) },
  { method: 'get', path: '/api/owner/articles?q=bague' },
  { method: 'get', path: `/api/owner/articles/${bague.id}/images` },
  { method: 'post', path: `/api/owner/articles/${bague.id}/images`, send: upload },
  {
    method: 'put',
    path: `/api/owner/articles/${bague.id}/images`,
    send: json({ ids: photos.map((image) => image.id).reverse() }),
  },
  { method: 'delete', path: `/api/owner/articles/${bague.id}/images/${photos[0]!.id}` },
  // A path no route serves is closed too: nobody learns which exist.
  { method: 'get', path: '/api/owner/inconnu' },
];
const WRITES = ROUTES.filter((route) => route.method !== 'get');

/** What any owner route could change. */
async function ownerState() {
  const [shop, sessions, orders, history, messages, images, article] = await Promise.all([
    databaseState(db),
    db.ownerSession.count(),
    db.$queryRaw`SELECT reference, etat::text FROM commandes ORDER BY id`,
    db.$queryRaw`SELECT count(*)::int FROM commande_historique`,
    db.contactMessage.findMany({ select: { id: true, lu: true } }),
    db.articleImage.findMany({ orderBy: { id: 'asc' } }),
    db.article.findUniqueOrThrow({ where: { id: bague.id }, select: { image: true } }),
  ]);
  return { shop, sessions, orders, history, messages, images, article };
}

const send = (test: request.Test, route: (typeof ROUTES)[number]) => (route.send ? route.send(test) : test);

describe('/api/owner without a session', () => {
  it('answers 401 in French to every route, private and unindexed, and changes nothing', async () => {
    const browser = await visitor(app);
    const before = await ownerState();
    for (const route of ROUTES) {
      // The anti-forgery token is valid: only the missing session stops these requests.
      const test = request(app)
        [route.method](route.path)
        .set('Cookie', browser.cookie)
        .set('X-XSRF-TOKEN', browser.token);
      const response = await send(test, route);
      const name = `${route.method.toUpperCase()} ${route.path}`;
      expect(response.status, name).toBe(401);
      expect(response.body, name).toEqual({ message: MESSAGES.ownerSignInRequired });
      expect(response.headers['cache-control'], name).toBe('no-store');
      expect(response.headers['x-robots-tag'], name).toMatch(/noindex/);
    }
    expect(await ownerState()).toEqual(before);
  });

  it('answers 401 to a forged, an ended or an expired session cookie', async () => {
    const ended = await signedInOwner(app);
    await ended.delete('/api/owner/session');
    const expired = await signedInOwner(app);
    await db.$executeRaw`UPDATE owner_sessions SET last_seen_at = now() - interval '13 hours'`;
    const forged = `vitrine_owner=${'A'.repeat(43)}`;
    expect((await request(app).get('/api/owner/orders').set('Cookie', forged)).status).toBe(401);
    expect((await ended.get('/api/owner/orders')).status).toBe(401);
    expect((await expired.get('/api/owner/orders')).status).toBe(401);
  });
});

describe('/api/owner writes without the anti-forgery token', () => {
  it('are refused with 403, signed in or not, and change nothing', async () => {
    const owner = await signedInOwner(app);
    const before = await ownerState();
    const cookieOnly = owner.set('X-XSRF-TOKEN', '');
    for (const route of [
      { method: 'post' as const, path: '/api/owner/session', send: json({ mot_de_passe: 'x' }) },
      ...WRITES,
    ]) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      expect((await send(request(app)[route.method](route.path), route)).status, name).toBe(403);
      expect((await send(cookieOnly[route.method](route.path), route)).status, `${name} (signed in)`).toBe(
        403,
      );
    }
    expect(await ownerState()).toEqual(before);
  });
});
