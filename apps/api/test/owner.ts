import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { App } from 'supertest/types.js';

/** The owner console's password in every test app (createTestApp's default). */
export const TEST_OWNER_PASSWORD = 'test-owner-password';

export type OwnerAgent = TestAgent;

/**
 * Does what the console does: one GET for the anti-forgery token, then signs in. The agent keeps the
 * cookies (visitor, XSRF-TOKEN, session) and sends X-XSRF-TOKEN with every request.
 */
export async function signedInOwner(app: App, password = TEST_OWNER_PASSWORD): Promise<OwnerAgent> {
  const agent = request.agent(app);
  const first = await agent.get('/api/health');
  const setCookie = (first.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const token = setCookie.map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1]).find(Boolean);
  if (!token) throw new Error(`no XSRF-TOKEN cookie after GET /api/health: ${setCookie}`);
  agent.set('X-XSRF-TOKEN', decodeURIComponent(token));
  const signIn = await agent.post('/api/owner/session').send({ password });
  if (signIn.status !== 204) throw new Error(`owner sign-in answered ${signIn.status}: ${signIn.text}`);
  return agent;
}
