import type { ArticlesPageQuery } from '@vitrine/contracts';
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
import { mount } from '../../http/mount.js';
import type { JsonText } from './article-json.js';
import * as service from './service.js';

/**
 * Catalogue answers are kept ready to send (ETag and bytes in each encoding, see http/cached-answers.ts); once a GET has
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
    const answer = (await catalogue.get(key, async () =>
      preparedJson(req, await load(), catalogue),
    )) as PreparedJson;
    sendPrepared(req, res, answer);
    answers?.remember(req, key);
  };
  // The POST and GET forms of one query share their cached answer: the key is the parsed query.
  const listing = (req: Request, res: Response, query: ArticlesPageQuery) =>
    cached(req, res, `listing ${JSON.stringify(query)}`, () => service.listArticles(db, query));
  mount(router, 'getArticle', async ({ params: { id } }, req, res) => {
    await cached(req, res, `article ${id}`, () => service.getArticle(db, id));
  });
  mount(router, 'listSimilarArticles', async ({ params: { id } }, req, res) => {
    await cached(req, res, `similar ${id}`, () => service.similarArticles(db, id));
  });
  // Best sellers change with every order, which the catalogue cache does not hear of.
  mount(router, 'listTopSellingArticles', async (_input, _req, res) => {
    sendJsonText(res, await service.bestSellers(db));
  });
  mount(router, 'listLatestArticles', async (_input, req, res) => {
    await cached(req, res, 'latest', () => service.latestArticles(db));
  });
  // The original storefront POSTs the listing query; GET with the same fields is cacheable.
  mount(router, 'postArticlesPage', async ({ body }, req, res) => {
    await listing(req, res, body);
  });
  mount(router, 'getArticlesPage', async ({ query }, req, res) => {
    await listing(req, res, query);
  });
  return router;
}
