import { CollectionsPageRequestSchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { sendJsonText } from '../../http/json-text.js';
import { parse, parseId } from '../../http/validate.js';
import * as service from './service.js';

export function collectionRoutes(db: Db): Router {
  const router = Router();
  router.get('/Collection', async (_req, res) => {
    res.json(await service.listCollections(db));
  });
  router.get('/Collection/:id', async (req, res) => {
    sendJsonText(res, await service.getCollection(db, parseId(req.params.id)));
  });
  router.post('/collectionPaginate', async (req, res) => {
    res.json(await service.listCollectionPage(db, parse(CollectionsPageRequestSchema, req.body ?? {})));
  });
  router.get('/collectionPaginate', async (req, res) => {
    res.json(await service.listCollectionPage(db, parse(CollectionsPageRequestSchema, req.query)));
  });
  return router;
}
