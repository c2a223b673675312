import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_VAT_PERCENT } from '@vitrine/contracts';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { type CatalogueReader, UNCACHED } from './db/catalogue-cache.js';
import type { Db } from './db/prisma.js';
import { articleRoutes } from './features/articles/routes.js';
import { clientCodeReminderRoutes } from './features/client-code-reminder/routes.js';
import { collectionRoutes } from './features/collections/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { draftRoutes } from './features/drafts/routes.js';
import { newsletterRoutes } from './features/newsletter/routes.js';
import type { InvoiceSettings } from './features/orders/invoice.js';
import { orderRoutes } from './features/orders/routes.js';
import { ownerRoutes } from './features/owner/routes.js';
import type { OwnerEventHub } from './features/owner-events/hub.js';
import { promoRoutes } from './features/promos/routes.js';
import { referenceRoutes } from './features/reference/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { sitemapRoutes } from './features/sitemap/routes.js';
import { acceptedBodies } from './http/bodies.js';
import { CachedAnswers, fixedHeaders, headersOf, requestIsSecure } from './http/cached-answers.js';
import { antiForgery } from './http/csrf.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { healthRoutes, probeRoutes } from './http/health.js';
import { type InlineStyleSheet, readInlineStyleSheet } from './http/inline-style-sheet.js';
import { openApiRoutes } from './http/openapi.js';
import type { RateLimitSettings } from './http/rate-limit.js';
import { type DemoImages, storageRoutes, webRoutes } from './http/web.js';
import { requestLogLevel } from './logging.js';
import type { MailSettings } from './mail/outbox.js';
import type { ScryptHash } from './password.js';
import { requestContext } from './request-context.js';
import type { PhotoStorage } from './storage/photo-storage.js';

export interface AppDependencies {
  db: Db;
  logger: Logger;
  storageDir: string;
  /** Where the owner's photos go and /storage/articles reads them: the storage folder when absent. */
  photos?: PhotoStorage;
  webDir: string;
  /** The shop's public origin (PUBLIC_URL): the absolute addresses of pages and the sitemap. */
  publicUrl: string;
  mail: MailSettings;
  /** The shop's phone (SHOP_PHONE), given to a shopper whose order cannot be taken online. */
  shopPhone: string;
  /** The VAT rate and stamp duty invoices are issued with (TVA_TAUX, DROIT_DE_TIMBRE): 19 % and none by default. */
  invoicing?: InvoiceSettings;
  security: SecuritySettings;
  /** The console's live events: the instance's one LISTEN connection and its open streams. */
  events: OwnerEventHub;
  /** The demo images drawn in the background, if any: /api/health says `ready` when absent. */
  demoImages?: DemoImages;
  /** Where catalogue answers are read through (a CatalogueCache); straight from the database when absent. */
  catalogue?: CatalogueReader;
  /** Rendered storefront pages, kept with the catalogue's answers (see CatalogueCache.pages). */
  pages?: CatalogueReader;
  /** True once the shop is stopping: /api/health/ready then answers 503. */
  draining?: () => boolean;
  /** The migrations the database must have for /api/health/ready (default: prisma/migrations). */
  shippedMigrations?: () => Promise<string[]>;
}

export interface SecuritySettings {
  /** Signs the anti-forgery tokens. */
  csrfSecret: string;
  /** Express's `trust proxy` (client address and HTTPS behind a load balancer). */
  trustProxy: boolean | number | string;
  rateLimits: RateLimitSettings;
  /** The owner console's password (see features/owner/password-setting.ts). */
  ownerPassword: ScryptHash;
}

// The built storefront loads only its own scripts, styles and self-hosted fonts; images come from
// /storage or are inlined. React sets styles through the CSSOM, which style-src does not restrict. The
// one style element allowed is the storefront's own sheet, inlined in its pages (inline-style-sheet.ts).
const contentSecurityPolicy = (styleSheet: InlineStyleSheet | undefined) => ({
  useDefaults: false,
  directives: {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The contact page's map: OpenStreetMap's own embed, the one page we frame.
    'frame-src': ['https://www.openstreetmap.org'],
    'img-src': ["'self'", 'data:', 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(styleSheet ? [styleSheet.source] : [])],
    // Style attributes the server's HTML carries (a colour swatch's colour): no script runs from them.
    'style-src-attr': ["'unsafe-inline'"],
    'worker-src': ["'self'"],
  },
});

/** Express's own entry point, which `app(req, res)` calls (not in its types). */
type ExpressHandle = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

const PROBES = new Set(['/api/health/live', '/api/health/ready']);

/** An API request or a page (its path has no file extension), rather than a file a page loads. */
function isPageOrApi(url: string): boolean {
  return url.startsWith('/api') || !/\.[a-z0-9]+$/i.test(url.split('?', 1)[0] ?? '');
}

/** The security headers of every answer: always the same, so computed once from helmet (see headersOf). */
const securityHeaders = (styleSheet: InlineStyleSheet | undefined) =>
  headersOf(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(styleSheet),
      // The same rule as frame-ancestors 'none', for browsers that only read the older header.
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
/** Catalogue answers may be reused only after checking their ETag, so an owner's edit shows at once. */
const API_HEADERS: Array<[string, string]> = [['Cache-Control', 'no-cache']];

const sendStrictTransportSecurity = helmet.strictTransportSecurity({ maxAge: 31_536_000 });
const HSTS_HEADERS = headersOf(sendStrictTransportSecurity);

/**
 * HSTS only on answers that went out over HTTPS (directly, or behind a proxy trusted by TRUST_PROXY):
 * on plain-HTTP localhost it means nothing, and a proxy that terminates TLS is the one to vouch for it.
 */
const strictTransportSecurityOverHttps: express.RequestHandler = (req, res, next) => {
  if (req.secure) sendStrictTransportSecurity(req, res, next);
  else next();
};

export function createApp({
  db,
  logger,
  storageDir,
  photos,
  webDir,
  publicUrl,
  mail,
  shopPhone,
  invoicing = { vatPercent: DEFAULT_VAT_PERCENT, stampDutyMillimes: 0 },
  security,
  demoImages,
  events,
  catalogue = UNCACHED,
  pages = UNCACHED,
  draining,
  shippedMigrations,
}: AppDependencies): express.Express {
  const styleSheet = readInlineStyleSheet(webDir);
  const securityHeadersSent = securityHeaders(styleSheet);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'weak');
  app.set('trust proxy', security.trustProxy);
  // Request ids, one sequence for the request logger and the cached answers (pino-http's own numbering).
  let lastRequestId = 0;
  const requestId = () => {
    lastRequestId = (lastRequestId + 1) & 0x7fffffff;
    return lastRequestId;
  };
  const logged = (req: IncomingMessage) =>
    req.headers['x-vitrine-render'] !== '1' && !PROBES.has(req.url ?? '') && isPageOrApi(req.url ?? '');
  // Plain GETs of catalogue answers already sent once: answered before Express, same bytes and log line.
  const answers = new CachedAnswers({
    catalogue,
    headers: [...securityHeadersSent, ...API_HEADERS],
    secureHeaders: [...securityHeadersSent, ...HSTS_HEADERS, ...API_HEADERS],
    secure: (req) => requestIsSecure(req, app.get('trust proxy fn')),
    log: (req, statusCode, responseTime) => {
      if (!logged(req)) return;
      logger.info(
        { req: { id: requestId(), method: req.method, url: req.url }, res: { statusCode }, responseTime },
        'request completed',
      );
    },
  });
  // `app(req, res)` (node:http, supertest) calls app.handle: the cached answer is tried first.
  const entry = app as unknown as { handle: ExpressHandle };
  const expressHandle = entry.handle.bind(app);
  entry.handle = (req, res, next) => {
    if (!answers.answer(req, res)) expressHandle(req, res, next);
  };
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => req.id ?? requestId(),
      // A line for each page and API request, not for the files a page loads (scripts, styles, fonts,
      // photos). The storefront's own reads while it renders a page are that page's, not requests of
      // their own. Nor are a load balancer's probes, every few seconds.
      autoLogging: { ignore: (req) => !logged(req) },
      // One short line per request: headers would write visitors' cookies and tokens to the log.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // The database being away fails every request alike: one warning line each, no stack trace
      // (the error middleware has said why); other 5xx stay errors.
      // Routine refusals (401, 403, 409, 422) at debug: see requestLogLevel.
      customLogLevel: (_req, res, error) => requestLogLevel(res.statusCode, error),
      customErrorObject: (_req, res, _error, value) =>
        res.statusCode === 503 ? { res: value.res, responseTime: value.responseTime } : value,
    }),
  );
  // The request's id for whatever runs later on its behalf, an unhandled error included (process-policy.ts).
  app.use((req, _res, next) => requestContext.run({ id: req.id }, next));
  app.use(fixedHeaders(securityHeadersSent));
  app.use(strictTransportSecurityOverHttps);
  app.use(compression());
  app.use(cookieParser());

  const api = Router();
  // The load balancer's probes: no cookie, no body, nothing but their answer.
  api.use(probeRoutes(db, { draining, shippedMigrations }));
  // The API's description: the same for everyone, from the contracts alone (no cookie, no database).
  api.use(openApiRoutes());
  // Before any body is read: a forged write is refused without parsing it.
  api.use(antiForgery(security.csrfSecret));
  // JSON, or a form for the routes that read forms: any other body is refused (415) unread.
  api.use(acceptedBodies);
  api.use(express.json({ limit: '64kb' }));
  api.use(fixedHeaders(API_HEADERS));
  api.use(healthRoutes(db, demoImages?.status ?? (() => 'ready')));
  api.use(referenceRoutes(db));
  api.use(articleRoutes(db, catalogue, answers));
  api.use(searchRoutes(db, catalogue));
  api.use(collectionRoutes(db));
  api.use(promoRoutes(db, security.rateLimits));
  api.use(orderRoutes({ db, mail, shopPhone }, security.rateLimits, invoicing));
  api.use(draftRoutes(db, security.rateLimits));
  api.use(clientCodeReminderRoutes({ db, mail }, security.rateLimits));
  api.use(contactRoutes({ db, mail }, security.rateLimits));
  api.use(newsletterRoutes({ db, mail }, security.rateLimits));
  api.use(
    ownerRoutes({
      db,
      password: security.ownerPassword,
      secret: security.csrfSecret,
      rateLimits: security.rateLimits,
      storageDir,
      photos,
      events,
      shopPhone,
      mail,
    }),
  );
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(sitemapRoutes(db, catalogue, { publicUrl }));
  app.use(storageRoutes(storageDir, demoImages, photos));
  app.use(
    webRoutes(webDir, {
      publicUrl,
      pages,
      styleSheet,
      log: (error) => logger.error({ err: error }, 'Storefront page: rendering failed'),
    }),
  );
  app.use(errorHandler);
  return app;
}
