import { type NewClientDetails, type OrderCommand, toDecimalString, toMillimes } from '@vitrine/contracts';
import { type Request, type Response, Router } from 'express';
import { visitorId } from '../../http/csrf.js';
import { mount } from '../../http/mount.js';
import { formFields } from '../../http/multipart.js';
import { CLIENT_CONTACT_KEYS, type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import { idempotencyKeyOf } from './idempotency.js';
import { type InvoiceSettings, invoiceOf } from './invoice.js';
import { type OrderDependencies, placeOrder } from './place.js';
import { trackOrder } from './track.js';

const TRACKING_FORM = { fields: 4, fieldSize: 200, maxIndex: 0 };

// 50 lines × 4 fields, the client's 7, and the order's own: room to spare, never unbounded.
const ORDER_FORM = { fields: 260, fieldSize: 1024, maxIndex: 49 };

// A new client's order answered 409 says that a client has this e-mail or phone (with both, it gives
// the client code): such answers are counted as « Code client oublié ? » is, per e-mail and per phone.
const CONTACTS_ASKED = [
  (client: NewClientDetails) => CLIENT_CONTACT_KEYS.email(client.adresse_mail),
  (client: NewClientDetails) => CLIENT_CONTACT_KEYS.phone(client.numero_telephone),
];
const conflict = (res: Response) => res.statusCode === 409;
const newClientOf = (req: Request) => (req.body as OrderCommand).client;

export function orderRoutes(
  deps: OrderDependencies,
  limits: RateLimitSettings,
  invoicing: InvoiceSettings,
): Router {
  const router = Router();
  const placing = { ...deps, ordersPerPhone: limits.ordersPerPhone };
  mount(
    router,
    'placeOrder',
    async ({ body }, req, res) => {
      const key = idempotencyKeyOf(req, visitorId(req));
      const { order, replayed } = await placeOrder(placing, body, key);
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
    {
      before: [rateLimiter('order', limits, deps.db.pool), formFields(ORDER_FORM)],
      after: CONTACTS_ASKED.map((keyOfClient) =>
        rateLimiter('codeReminder', limits, deps.db.pool, {
          counted: conflict,
          keyOf: (req) => {
            const client = newClientOf(req);
            return client && keyOfClient(client);
          },
        }),
      ),
    },
  );
  // A POST, not a GET: the phone number stays out of URLs, logs and caches.
  mount(
    router,
    'trackOrder',
    async ({ body }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await trackOrder(deps.db, body));
    },
    { before: [rateLimiter('tracking', limits, deps.db.pool), formFields(TRACKING_FORM)] },
  );
  // The same proof as tracking, so the same budget of tries.
  mount(
    router,
    'issueInvoice',
    async ({ body }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await invoiceOf(deps.db, body, invoicing));
    },
    { before: [rateLimiter('tracking', limits, deps.db.pool), formFields(TRACKING_FORM)] },
  );
  return router;
}
