import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createOneArticleShop, databaseState } from '../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const { bague } = await createOneArticleShop(db);
const order = { code_client: 'CL-TEST0001', items: [{ quantite: 1, article_id: bague.id }] };

const FORBIDDEN_TOKEN = 'Jeton de sécurité manquant ou invalide. Rechargez la page puis réessayez.';
const FORBIDDEN_ORIGIN = 'Requête refusée : elle ne provient pas du site de la boutique.';

async function expectForbidden(send: () => Promise<{ status: number; body: unknown }>, message: string) {
  const before = await databaseState(db);
  const response = await send();
  expect(response.status).toBe(403);
  expect(response.body).toEqual({ message });
  expect(await databaseState(db)).toEqual(before);
}

describe('the anti-forgery cookie', () => {
  it('is set by a GET, readable by the storefront, strict and bound to an httpOnly visitor cookie', async () => {
    const response = await request(app).get('/api/health');
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const visitorCookie = cookies.find((c) => c.startsWith('vitrine_visitor='))!;
    expect(xsrf).toContain('SameSite=Strict');
    expect(xsrf).not.toContain('HttpOnly');
    expect(xsrf).not.toContain('Secure');
    expect(visitorCookie).toContain('HttpOnly');
    expect(visitorCookie).toContain('SameSite=Strict');
  });

  it('is handed out by the GET the storefront reads before its first write, not by catalogue reads', async () => {
    // apps/web/src/lib/api-client.ts, ensureXsrfToken: GET /api/Sex when the cookie is missing or stale.
    const sexes = await request(app).get('/api/Sex').expect(200);
    expect(String(sexes.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    const token = /XSRF-TOKEN=([^;]+)/.exec(String(sexes.headers['set-cookie']))?.[1] ?? '';
    const cookie = (sexes.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const written = await request(app)
      .post('/api/Order')
      .set('Cookie', cookie)
      .set('X-XSRF-TOKEN', decodeURIComponent(token))
      .send(order);
    expect(written.status).toBe(201);
    for (const path of [`/api/Article/${bague.id}`, '/api/articlesPaginate?page=1', '/api/Collection']) {
      const read = await request(app).get(path).expect(200);
      expect(read.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('is not set again while the one the visitor holds is valid', async () => {
    const shopper = await visitor(app);
    const again = await request(app).get('/api/health').set('Cookie', shopper.cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('is replaced when it was signed for another visitor', async () => {
    const [alice, bob] = [await visitor(app), await visitor(app)];
    const mixed = `${alice.cookie.split('; ').find((c) => c.startsWith('vitrine_visitor='))}; XSRF-TOKEN=${encodeURIComponent(bob.token)}`;
    const response = await request(app).get('/api/health').set('Cookie', mixed);
    expect(String(response.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });
});

describe('writes under /api', () => {
  it('pass with the cookie echoed in X-XSRF-TOKEN', async () => {
    const response = await (await visitor(app)).post('/api/Order').send(order);
    expect(response.status).toBe(201);
  });

  it('are refused (403, in French) without the header, without the cookie, or with a forged token', async () => {
    const shopper = await visitor(app);
    await expectForbidden(() => request(app).post('/api/Order').send(order), FORBIDDEN_TOKEN);
    await expectForbidden(
      () => request(app).post('/api/Order').set('Cookie', shopper.cookie).send(order),
      FORBIDDEN_TOKEN,
    );
    await expectForbidden(
      () => request(app).post('/api/Order').set('X-XSRF-TOKEN', shopper.token).send(order),
      FORBIDDEN_TOKEN,
    );
    const forged = `${'0'.repeat(64)}.${shopper.token.split('.')[1]}`;
    await expectForbidden(
      () =>
        request(app)
          .post('/api/Order')
          .set('Cookie', shopper.cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${forged}`))
          .set('X-XSRF-TOKEN', forged)
          .send(order),
      FORBIDDEN_TOKEN,
    );
  });

  it('are refused when the token belongs to another visitor', async () => {
    const [alice, bob] = [await visitor(app), await visitor(app)];
    const aliceId = alice.cookie.split('; ').find((c) => c.startsWith('vitrine_visitor='));
    await expectForbidden(
      () =>
        request(app)
          .post('/api/Order')
          .set('Cookie', `${aliceId}; XSRF-TOKEN=${encodeURIComponent(bob.token)}`)
          .set('X-XSRF-TOKEN', bob.token)
          .send(order),
      FORBIDDEN_TOKEN,
    );
  });

  it('are refused from another site even with a valid token', async () => {
    const shopper = await visitor(app);
    await expectForbidden(
      () => shopper.post('/api/Order').set('Origin', 'https://boutique-pirate.example').send(order),
      FORBIDDEN_ORIGIN,
    );
    await expectForbidden(
      () => shopper.post('/api/Order').set('Sec-Fetch-Site', 'cross-site').send(order),
      FORBIDDEN_ORIGIN,
    );
    await expectForbidden(
      () => shopper.post('/api/Order').set('Origin', 'null').send(order),
      FORBIDDEN_ORIGIN,
    );
  });

  it('pass from our own origin, as a browser sends them', async () => {
    const shopper = await visitor(app);
    const response = await shopper
      .post('/api/promos/apply')
      .set('Host', 'boutique.example.tn')
      .set('Origin', 'https://boutique.example.tn')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ code: 'INCONNU' });
    expect(response.status).toBe(422);
  });

  it('apply to every write route', async () => {
    for (const path of [
      '/api/promos/apply',
      '/api/ContactMessage',
      '/api/sendemail',
      '/api/articlesPaginate',
    ]) {
      const response = await request(app).post(path).send({});
      expect(response.status, path).toBe(403);
    }
  });
});

describe('security headers', () => {
  it('send a strict Content-Security-Policy on pages and API answers', async () => {
    for (const path of ['/', '/api/health']) {
      const policy = (await request(app).get(path)).headers['content-security-policy'] as string;
      const directives = Object.fromEntries(
        policy.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self'",
        'img-src': "'self' data: blob:",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
      });
      // Style attributes only (server-rendered HTML carries a swatch's colour): never scripts or sheets.
      expect(directives['style-src-attr']).toBe("'unsafe-inline'");
      const { 'style-src-attr': _attributes, ...others } = directives;
      expect(Object.values(others).join(' ')).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    }
  });
});
