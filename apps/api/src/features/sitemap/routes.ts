import { MESSAGES } from '@vitrine/contracts';
import { type Request, type Response, Router } from 'express';
import { AppError } from '../../app-error.js';
import type { CatalogueReader } from '../../db/catalogue-cache.js';
import type { Db } from '../../db/prisma.js';
import * as service from './service.js';

export interface SitemapOptions {
  /** URLs per sitemap file (the protocol's 50 000); smaller in tests, to see the split. */
  urlLimit?: number;
}

/**
 * The public origin: the protocol and host the visitor used, which Express reads from
 * X-Forwarded-Proto/Host only when `trust proxy` trusts the proxy that sent them.
 */
const originOf = (req: Request) => `${req.protocol}://${req.host ?? 'localhost'}`;

/** Crawlers may reuse an answer only after checking its ETag, as the catalogue's JSON. */
function send(res: Response, type: string, body: string): void {
  res.set('Content-Type', type).set('Cache-Control', 'no-cache').send(body);
}
const sendXml = (res: Response, body: string) => send(res, 'application/xml; charset=utf-8', body);

/** `/sitemap.xml` and `/robots.txt`, at the site's root where crawlers look for them. */
export function sitemapRoutes(
  db: Db,
  catalogue: CatalogueReader,
  { urlLimit = service.SITEMAP_URL_LIMIT }: SitemapOptions = {},
): Router {
  const router = Router();
  // Kept without the origin, so any number of Host headers share one cached copy.
  const files = () => catalogue.get(`sitemap ${urlLimit}`, () => service.sitemapFiles(db, urlLimit));

  router.get('/sitemap.xml', async (req, res) => {
    const all = await files();
    const origin = originOf(req);
    const [only] = all;
    sendXml(
      res,
      all.length === 1 && only ? service.withOrigin(only, origin) : service.sitemapIndex(all.length, origin),
    );
  });
  // The numbered files exist only when the index names them.
  router.get('/sitemap-:number.xml', async (req, res) => {
    const all = await files();
    const number = /^[1-9][0-9]*$/.test(req.params.number) ? Number(req.params.number) : 0;
    const file = all.length > 1 ? all[number - 1] : undefined;
    if (!file) throw new AppError('not_found', MESSAGES.notFound);
    sendXml(res, service.withOrigin(file, originOf(req)));
  });
  router.get('/robots.txt', (req, res) => {
    send(res, 'text/plain; charset=utf-8', service.robotsTxt(originOf(req)));
  });
  return router;
}
