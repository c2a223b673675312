import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app.js';
import { csrfSecret, loadConfig, trustProxySetting } from './config.js';
import { createPrisma } from './db/client.js';
import { openDatabase } from './db/database.js';
import { renderDemoImages, seedDemoData } from './db/seed/seed.js';
import type { ImagesStatus } from './http/health.js';
import { rateLimitsFromConfig } from './http/rate-limit.js';
import { MailOutbox } from './mail/outbox.js';
import { createMailSender } from './mail/sender.js';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const log = (line: string) => logger.info(line);

const database = await openDatabase(config, log);
const db = createPrisma(database.url, { max: config.DATABASE_POOL_SIZE });
let imagesStatus: ImagesStatus = 'ready';
if (config.SEED_DEMO_DATA) {
  // Rows first, images once the shop listens: the first start answers in seconds, not minutes.
  const seed = await seedDemoData(db, { storageDir: config.STORAGE_DIR, renderImages: false, log });
  if (seed.seeded) log(`Catalogue de démonstration créé : ${seed.articles} articles`);
  imagesStatus = 'rendering';
}

const sender = createMailSender({ smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_OUTBOX_DIR });
const mail = new MailOutbox({ db, sender, from: config.MAIL_FROM, shopEmail: config.SHOP_EMAIL, logger });
log(`E-mails : ${sender.description}`);

const app = createApp({
  db,
  logger,
  storageDir: config.STORAGE_DIR,
  webDir: config.WEB_DIST_DIR,
  mail,
  imagesStatus: () => imagesStatus,
  security: {
    csrfSecret: csrfSecret(config),
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    rateLimits: rateLimitsFromConfig(config),
  },
});
// Mails left unsent by a failure or a previous run are retried now and then periodically.
mail.start(config.MAIL_RETRY_INTERVAL_S * 1000);
const server: Server = app.listen(config.PORT, config.HOST, () => {
  log(`Vitrine est ouverte sur http://localhost:${config.PORT}`);
  if (imagesStatus === 'rendering') {
    renderDemoImages(config.STORAGE_DIR, log).then(
      () => {
        imagesStatus = 'ready';
      },
      (error) => {
        imagesStatus = 'failed';
        logger.error({ err: error }, 'Images de démonstration : échec du rendu');
      },
    );
  }
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} reçu : arrêt de la boutique`);
  const forced = setTimeout(() => process.exit(1), 10_000).unref();
  await new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await mail.stop();
  await db.$disconnect();
  await database.close();
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
