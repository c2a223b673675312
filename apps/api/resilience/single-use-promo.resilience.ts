import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { encodeBody } from './support/encoding.js';
import { type Answer, describeStatuses, send, serverErrors } from './support/http.js';
import { DEMO_CLIENT, loadCatalogue, orderBody } from './support/orders.js';
import { scaled } from './support/scale.js';
import { useShop } from './support/shop.js';

// (c) Fifty shoppers submit the same single-use code at the same instant: one order gets it.

const PARALLEL = 50;
const ROUNDS = scaled(5);

const shop = await useShop();
const { db } = shop.database;
const [article] = await loadCatalogue(db);
if (!article) throw new Error('the demo catalogue has no article');

describe('(c) a single-use promo code under parallel orders', () => {
  it(`is redeemed once per code: ${ROUNDS} codes × ${PARALLEL} parallel orders`, async () => {
    const visitor = await shop.visitor();
    const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
    const rounds: Array<{ code: string; answers: Answer[]; orders: number; uses: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const promo = await db.promo.create({
        data: { code: `SEUL${round}X${Date.now() % 100_000}`, reduction: 30, usage_limit: 1 },
      });
      // Open the connections first, so the orders leave together rather than one handshake apart.
      await Promise.all(
        Array.from({ length: PARALLEL }, () => send(shop.origin, { path: '/api/health' }, agent)),
      );
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, n) => {
          const body = orderBody(
            [{ article, quantite: 1 + (n % 3) }],
            { code_client: DEMO_CLIENT },
            promo.code,
          );
          const request = encodeBody(body, n % 2 ? 'multipart' : 'json', visitor);
          return send(shop.origin, { method: 'POST', path: '/api/Order', ...request }, agent);
        }),
      );
      const orders = await db.order.count({ where: { promo_id: promo.id } });
      const { usage_count } = await db.promo.findUniqueOrThrow({ where: { id: promo.id } });
      rounds.push({ code: promo.code, answers, orders, uses: usage_count });
    }
    agent.destroy();

    const all = rounds.flatMap((round) => round.answers);
    console.log(
      `(c) ${PARALLEL} parallel orders on a single-use code, ${ROUNDS} time${ROUNDS > 1 ? 's' : ''} → ` +
        `redemptions per code: ${rounds.map((round) => round.orders).join(', ')}; ${serverErrors(all).length} 5xx ` +
        `[${describeStatuses(all)}]`,
    );
    expect(serverErrors(all), shop.logTail()).toEqual([]);
    for (const round of rounds) {
      expect({ code: round.code, orders: round.orders, uses: round.uses }).toEqual({
        code: round.code,
        orders: 1,
        uses: 1,
      });
      expect(describeStatuses(round.answers)).toBe(`201 ×1, 422 ×${PARALLEL - 1}`);
    }
  });
});
