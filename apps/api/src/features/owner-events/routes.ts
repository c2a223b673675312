import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import type { OwnerEventHub } from './hub.js';
import { streamOwnerEvents } from './stream.js';

/** `GET /api/owner/events`, mounted behind the owner's session guard (res.locals.ownerSession). */
export function ownerEventRoutes(deps: { db: Db; hub: OwnerEventHub }): Router {
  const router = Router();
  mount(router, 'streamOwnerEvents', (_input, req, res) =>
    streamOwnerEvents(deps, res.locals.ownerSession as string, req, res),
  );
  return router;
}
