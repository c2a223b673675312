import { Router } from 'express';
import type { CatalogueReader } from '../../db/catalogue-cache.js';
import type { Db } from '../../db/prisma.js';
import { sendJsonText } from '../../http/json-text.js';
import { mount } from '../../http/mount.js';
import * as service from './service.js';

export function searchRoutes(db: Db, catalogue: CatalogueReader): Router {
  const router = Router();
  // Answers are read through the catalogue cache: as one types, the same beginnings come back.
  mount(router, 'search', async ({ query }, _req, res) => {
    const body = await catalogue.get(`search ${JSON.stringify(query)}`, () => service.search(db, query));
    sendJsonText(res, body);
  });
  mount(router, 'getSearchSuggestions', async ({ query: { q } }, _req, res) => {
    const body = await catalogue.get(`suggestions ${JSON.stringify(q)}`, () => service.suggest(db, q));
    sendJsonText(res, body);
  });
  return router;
}
