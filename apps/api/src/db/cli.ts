import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { REPO_ROOT } from '../paths.js';
import { openDatabase } from './database.js';
import { seedDemoData } from './demo-seed.js';
import { createPrisma } from './prisma.js';

// pnpm db:migrate | db:seed | db:studio — on DATABASE_URL's server or on the embedded one (started
// here when the shop is not running, shared with it when it is).

const command = process.argv[2];
const config = loadConfig();
const log = (line: string) => console.log(line);
const database = await openDatabase(config, log);

try {
  if (command === 'migrate') {
    log('La base de données est à jour.');
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

function runStudio(databaseUrl: string): Promise<void> {
  const prisma = path.join(REPO_ROOT, 'node_modules', '.bin', 'prisma');
  const child = spawn(prisma, ['studio', '--browser', 'none', ...process.argv.slice(3)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CHECKPOINT_DISABLE: '1',
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(REPO_ROOT, 'prisma/schema-engine-unavailable.sh'),
    },
  });
  // Ctrl-C reaches Studio too; wait for it so the database is stopped after it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', () => resolve()));
}
