import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Db } from './db/client.js';
import { articleRoutes } from './features/articles/routes.js';
import { collectionRoutes } from './features/collections/routes.js';
import { referenceRoutes } from './features/reference/routes.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { storageRoutes, webRoutes } from './http/web.js';

export interface AppDependencies {
  db: Db;
  logger: Logger;
  storageDir: string;
  webDir: string;
}

export function createApp({ db, logger, storageDir, webDir }: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'weak');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
      },
    }),
  );
  app.use(compression());
  app.use(cookieParser());

  const api = Router();
  api.use(express.json({ limit: '64kb' }));
  // Catalogue answers may be reused only after checking their ETag, so an owner's edit shows at once.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    next();
  });
  api.use(healthRoutes(db));
  api.use(referenceRoutes(db));
  api.use(articleRoutes(db));
  api.use(collectionRoutes(db));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(storageRoutes(storageDir));
  app.use(webRoutes(webDir));
  app.use(errorHandler);
  return app;
}
