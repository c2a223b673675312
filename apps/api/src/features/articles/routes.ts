import { type ArticlesPageQuery, ArticlesPageRequestSchema } from '@vitrine/contracts';
import { type Response, Router } from 'express';
import type { CatalogueReader } from '../../db/catalogue-cache.js';
import type { Db } from '../../db/prisma.js';
import { parse, parseId } from '../../http/validate.js';
import type { JsonText } from './article-json.js';
import * as service from './service.js';

/** JSON text goes out as PostgreSQL wrote it (Express still sets its ETag and answers 304). */
function sendJson(res: Response, body: JsonText): void {
  res.type('application/json').send(body);
}

export function articleRoutes(db: Db, catalogue: CatalogueReader): Router {
  const router = Router();
  // The POST and GET forms of one query share their cached answer: the key is the parsed query.
  const listing = (query: ArticlesPageQuery) =>
    catalogue.get(`listing ${JSON.stringify(query)}`, () => service.listArticles(db, query));
  router.get('/Article/:id', async (req, res) => {
    const id = parseId(req.params.id);
    sendJson(res, await catalogue.get(`article ${id}`, () => service.getArticle(db, id)));
  });
  router.get('/similarProducts/:id', async (req, res) => {
    const id = parseId(req.params.id);
    sendJson(res, await catalogue.get(`similar ${id}`, () => service.similarArticles(db, id)));
  });
  // Best sellers change with every order, which the catalogue cache does not hear of.
  router.get('/topSellingArticles', async (_req, res) => {
    sendJson(res, await service.bestSellers(db));
  });
  router.get('/latestArticles', async (_req, res) => {
    sendJson(res, await catalogue.get('latest', () => service.latestArticles(db)));
  });
  // The original storefront POSTs the listing query; GET with the same fields is cacheable.
  router.post('/articlesPaginate', async (req, res) => {
    sendJson(res, await listing(parse(ArticlesPageRequestSchema, req.body ?? {})));
  });
  router.get('/articlesPaginate', async (req, res) => {
    sendJson(res, await listing(parse(ArticlesPageRequestSchema, req.query)));
  });
  return router;
}
