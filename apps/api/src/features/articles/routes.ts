import { type ArticlesPageQuery, ArticlesPageRequestSchema } from '@vitrine/contracts';
import { type Request, type Response, Router } from 'express';
import type { CatalogueReader } from '../../db/catalogue-cache.js';
import type { Db } from '../../db/prisma.js';
import {
  type CachedAnswers,
  type PreparedJson,
  preparedJson,
  sendPrepared,
} from '../../http/cached-answers.js';
import { sendJsonText } from '../../http/json-text.js';
import { parse, parseId } from '../../http/validate.js';
import type { JsonText } from './article-json.js';
import * as service from './service.js';

/**
 * Catalogue answers are kept ready to send (bytes and ETag, see http/cached-answers.ts); once a GET has
 * been answered from the cache, the same URL is answered again before Express (`answers`).
 */
export function articleRoutes(db: Db, catalogue: CatalogueReader, answers?: CachedAnswers): Router {
  const router = Router();
  const cached = async (
    req: Request,
    res: Response,
    key: string,
    load: () => Promise<JsonText>,
  ): Promise<void> => {
    const answer = (await catalogue.get(key, async () => preparedJson(req, await load()))) as PreparedJson;
    sendPrepared(res, answer);
    answers?.remember(req, key);
  };
  // The POST and GET forms of one query share their cached answer: the key is the parsed query.
  const listing = (req: Request, res: Response, query: ArticlesPageQuery) =>
    cached(req, res, `listing ${JSON.stringify(query)}`, () => service.listArticles(db, query));
  router.get('/Article/:id', async (req, res) => {
    const id = parseId(req.params.id);
    await cached(req, res, `article ${id}`, () => service.getArticle(db, id));
  });
  router.get('/similarProducts/:id', async (req, res) => {
    const id = parseId(req.params.id);
    await cached(req, res, `similar ${id}`, () => service.similarArticles(db, id));
  });
  // Best sellers change with every order, which the catalogue cache does not hear of.
  router.get('/topSellingArticles', async (_req, res) => {
    sendJsonText(res, await service.bestSellers(db));
  });
  router.get('/latestArticles', async (req, res) => {
    await cached(req, res, 'latest', () => service.latestArticles(db));
  });
  // The original storefront POSTs the listing query; GET with the same fields is cacheable.
  router.post('/articlesPaginate', async (req, res) => {
    await listing(req, res, parse(ArticlesPageRequestSchema, req.body ?? {}));
  });
  router.get('/articlesPaginate', async (req, res) => {
    await listing(req, res, parse(ArticlesPageRequestSchema, req.query));
  });
  return router;
}
