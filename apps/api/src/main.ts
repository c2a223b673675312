import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { csrfSecret, loadConfig, trustProxySetting } from './config.js';
import { CatalogueCache } from './db/catalogue-cache.js';
import { openDatabase } from './db/database.js';
import { createPrisma } from './db/prisma.js';
import { prepareDemoCatalogue } from './demo/demo-seed.js';
import { DRAFTS_CRON, draftTasks } from './features/drafts/tasks.js';
import { JOURNAL_CRON, journalTasks } from './features/journal/tasks.js';
import { orderMovedMail } from './features/orders/mails.js';
import { ownerPasswordNotice, ownerPasswordSetting } from './features/owner/password-setting.js';
import { OwnerEventHub } from './features/owner-events/hub.js';
import { OWNER_EVENTS_CRON, ownerEventTasks } from './features/owner-events/tasks.js';
import { photoTasks } from './features/owner-photos/service.js';
import { gracefulShutdown } from './http/graceful-shutdown.js';
import type { ImagesStatus } from './http/health.js';
import { rateLimitsFromConfig } from './http/rate-limit.js';
import { createHttpServer } from './http/server.js';
import { startJobRunner } from './jobs/queue.js';
import { chooseLogFormat, createLogger } from './logging.js';
import { mailTasks } from './mail/outbox.js';
import { createMailSender } from './mail/sender.js';
import { stopOnUnhandledErrors } from './process-policy.js';
import { photoStorageFromConfig } from './storage/from-config.js';

const config = readConfig();

/** The configuration, or a message naming each wrong variable and exit code 1 (no stack trace). */
function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
// Readable lines in a terminal, JSON for a file, a pipe or a log collector (LOG_FORMAT).
const logger = await createLogger(config.LOG_LEVEL, chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY));
const log = (line: string) => logger.info(line);

const database = await openDatabase(config, log);
const db = createPrisma(database.url, {
  max: config.DATABASE_POOL_SIZE,
  connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_S * 1000,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_S * 1000,
  lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_S * 1000,
});
// Rows first, images once the shop listens: the first start answers in seconds, not minutes.
const demo = config.SEED_DEMO_DATA ? await prepareDemoCatalogue(db, config.STORAGE_DIR, log) : undefined;
let imagesStatus: ImagesStatus = demo ? 'rendering' : 'ready';

const sender = createMailSender({ smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_OUTBOX_DIR });
const mail = { shopEmail: config.SHOP_EMAIL, lowStockThreshold: config.LOW_STOCK_THRESHOLD };
log(`Mail: ${sender.description}`);
// The owner's photos: the storage folder, or a bucket every instance shares. Demo drawings stay in the folder.
const photos = photoStorageFromConfig(config);
log(`Photos: ${photos.description}`);

const ownerPassword = await ownerPasswordSetting(config);

const catalogue = config.CATALOGUE_CACHE
  ? new CatalogueCache(database.url, log, { maxBytes: config.CATALOGUE_CACHE_MB * 2 ** 20 })
  : undefined;
// The console's live events: one LISTEN connection for this instance, opened with its first stream.
const events = new OwnerEventHub(database.url, { log, heartbeatMs: config.OWNER_EVENTS_HEARTBEAT_S * 1000 });
/** Set on SIGTERM: /api/health/ready answers 503 from then on. */
let draining = false;
const app = createApp({
  db,
  draining: () => draining,
  catalogue,
  pages: catalogue?.pages,
  logger,
  storageDir: config.STORAGE_DIR,
  photos,
  webDir: config.WEB_DIST_DIR,
  publicUrl: config.PUBLIC_URL,
  mail,
  shopPhone: config.SHOP_PHONE,
  invoicing: { vatPercent: config.TVA_TAUX, stampDutyMillimes: config.DROIT_DE_TIMBRE },
  demoImages: demo && { status: () => imagesStatus, placeholders: demo.placeholders },
  events,
  security: {
    csrfSecret: csrfSecret(config),
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    rateLimits: rateLimitsFromConfig(config),
    ownerPassword: ownerPassword.hash,
  },
});
// Background work: the jobs every instance shares, those left by a previous run included.
const jobs = await startJobRunner({
  databaseUrl: database.url,
  logger,
  tasks: {
    ...mailTasks({
      sender,
      from: config.MAIL_FROM,
      shopEmail: config.SHOP_EMAIL,
      logger,
      orderMovedMail: (historyId) => orderMovedMail(db, historyId),
    }),
    ...photoTasks({ db, photos, logger }),
    ...ownerEventTasks({ db, logger }),
    ...draftTasks({ db, logger }),
    ...journalTasks({ db, logger }),
  },
  recurring: [...OWNER_EVENTS_CRON, ...DRAFTS_CRON, ...JOURNAL_CRON],
});
const server = createHttpServer(app, {
  headersMs: config.HTTP_HEADERS_TIMEOUT_S * 1000,
  requestMs: config.HTTP_REQUEST_TIMEOUT_S * 1000,
  keepAliveMs: config.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000,
});
const { drain } = gracefulShutdown(server);
server.listen(config.PORT, config.HOST, () => {
  const address = `http://localhost:${(server.address() as AddressInfo).port}`;
  log(`Vitrine is open on ${address}`);
  for (const line of ownerPasswordNotice(ownerPassword.source, `${address}/gestion`)) log(line);
  if (demo) {
    demo.render().then(
      () => {
        imagesStatus = 'ready';
      },
      (error) => {
        imagesStatus = 'failed';
        logger.error({ err: error }, 'Demo images: drawing failed');
      },
    );
  }
});

/** Jobs still running at shutdown get this long; a job cut short is run again (see JobRunner.stop). */
const JOBS_STOP_WAIT_MS = 2_000;

let stopping = false;
let exitCode = 0;
async function stop(reason: string, code = 0) {
  exitCode = Math.max(exitCode, code);
  if (stopping) return;
  stopping = true;
  // First of all: the load balancer's readiness probe fails, while the shop still answers.
  draining = true;
  log(`${reason}: stopping the shop`);
  // Every step below is bounded; this is only for a step that hangs in a way nobody foresaw.
  setTimeout(
    () => {
      logger.fatal('forced exit: the orderly stop did not finish');
      process.exit(1);
    },
    (config.SHUTDOWN_DELAY_S + config.SHUTDOWN_GRACE_S) * 1000 + 15_000,
  ).unref();
  // Time for the load balancer to see /api/health/ready fail and send its requests elsewhere.
  if (config.SHUTDOWN_DELAY_S > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_S * 1000));
  }

  await step('HTTP connections closed', async () => {
    // The console's event streams never finish by themselves: ended now, their browsers reconnect elsewhere.
    events.closeStreams();
    const { cutShort } = await drain(config.SHUTDOWN_GRACE_S * 1000);
    if (cutShort) logger.warn(`${cutShort} request(s) cut short at the end of the grace period`);
  });
  await step('background jobs stopped', async () => {
    await jobs.stop({ waitMs: JOBS_STOP_WAIT_MS });
    sender.close();
  });
  await step('database connections closed', async () => {
    await Promise.all([db.$disconnect(), catalogue?.stop(), events.stop()]);
  });
  await step('database stopped', () => database.close());
  // pino writes asynchronously: lines still queued would be lost, or land out of order, on exit.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(exitCode);
}

/** One shutdown step: a failure is logged and the next steps still run. */
let stepsDone = 0;
async function step(done: string, work: () => Promise<void>) {
  try {
    await work();
    // Numbered: pino writes asynchronously, and a reader may see lines out of order.
    logger.info({ stopStep: ++stepsDone }, `Stop: ${done}`);
  } catch (error) {
    logger.error({ err: error }, `Stop: failed before "${done}"`);
  }
}

process.on('SIGINT', () => void stop('SIGINT received'));
process.on('SIGTERM', () => void stop('SIGTERM received'));
stopOnUnhandledErrors(logger, (reason, code) => void stop(reason, code));
