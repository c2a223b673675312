import type { StaffRole } from '@vitrine/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { App } from 'supertest/types.js';
import type { Db } from '../src/db/prisma.js';
import { hashPassword } from '../src/password.js';

/** The owner console's password in every test app (createTestApp's default). */
export const TEST_OWNER_PASSWORD = 'test-owner-password';

export type OwnerAgent = TestAgent;

/**
 * Does what the console does: one GET for the anti-forgery token, then signs in. The agent keeps the
 * cookies (visitor, XSRF-TOKEN, session) and sends X-XSRF-TOKEN with every request.
 */
export async function signedInOwner(
  app: App,
  password = TEST_OWNER_PASSWORD,
  identifiant?: string,
): Promise<OwnerAgent> {
  const agent = request.agent(app);
  const first = await agent.get('/api/health');
  const setCookie = (first.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const token = setCookie.map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1]).find(Boolean);
  if (!token) throw new Error(`no XSRF-TOKEN cookie after GET /api/health: ${setCookie}`);
  agent.set('X-XSRF-TOKEN', decodeURIComponent(token));
  const signIn = await agent.post('/api/owner/session').send({ identifiant, mot_de_passe: password });
  if (signIn.status !== 204) throw new Error(`owner sign-in answered ${signIn.status}: ${signIn.text}`);
  return agent;
}

/** A team account's password in the tests. */
export const TEST_STAFF_PASSWORD = 'mot-de-passe-equipe';

/**
 * A team account of the role, written straight to the database (its password hashed at the lowest
 * cost the shop reads, as the test apps' own); `identifiant` defaults to the role.
 */
export async function createStaff(
  db: Db,
  role: StaffRole,
  { identifiant = role as string, nom = `Équipe ${role}`, actif = true } = {},
): Promise<{ id: number; identifiant: string }> {
  const passwordHash = await hashPassword(TEST_STAFF_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  return db.kysely
    .insertInto('staff_accounts')
    .values({ nom, identifiant, role, actif, password_hash: passwordHash })
    .returning(['id', 'identifiant'])
    .executeTakeFirstOrThrow();
}

/** A console signed in as the account. */
export const signedInStaff = (app: App, identifiant: string) =>
  signedInOwner(app, TEST_STAFF_PASSWORD, identifiant);
