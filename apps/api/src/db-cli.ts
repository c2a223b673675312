import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createPrisma } from './db/prisma.js';
import { seedDemoData } from './demo/demo-seed.js';
import { REPO_ROOT } from './paths.js';

// pnpm db:migrate | db:seed | db:studio — on DATABASE_URL's server or on the embedded one (started
// here when the shop is not running, shared with it when it is).

/** Studio opens on the articles: its own first table would be `_prisma_migrations`. */
const STUDIO_START_PAGE = '#schema=public&table=articles&view=table';

const command = process.argv[2];
const config = loadConfig();
const log = (line: string) => console.log(line);
const database = await openDatabase(config, log);

try {
  if (command === 'migrate') {
    log('The database is up to date.');
  } else if (command === 'seed') {
    const db = createPrisma(database.url);
    const result = await seedDemoData(db, { imagesDir: config.STORAGE_DIR, log }).finally(() =>
      db.$disconnect(),
    );
    if (!result.seeded) log('Nothing to do: the catalogue is not empty, or there is no demo data.');
  } else if (command === 'studio') {
    await runStudio(database.url);
  } else {
    console.error('Usage : cli.ts migrate | seed | studio');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}

async function runStudio(databaseUrl: string): Promise<void> {
  const prisma = path.join(REPO_ROOT, 'node_modules', '.bin', 'prisma');
  const port = String(config.STUDIO_PORT);
  const child = spawn(prisma, ['studio', '--browser', 'none', '--port', port], {
    cwd: REPO_ROOT,
    // Studio's own banner names the bare address; ours, below, opens on the articles.
    stdio: ['inherit', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CHECKPOINT_DISABLE: '1',
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(REPO_ROOT, 'prisma/schema-engine-unavailable.sh'),
    },
  });
  // Ctrl-C (which the terminal also sends to Studio) stops Studio, then the database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitForStudio(`http://localhost:${port}/`, exited);
  log(`Prisma Studio: http://localhost:${port}/${STUDIO_START_PAGE}  (Ctrl-C to stop it)`);
  await exited;
  log('Prisma Studio stopped.');
}

/** Resolves once Studio answers, or when it exited before (its error is already on the terminal). */
async function waitForStudio(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
