import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';

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
