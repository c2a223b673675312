import { ArticlesPageRequestSchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import { parse, parseId } from '../../http/validate.js';
import * as service from './service.js';

export function articleRoutes(db: Db): Router {
  const router = Router();
  router.get('/Article/:id', async (req, res) => {
    res.json(await service.getArticle(db, parseId(req.params.id)));
  });
  router.get('/similarProducts/:id', async (req, res) => {
    res.json(await service.similarArticles(db, parseId(req.params.id)));
  });
  router.get('/topSellingArticles', async (_req, res) => {
    res.json(await service.bestSellers(db));
  });
  router.get('/latestArticles', async (_req, res) => {
    res.json(await service.latestArticles(db));
  });
  // The original storefront POSTs the listing query; GET with the same fields is cacheable.
  router.post('/articlesPaginate', async (req, res) => {
    res.json(await service.listArticles(db, parse(ArticlesPageRequestSchema, req.body ?? {})));
  });
  router.get('/articlesPaginate', async (req, res) => {
    res.json(await service.listArticles(db, parse(ArticlesPageRequestSchema, req.query)));
  });
  return router;
}
