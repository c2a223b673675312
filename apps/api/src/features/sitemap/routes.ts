import { MESSAGES } from '@vitrine/contracts';
import { type Response, Router } from 'express';
import { AppError } from '../../app-error.js';
import type { CatalogueReader } from '../../db/catalogue-cache.js';
import type { Db } from '../../db/prisma.js';
import * as service from './service.js';

export interface SitemapOptions {
  /** The shop's public origin (PUBLIC_URL): crawlers are given its addresses, whatever Host they sent. */
  publicUrl: string;
  /** URLs per sitemap file (the protocol's 50 000); smaller in tests, to see the split. */
  urlLimit?: number;
}

/** Crawlers may reuse an answer only after checking its ETag, as the catalogue's JSON. */
function send(res: Response, type: string, body: string): void {
  res.set('Content-Type', type).set('Cache-Control', 'no-cache').send(body);
}
const sendXml = (res: Response, body: string) => send(res, 'application/xml; charset=utf-8', body);

/** `/sitemap.xml` and `/robots.txt`, at the site's root where crawlers look for them. */
export function sitemapRoutes(
  db: Db,
  catalogue: CatalogueReader,
  { publicUrl, urlLimit = service.SITEMAP_URL_LIMIT }: SitemapOptions,
): Router {
  const router = Router();
  const files = () =>
    catalogue.get(`sitemap ${urlLimit}`, () => service.sitemapFiles(db, publicUrl, urlLimit));

  router.get('/sitemap.xml', async (_req, res) => {
    const all = await files();
    const [only] = all;
    sendXml(res, all.length === 1 && only ? only : service.sitemapIndex(all.length, publicUrl));
  });
  // The numbered files exist only when the index names them.
  router.get('/sitemap-:number.xml', async (req, res) => {
    const all = await files();
    const number = /^[1-9][0-9]*$/.test(req.params.number) ? Number(req.params.number) : 0;
    const file = all.length > 1 ? all[number - 1] : undefined;
    if (!file) throw new AppError('not_found', MESSAGES.notFound);
    sendXml(res, file);
  });
  router.get('/robots.txt', (_req, res) => {
    send(res, 'text/plain; charset=utf-8', service.robotsTxt(publicUrl));
  });
  return router;
}
