import { OrderRequestSchema, toDecimalString, toMillimes } from '@vitrine/contracts';
import { Router } from 'express';
import { visitorId } from '../../http/csrf.js';
import { formFields } from '../../http/multipart.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { parse } from '../../http/validate.js';
import { idempotencyKeyOf } from './idempotency.js';
import { type OrderDependencies, placeOrder } from './service.js';

// 50 lines × 4 fields, the client's 7, and the order's own: room to spare, never unbounded.
const ORDER_FORM = { fields: 260, fieldSize: 1024, maxIndex: 49 };

export function orderRoutes(deps: OrderDependencies, limits: RateLimitSettings): Router {
  const router = Router();
  router.post(
    '/Order',
    rateLimiter('order', limits, deps.db.pool),
    formFields(ORDER_FORM),
    async (req, res) => {
      const key = idempotencyKeyOf(req, visitorId(req));
      const { order, replayed } = await placeOrder(deps, parse(OrderRequestSchema, req.body ?? {}), key);
      if (replayed) res.set('Idempotent-Replayed', 'true');
      else {
        // The line an operator looks for: what was ordered, by whom, for how much (not the address).
        const { reference, total, code_client: client } = order;
        req.log.info(
          { order: { reference, total, client } },
          `Order ${reference} placed: ${toDecimalString(toMillimes(total))} DT, client ${client}`,
        );
      }
      res.status(201).json(order);
    },
  );
  return router;
}
