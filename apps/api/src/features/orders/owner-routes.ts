import {
  type BulkMoveAnswer,
  MESSAGES,
  ORDER_STATE_LABELS,
  type OrderState,
  roleMayMoveTo,
  STAFF_ROLE_LABELS,
  tunisToday,
} from '@vitrine/contracts';
import { type Response, Router } from 'express';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import type { MailSettings } from '../../mail/outbox.js';
import { signedInOf } from '../owner/session.js';
import { recordCall } from './call.js';
import { changeOrder } from './change.js';
import { exportOrders, getOrder, listOrders, moveOwnerOrder } from './console.js';
import { moveOrder } from './move.js';

export function ownerOrderRoutes(db: Db, mail: MailSettings): Router {
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
    mayMoveTo(res, body.etat);
    res.json(await moveOwnerOrder(db, params.reference, body));
  });
  mount(router, 'moveOwnerOrders', async ({ body }, _req, res) => {
    mayMoveTo(res, body.etat);
    res.json(await moveOrders(db, body.references, { etat: body.etat, note: body.note }));
  });
  mount(router, 'changeOwnerOrder', async ({ params, body }, _req, res) => {
    res.json(await changeOrder(db, params.reference, body, mail));
  });
  mount(router, 'recordOrderCall', async ({ params, body }, _req, res) => {
    res.status(201).json(await recordCall(db, params.reference, body));
  });
  return router;
}

/** Each role moves orders to its own states (ROLE_ORDER_MOVES): 403 before anything is written. */
function mayMoveTo(res: Response, etat: OrderState): void {
  const { role } = signedInOf(res);
  if (!roleMayMoveTo(role, etat)) {
    throw new AppError(
      'forbidden',
      MESSAGES.roleMoveForbidden(STAFF_ROLE_LABELS[role], ORDER_STATE_LABELS[etat]),
    );
  }
}

/**
 * The same move for several orders, each in its own transaction through the lifecycle (moveOrder), one
 * after the other: a refused or unknown one is reported and the others go on.
 */
async function moveOrders(
  db: Db,
  references: readonly string[],
  move: { etat: OrderState; note?: string | undefined },
): Promise<BulkMoveAnswer> {
  const resultats: BulkMoveAnswer['resultats'] = [];
  for (const reference of references) {
    try {
      const moved = await moveOrder(db, reference, move);
      resultats.push({ reference: moved.reference, ok: true, etat: moved.etat });
    } catch (error) {
      if (!(error instanceof AppError) || (error.kind !== 'conflict' && error.kind !== 'not_found'))
        throw error;
      resultats.push({ reference, ok: false, message: error.message });
    }
  }
  return { resultats };
}
