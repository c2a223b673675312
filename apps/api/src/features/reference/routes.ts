import { ArticleDetailQuerySchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { parse } from '../../http/validate.js';
import * as service from './service.js';

export function referenceRoutes(db: Db): Router {
  const router = Router();
  const list = (path: string, load: (db: Db) => Promise<unknown>) =>
    router.get(path, async (_req, res) => {
      res.json(await load(db));
    });
  list('/Category', service.listCategories);
  list('/Sex', service.listSexes);
  list('/Color', service.listColors);
  list('/Size', service.listSizes);
  list('/Event', service.listEvents);
  list('/GestionSiteWeb', (db) => service.listSiteImages(db));
  list('/Instagram', service.listSocialImages);
  router.get('/ArticleDetail', async (req, res) => {
    const { article_id } = parse(ArticleDetailQuerySchema, req.query);
    res.json(await service.listArticleDetails(db, article_id ?? undefined));
  });
  return router;
}
