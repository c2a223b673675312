import { MessageReadSchema, OwnerMessagesQuerySchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { parse, parseId } from '../../http/validate.js';
import { listMessages, setMessageRead } from './messages-service.js';

export function ownerMessageRoutes(db: Db): Router {
  const router = Router();
  router.get('/messages', async (req, res) => {
    const { page } = parse(OwnerMessagesQuerySchema, req.query);
    res.json(await listMessages(db, page));
  });
  router.post('/messages/:id/lu', async (req, res) => {
    const id = parseId(req.params.id);
    const { lu } = parse(MessageReadSchema, req.body ?? {});
    res.json(await setMessageRead(db, id, lu));
  });
  return router;
}
