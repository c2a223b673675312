import {
  fillPath,
  MESSAGES,
  OWNER_ROUTES,
  type RouteAddress,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { ownerCookie, serve } from '../../../test/event-stream.js';
import { createStaff, TEST_OWNER_PASSWORD, TEST_STAFF_PASSWORD } from '../../../test/owner.js';

// The route × role table (OWNER_ROUTES' `owner` column) walked whole: every console route, for each
// role, answers 401 without a session, 403 in French to a role it is not open to, and neither to a
// role it is open to. A route added to the table is walked here without a line more.

const { db } = await useTestDatabase('empty');
const origin = await serve(await createTestApp(db));
await createStaff(db, 'confirmation');
await createStaff(db, 'preparation');
await createStaff(db, 'proprietaire', { identifiant: 'gerante' });

const SAMPLE_PARAMETERS = { reference: 'VT-2026-000001', telephone: '20123456', id: 1, imageId: 1 };
const CONSOLE_ROUTES = Object.entries(OWNER_ROUTES as Record<string, RouteAddress>)
  .filter(([, route]) => route.owner)
  // The sign-out last: it ends the session the walk uses.
  .sort(([a], [b]) => Number(a === 'signOut') - Number(b === 'signOut'));

/** The route's status as the console would get it; an event stream is closed once it has answered. */
async function statusOf(route: RouteAddress, cookie: string): Promise<{ status: number; body: unknown }> {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const controller = new AbortController();
  const response = await fetch(`${origin}${fillPath(route.path, SAMPLE_PARAMETERS)}`, {
    method: route.method,
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    body: route.method === 'GET' ? undefined : '{}',
    signal: controller.signal,
  });
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (streaming) {
    controller.abort();
    return { status: response.status, body: undefined };
  }
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

const cookieOf: Record<StaffRole, () => Promise<string>> = {
  proprietaire: () => ownerCookie(origin, TEST_OWNER_PASSWORD),
  confirmation: () => ownerCookie(origin, TEST_STAFF_PASSWORD, 'confirmation'),
  preparation: () => ownerCookie(origin, TEST_STAFF_PASSWORD, 'preparation'),
};

describe('the route × role table', () => {
  it('puts every console route behind a session and names its roles, the sign-in alone open', () => {
    for (const [name, route] of Object.entries(OWNER_ROUTES as Record<string, RouteAddress>)) {
      expect(route.path.startsWith('/api/owner/'), name).toBe(true);
      if (name === 'signIn') expect(route.owner, name).toBeUndefined();
      else expect(route.owner?.length, name).toBeGreaterThan(0);
      // The owner may use everything.
      if (route.owner) expect(route.owner, name).toContain('proprietaire');
    }
  });

  it('answers 401 to every console route without a session', async () => {
    const browser = (await fetch(`${origin}/api/health`)).headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (const [name, route] of CONSOLE_ROUTES) {
      const { status, body } = await statusOf(route, browser);
      expect(status, name).toBe(401);
      expect(body, name).toEqual({ message: MESSAGES.ownerSignInRequired });
    }
  });

  it.each(STAFF_ROLES)(
    'answers a %s session 403 in French where its role is not named, and lets it through elsewhere',
    async (role) => {
      const cookie = await cookieOf[role]();
      for (const [name, route] of CONSOLE_ROUTES) {
        const { status, body } = await statusOf(route, cookie);
        if (route.owner?.includes(role)) {
          expect([401, 403], `${name} for ${role}: ${JSON.stringify(body)}`).not.toContain(status);
        } else {
          expect(status, `${name} for ${role}`).toBe(403);
          expect(body, name).toEqual({ message: MESSAGES.roleForbidden(STAFF_ROLE_LABELS[role]) });
        }
      }
    },
  );

  it('gives a proprietaire account what the shop password gives', async () => {
    const cookie = await ownerCookie(origin, TEST_STAFF_PASSWORD, 'gerante');
    const { status, body } = await statusOf(OWNER_ROUTES.getJournal, cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ entrees: expect.any(Array) });
  });
});
