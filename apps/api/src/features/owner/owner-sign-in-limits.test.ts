import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@vitrine/contracts';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Visitor, visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { TEST_OWNER_PASSWORD } from '../../../test/owner.js';
import { ACCOUNT_FREE_FAILURES, KNOWN_DEVICE_FAILURES } from './sign-in-failures.js';

const { db } = await useTestDatabase('empty');
// Two instances of the shop on one database and one secret, behind a proxy one hop away whose port is
// also reachable directly: whoever calls them can write any X-Forwarded-For. Three failures per address.
const secret = randomBytes(32).toString('hex');
const [one, two] = [
  await createTestApp(db, { secret, trustProxy: 1, rateLimits: { ownerSignIn: 3 } }),
  await createTestApp(db, { secret, trustProxy: 1, rateLimits: { ownerSignIn: 3 } }),
] as [App, App];

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE owner_sign_in_failures, rate_limits`;
});

/** A sign-in sent by a browser holding `browser`'s cookies, and `device`'s when given. */
function signIn(app: App, browser: Visitor, password: string, device?: string) {
  return request(app)
    .post('/api/owner/session')
    .set('Cookie', device ? `${browser.cookie}; ${device}` : browser.cookie)
    .set('X-XSRF-TOKEN', browser.token)
    .send({ mot_de_passe: password });
}

let forged = 0;
/** A sign-in from a new address each time, as a forged X-Forwarded-For makes it, from no known device. */
async function fromNewAddress(app: App, password: string) {
  forged += 1;
  return signIn(app, await visitor(app), password).set(
    'X-Forwarded-For',
    `203.0.${forged >> 8}.${forged & 255}`,
  );
}

async function guessFromEverywhere(times: number) {
  for (let guess = 0; guess < times; guess++) {
    expect((await fromNewAddress(guess % 2 ? two : one, `devine-${guess}`)).status).toBe(401);
  }
}

const setCookies = (response: request.Response) =>
  (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const deviceCookieLine = (response: request.Response) =>
  setCookies(response).find((line) => line.startsWith('vitrine_owner_device='));

/** The owner signs in on their phone: its browser, and the known-device cookie it was given. */
async function ownersPhone(): Promise<{ phone: Visitor; device: string }> {
  const phone = await visitor(one);
  const signedIn = await signIn(one, phone, TEST_OWNER_PASSWORD);
  expect(signedIn.status).toBe(204);
  const device = deviceCookieLine(signedIn)?.split(';', 1)[0];
  if (!device) throw new Error('no known-device cookie at sign-in');
  return { phone, device };
}

describe('owner sign-in limits', () => {
  it('slows guesses sent from ever new addresses to either instance once the account has failed 10 times in a row', async () => {
    await guessFromEverywhere(ACCOUNT_FREE_FAILURES);
    // Even the right password waits now, from an address never seen before.
    const slowed = await fromNewAddress(one, TEST_OWNER_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(slowed.body).toEqual({ message: MESSAGES.ownerSignInSlowed(1) });
    expect(setCookies(slowed).some((line) => line.startsWith('vitrine_owner='))).toBe(false);
  });

  it('lets one guess through when the delay is over, then waits twice as long; the right password then resets the count', async () => {
    await guessFromEverywhere(ACCOUNT_FREE_FAILURES);
    // The delay is over (as if 30 s had gone by).
    await db.$executeRaw`UPDATE owner_sign_in_failures SET retry_at = now() WHERE subject = 'account'`;
    expect((await fromNewAddress(two, 'encore-faux')).status).toBe(401);
    const slower = await fromNewAddress(one, 'et-encore');
    expect(slower.status).toBe(429);
    expect(Number(slower.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(slower.headers['retry-after'])).toBeLessThanOrEqual(60);

    await db.$executeRaw`UPDATE owner_sign_in_failures SET retry_at = now() WHERE subject = 'account'`;
    expect((await fromNewAddress(one, TEST_OWNER_PASSWORD)).status).toBe(204);
    // Counted from none again: a wrong password is just wrong, and the next try needs no wait.
    expect((await fromNewAddress(two, 'une-faute')).status).toBe(401);
    expect((await fromNewAddress(two, TEST_OWNER_PASSWORD)).status).toBe(204);
  });

  it('lets the owner in from a device known to the shop, on any instance, while the account is being slowed', async () => {
    const { phone, device } = await ownersPhone();
    await guessFromEverywhere(ACCOUNT_FREE_FAILURES);
    expect((await fromNewAddress(one, TEST_OWNER_PASSWORD)).status).toBe(429);
    expect((await signIn(two, phone, TEST_OWNER_PASSWORD, device)).status).toBe(204);
    // A success resets the account's count, for every device.
    expect((await fromNewAddress(two, TEST_OWNER_PASSWORD)).status).toBe(204);
  });

  it('lets the owner in from a known device while someone sharing their address has it blocked', async () => {
    const { phone, device } = await ownersPhone();
    const neighbour = await visitor(one);
    for (let guess = 0; guess < 3; guess++) {
      expect((await signIn(one, neighbour, 'devine')).status).toBe(401);
    }
    const blocked = await signIn(one, neighbour, TEST_OWNER_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MESSAGES.rateLimited });
    // The same address (no X-Forwarded-For at all), but the owner's phone.
    expect((await signIn(one, phone, TEST_OWNER_PASSWORD, device)).status).toBe(204);
  });

  it('gives a stolen known-device cookie a few guesses, not unlimited ones', async () => {
    const { device } = await ownersPhone();
    const thief = await visitor(one);
    for (let guess = 0; guess < 3; guess++) {
      expect((await signIn(one, thief, 'devine')).status).toBe(401);
    }
    // The address is blocked, but the stolen cookie gets the owner's few tries past it…
    for (let guess = 0; guess < KNOWN_DEVICE_FAILURES; guess++) {
      expect((await signIn(one, thief, `vole-${guess}`, device)).status).toBe(401);
    }
    // …and no more.
    expect((await signIn(one, thief, 'encore', device)).status).toBe(429);
  });

  it('recognises only the cookies it signed, sent HttpOnly, SameSite=Strict, for a year, to the sign-in alone', async () => {
    const shopper = await visitor(one);
    const line = deviceCookieLine(await signIn(one, shopper, TEST_OWNER_PASSWORD));
    expect(line).toMatch(
      /^vitrine_owner_device=[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/api\/owner\/session; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    const id = /=([\w-]{22})\./.exec(line ?? '')?.[1];
    const otherShop = await createTestApp(db, { trustProxy: 1, rateLimits: { ownerSignIn: 3 } });
    const foreign = deviceCookieLine(await signIn(otherShop, await visitor(otherShop), TEST_OWNER_PASSWORD));
    expect(foreign).toBeDefined();

    for (let guess = 0; guess < 3; guess++) {
      expect((await signIn(one, shopper, 'devine')).status).toBe(401);
    }
    // A cookie made up by a guesser is no known device: the blocked address stays blocked.
    const madeUp = `vitrine_owner_device=${id}.${'A'.repeat(43)}`;
    expect((await signIn(one, shopper, TEST_OWNER_PASSWORD, madeUp)).status).toBe(429);
    // Nor is one signed by a shop with another secret.
    expect((await signIn(one, shopper, TEST_OWNER_PASSWORD, foreign?.split(';', 1)[0])).status).toBe(429);
  });

  it('marks the known-device cookie Secure over HTTPS', async () => {
    const signedIn = await signIn(one, await visitor(one), TEST_OWNER_PASSWORD).set(
      'X-Forwarded-Proto',
      'https',
    );
    expect(deviceCookieLine(signedIn)).toMatch(/; Secure/);
  });
});
