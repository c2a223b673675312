import {
  MESSAGES,
  ORDER_STATE_LABELS,
  roleMayMoveTo,
  STAFF_ROLE_LABELS,
  tunisToday,
} from '@vitrine/contracts';
import { Router } from 'express';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { signedInOf } from '../owner/session.js';
import { recordCall } from './call.js';
import { changeOrder } from './change.js';
import { exportOrders, getOrder, listOrders, moveOwnerOrder } from './console.js';

export function ownerOrderRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listOwnerOrders', async ({ query }, _req, res) => {
    res.json(await listOrders(db, query));
  });
  mount(router, 'exportOwnerOrders', async ({ query }, _req, res) => {
    const { filename, body } = await exportOrders(db, query, tunisToday());
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(filename);
    res.send(body);
  });
  mount(router, 'getOwnerOrder', async ({ params }, _req, res) => {
    res.json(await getOrder(db, params.reference));
  });
  mount(router, 'moveOwnerOrder', async ({ params, body }, _req, res) => {
    const { role } = signedInOf(res);
    if (!roleMayMoveTo(role, body.etat)) {
      throw new AppError(
        'forbidden',
        MESSAGES.roleMoveForbidden(STAFF_ROLE_LABELS[role], ORDER_STATE_LABELS[body.etat]),
      );
    }
    res.json(await moveOwnerOrder(db, params.reference, body));
  });
  mount(router, 'changeOwnerOrder', async ({ params, body }, _req, res) => {
    res.json(await changeOrder(db, params.reference, body));
  });
  mount(router, 'recordOrderCall', async ({ params, body }, _req, res) => {
    res.status(201).json(await recordCall(db, params.reference, body));
  });
  return router;
}
