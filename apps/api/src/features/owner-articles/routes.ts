import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { changeArticle, createArticle, getArticle, hideArticle, lowStock, setSizes } from './service.js';

/** The owner's catalogue routes, mounted inside /api/owner behind its session guard. */
export function ownerArticleRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'createOwnerArticle', async ({ body }, _req, res) => {
    res.status(201).json(await createArticle(db, body));
  });
  mount(router, 'getOwnerArticle', async ({ params }, _req, res) => {
    res.json(await getArticle(db, params.id));
  });
  mount(router, 'changeOwnerArticle', async ({ params, body }, _req, res) => {
    res.json(await changeArticle(db, params.id, body));
  });
  mount(router, 'hideOwnerArticle', async ({ params }, _req, res) => {
    await hideArticle(db, params.id);
    res.status(204).end();
  });
  mount(router, 'setArticleSizes', async ({ params, body }, _req, res) => {
    res.json(await setSizes(db, params.id, body));
  });
  mount(router, 'listLowStock', async ({ query: { seuil } }, _req, res) => {
    res.json(await lowStock(db, seuil));
  });
  return router;
}
