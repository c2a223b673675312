import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { listMessages, setMessageRead } from './messages-service.js';

export function ownerMessageRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listOwnerMessages', async ({ query: { page } }, _req, res) => {
    res.json(await listMessages(db, page));
  });
  mount(router, 'markOwnerMessage', async ({ params: { id }, body: { lu } }, _req, res) => {
    res.json(await setMessageRead(db, id, lu));
  });
  return router;
}
