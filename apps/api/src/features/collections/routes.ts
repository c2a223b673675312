import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { sendJsonText } from '../../http/json-text.js';
import { mount } from '../../http/mount.js';
import * as service from './service.js';

export function collectionRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listCollections', async (_input, _req, res) => {
    res.json(await service.listCollections(db));
  });
  mount(router, 'getCollection', async ({ params }, _req, res) => {
    sendJsonText(res, await service.getCollection(db, params.id));
  });
  mount(router, 'postCollectionsPage', async ({ body }, _req, res) => {
    res.json(await service.listCollectionPage(db, body));
  });
  mount(router, 'getCollectionsPage', async ({ query }, _req, res) => {
    res.json(await service.listCollectionPage(db, query));
  });
  return router;
}
