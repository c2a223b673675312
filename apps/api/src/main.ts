import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createPrisma } from './db/client.js';
import { openDatabase } from './db/database.js';
import { seedDemoData } from './db/seed/seed.js';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const log = (line: string) => logger.info(line);

const database = await openDatabase(config, log);
const db = createPrisma(database.url, { max: config.DATABASE_POOL_SIZE });
if (config.SEED_DEMO_DATA) {
  const seed = await seedDemoData(db, { storageDir: config.STORAGE_DIR, log });
  if (seed.seeded) log(`Catalogue de démonstration créé : ${seed.articles} articles`);
}

const app = createApp({ db, logger, storageDir: config.STORAGE_DIR, webDir: config.WEB_DIST_DIR });
const server: Server = app.listen(config.PORT, config.HOST, () => {
  log(`Vitrine est ouverte sur http://localhost:${config.PORT}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} reçu : arrêt de la boutique`);
  const forced = setTimeout(() => process.exit(1), 10_000).unref();
  await new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await db.$disconnect();
  await database.close();
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
