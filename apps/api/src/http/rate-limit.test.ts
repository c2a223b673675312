import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { createPrisma } from '../db/prisma.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db, { rateLimits: { promo: 3, contact: 2, newsletter: 2, order: 2 } });
const shopper = await visitor(app);

describe('rate limits of the write routes', () => {
  it.each([
    ['/api/promos/apply', 3, { code: 'INCONNU' }],
    ['/api/ContactMessage', 2, { nom: 'A' }],
    ['/api/sendemail', 2, { email: '' }],
    ['/api/Order', 2, {}],
  ])('%s: %i requests per address, then 429 in French', async (path, limit, body) => {
    for (let i = 0; i < limit; i++) {
      const response = await shopper.post(path).send(body);
      expect(response.status).toBe(422);
      expect(response.headers.ratelimit).toBeDefined();
    }
    const limited = await shopper.post(path).send(body);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Trop de requêtes. Veuillez patienter quelques minutes avant de réessayer.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('rate limits shared by every copy of the shop on one database', () => {
  it('counts a client once across two instances: the budget is the configured one, not twice it', async () => {
    const first = await createTestApp(db, { rateLimits: { tracking: 3 } });
    const second = await createTestApp(db, { rateLimits: { tracking: 3 } });
    const [onFirst, onSecond] = [await visitor(first), await visitor(second)];
    const guess = { reference: 'VT-2026-000999', numero_telephone: '20123456' };
    const statuses = [];
    for (const shopper of [onFirst, onSecond, onFirst, onSecond, onFirst])
      statuses.push((await shopper.post('/api/orders/track').send(guess)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const [{ count }] = await db.$queryRaw<[{ count: number }]>`
      SELECT count(*)::int AS count FROM rate_limits WHERE key LIKE 'tracking:%'`;
    expect(count).toBe(1);
  });

  it('refuses a limited write with a 503 in French while the database is away, counting nothing', async () => {
    const down = createPrisma('postgresql://nobody:secret@127.0.0.1:1/none', { connectionTimeoutMs: 500 });
    const app = await createTestApp(down, { rateLimits: { contact: 2 } });
    const shopper = await visitor(app);
    const response = await shopper.post('/api/ContactMessage').send({ nom: 'A' });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body.message).toMatch(/\S/);
    await down.$disconnect();
  });
});
