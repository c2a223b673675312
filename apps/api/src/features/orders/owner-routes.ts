import {
  OrderMoveSchema,
  OwnerOrdersExportQuerySchema,
  OwnerOrdersQuerySchema,
  tunisToday,
} from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { parse } from '../../http/validate.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { exportOrders, getOrder, listOrders, moveOwnerOrder } from './console.js';

export function ownerOrderRoutes(deps: { db: Db; mail: MailOutbox }): Router {
  const router = Router();
  router.get('/orders', async (req, res) => {
    res.json(await listOrders(deps.db, parse(OwnerOrdersQuerySchema, req.query)));
  });
  router.get('/orders.csv', async (req, res) => {
    const query = parse(OwnerOrdersExportQuerySchema, req.query);
    const { filename, body } = await exportOrders(deps.db, query, tunisToday());
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(filename);
    res.send(body);
  });
  router.get('/orders/:reference', async (req, res) => {
    res.json(await getOrder(deps.db, req.params.reference));
  });
  router.post('/orders/:reference/etat', async (req, res) => {
    res.json(await moveOwnerOrder(deps, req.params.reference, parse(OrderMoveSchema, req.body ?? {})));
  });
  return router;
}
