import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { createPrisma } from '../src/db/prisma.js';
import { seedDemoData } from '../src/demo/demo-seed.js';
import { adminQuery, databaseUrl, TEMPLATES } from './templates.js';

// One PostgreSQL for the whole run (DATABASE_URL's server, or an embedded one), two template databases
// (migrated; migrated + demo catalogue). Each test file clones the one it needs (test/database.ts).

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL ?? (await startServer());
  const prefix = `vitrine_test_${process.pid}`;
  const names = { empty: `${prefix}_${TEMPLATES.empty}`, demo: `${prefix}_${TEMPLATES.demo}` };

  await adminQuery(adminUrl, `CREATE DATABASE "${names.empty}"`);
  await migrate(databaseUrl(adminUrl, names.empty));
  await adminQuery(adminUrl, `CREATE DATABASE "${names.demo}" TEMPLATE "${names.empty}"`);
  const db = createPrisma(databaseUrl(adminUrl, names.demo), { max: 2 });
  await seedDemoData(db);
  await db.$disconnect();

  project.provide('adminUrl', adminUrl);
  project.provide('templates', names);

  return async () => {
    await dropDatabases(adminUrl, prefix);
    if (server) await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

async function startServer(): Promise<string> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-test-pg-'));
  const entry = path.join(import.meta.dirname, 'embedded-server.ts');
  server = spawn(process.execPath, ['--import', 'tsx', entry, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: server.stdout! });
  const exited = new Promise<never>((_, reject) =>
    server?.once('exit', (code) => reject(new Error(`PostgreSQL de test arrêté (code ${code})`))),
  );
  const ready = new Promise<string>((resolve) =>
    lines.once('line', (line) => resolve(JSON.parse(line).adminUrl)),
  );
  return Promise.race([ready, exited]);
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const { rows } = await adminQuery(adminUrl, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${prefix}%`,
  ]);
  for (const { datname } of rows)
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templates: Record<keyof typeof TEMPLATES, string>;
  }
}
