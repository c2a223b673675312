import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDemoDatabase } from './support/database.js';
import { startPostgres } from './support/postgres.js';

// The scenarios run the built shop (dist/main.js) in its own process. They share one PostgreSQL of
// the suite's own and a template database (migrated, demo catalogue without its images); each scenario
// clones the template. The scenario that stops PostgreSQL starts its own instead.

const API_DIR = path.join(import.meta.dirname, '..');
const TEMPLATE = 'vitrine_resilience_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    template: string;
  }
}

export default async function setup(project: TestProject) {
  // `pnpm test:resilience` builds first (turbo.json); this covers running vitest directly.
  if (!existsSync(path.join(API_DIR, 'dist/main.js'))) {
    execFileSync('pnpm', ['--filter', '@vitrine/api...', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-resilience-pg-'));
  const postgres = await startPostgres(dataDir);
  await createDemoDatabase(postgres.adminUrl, TEMPLATE);
  project.provide('adminUrl', postgres.adminUrl);
  project.provide('template', TEMPLATE);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
