import { SearchRequestSchema, SearchSuggestionsRequestSchema } from '@vitrine/contracts';
import { Router } from 'express';
import type { CatalogueReader } from '../../db/catalogue-cache.js';
import type { Db } from '../../db/prisma.js';
import { sendJsonText } from '../../http/json-text.js';
import { parse } from '../../http/validate.js';
import * as service from './service.js';

export function searchRoutes(db: Db, catalogue: CatalogueReader): Router {
  const router = Router();
  // Answers are read through the catalogue cache: as one types, the same beginnings come back.
  router.get('/search', async (req, res) => {
    const query = parse(SearchRequestSchema, req.query);
    const body = await catalogue.get(`search ${JSON.stringify(query)}`, () => service.search(db, query));
    sendJsonText(res, body);
  });
  router.get('/search/suggestions', async (req, res) => {
    const { q } = parse(SearchSuggestionsRequestSchema, req.query);
    const body = await catalogue.get(`suggestions ${JSON.stringify(q)}`, () => service.suggest(db, q));
    sendJsonText(res, body);
  });
  return router;
}
