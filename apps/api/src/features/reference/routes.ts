import type { OperationId } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import * as service from './service.js';

export function referenceRoutes(db: Db): Router {
  const router = Router();
  const list = (operation: OperationId, load: (db: Db) => Promise<unknown>) =>
    mount(router, operation, async (_input, _req, res) => {
      res.json(await load(db));
    });
  list('listCategories', service.listCategories);
  list('listSexes', service.listSexes);
  list('listColors', service.listColors);
  list('listSizes', service.listSizes);
  list('listEvents', service.listEvents);
  list('listSiteImages', (db) => service.listSiteImages(db));
  list('listSocialImages', service.listSocialImages);
  mount(router, 'listArticleDetails', async ({ query: { article_id } }, _req, res) => {
    res.json(await service.listArticleDetails(db, article_id ?? undefined));
  });
  return router;
}
