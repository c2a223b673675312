import { MESSAGES } from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { signedInOwner, TEST_OWNER_PASSWORD } from '../../../test/owner.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);

const setCookies = (response: request.Response) =>
  (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

describe('owner sign-in', () => {
  it('opens a session with the right password: an HttpOnly, SameSite=Strict cookie for the whole site', async () => {
    const shopper = await visitor(app);
    const response = await shopper.post('/api/owner/session').send({ mot_de_passe: TEST_OWNER_PASSWORD });
    expect(response.status).toBe(204);
    const cookie = setCookies(response).find((line) => line.startsWith('vitrine_owner='));
    expect(cookie).toMatch(/^vitrine_owner=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
  });

  it('marks the cookie Secure over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await createTestApp(db, { trustProxy: true });
    const shopper = await visitor(proxied);
    const response = await shopper
      .post('/api/owner/session')
      .set('X-Forwarded-Proto', 'https')
      .send({ mot_de_passe: TEST_OWNER_PASSWORD });
    expect(response.status).toBe(204);
    expect(setCookies(response).find((line) => line.startsWith('vitrine_owner='))).toMatch(/; Secure/);
  });

  it('refuses a wrong password with 401 in French, and opens no session', async () => {
    const shopper = await visitor(app);
    const before = await db.ownerSession.count();
    const response = await shopper.post('/api/owner/session').send({ mot_de_passe: 'test-owner-passwore' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: MESSAGES.ownerPasswordWrong });
    expect(setCookies(response).some((line) => line.startsWith('vitrine_owner='))).toBe(false);
    expect(await db.ownerSession.count()).toBe(before);
  });

  it('answers 422 for a body without a password', async () => {
    const shopper = await visitor(app);
    const response = await shopper.post('/api/owner/session').send({ motdepasse: TEST_OWNER_PASSWORD });
    expect(response.status).toBe(422);
  });

  it('refuses the right password followed by a NUL, which scrypt would read as the same (422, no session)', async () => {
    const shopper = await visitor(app);
    const before = await db.ownerSession.count();
    const response = await shopper
      .post('/api/owner/session')
      .send({ mot_de_passe: `${TEST_OWNER_PASSWORD}\u0000` });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ mot_de_passe: [MESSAGES.controlCharacters('Mot de passe')] });
    expect(await db.ownerSession.count()).toBe(before);
  });

  it('refuses a sign-in without the anti-forgery token (403)', async () => {
    const response = await request(app)
      .post('/api/owner/session')
      .send({ mot_de_passe: TEST_OWNER_PASSWORD });
    expect(response.status).toBe(403);
  });

  it("says who is signed in: the shop's password alone is the shop's owner", async () => {
    const owner = await signedInOwner(app);
    const session = await owner.get('/api/owner/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ id: null, nom: 'Propriétaire', role: 'proprietaire' });
    const stranger = await request(app).get('/api/owner/session');
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({ message: MESSAGES.ownerSignInRequired });
  });

  it('ends the session at sign-out: the same cookie is refused afterwards, here and on any instance', async () => {
    const owner = await signedInOwner(app);
    const signOut = await owner.delete('/api/owner/session');
    expect(signOut.status).toBe(204);
    const cleared = setCookies(signOut).find((line) => line.startsWith('vitrine_owner='));
    expect(cleared).toMatch(/^vitrine_owner=;.*Expires=Thu, 01 Jan 1970/);
    expect((await owner.get('/api/owner/session')).status).toBe(401);
  });

  it('ends a session left idle for more than 12 hours, and keeps one used within them', async () => {
    const owner = await signedInOwner(app);
    const idle = await signedInOwner(app);
    await db.$executeRaw`UPDATE owner_sessions SET last_seen_at = now() - interval '11 hours 59 minutes'`;
    expect((await owner.get('/api/owner/session')).status).toBe(200);
    await db.$executeRaw`UPDATE owner_sessions SET last_seen_at = now() - interval '12 hours 1 minute'
      WHERE last_seen_at < now() - interval '1 hour'`;
    expect((await idle.get('/api/owner/session')).status).toBe(401);
    // The request above slid the first session's last use to now.
    expect((await owner.get('/api/owner/session')).status).toBe(200);
  });

  it('ends a session 30 days after its sign-in however much it is used', async () => {
    const recent = await signedInOwner(app);
    await db.$executeRaw`UPDATE owner_sessions
      SET created_at = now() - interval '29 days 23 hours', last_seen_at = now() - interval '1 minute'`;
    const owner = await signedInOwner(app);
    await db.$executeRaw`UPDATE owner_sessions
      SET created_at = now() - interval '30 days 1 minute', last_seen_at = now() - interval '1 minute'
      WHERE created_at > now() - interval '1 hour'`;
    expect((await owner.get('/api/owner/session')).status).toBe(401);
    expect((await recent.get('/api/owner/session')).status).toBe(200);
  });

  it('gives a new token at each sign-in and ends the one the browser held', async () => {
    const owner = await signedInOwner(app);
    const first = setCookies(
      await owner.post('/api/owner/session').send({ mot_de_passe: TEST_OWNER_PASSWORD }),
    );
    const second = setCookies(
      await owner.post('/api/owner/session').send({ mot_de_passe: TEST_OWNER_PASSWORD }),
    );
    const tokenOf = (lines: string[]) =>
      lines.find((line) => line.startsWith('vitrine_owner='))?.split(/[=;]/)[1];
    expect(tokenOf(first)).toMatch(/^[\w-]{43}$/);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const replayed = await request(app)
      .get('/api/owner/session')
      .set('Cookie', `vitrine_owner=${tokenOf(first)}`);
    expect(replayed.status).toBe(401);
    expect((await owner.get('/api/owner/session')).status).toBe(200);
  });

  it('forgets sessions idle for more than 12 hours at the next sign-in', async () => {
    await signedInOwner(app);
    await db.$executeRaw`UPDATE owner_sessions SET last_seen_at = now() - interval '13 hours'`;
    await signedInOwner(app);
    const left = await db.ownerSession.findMany({ select: { last_seen_at: true } });
    expect(left).toHaveLength(1);
    expect(Date.now() - left[0]!.last_seen_at.getTime()).toBeLessThan(60_000);
  });

  it('limits failed sign-ins per client address (429), whatever the password then', async () => {
    const limited = await createTestApp(db, { rateLimits: { ownerSignIn: 3 } });
    const shopper = await visitor(limited);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await shopper.post('/api/owner/session').send({ mot_de_passe: 'devine' })).status).toBe(401);
    }
    const blocked = await shopper.post('/api/owner/session').send({ mot_de_passe: TEST_OWNER_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MESSAGES.rateLimited });
  });
});
