import type { TestProject } from 'vitest/node';
import { startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's e-mail folder; empty against E2E_BASE_URL unless E2E_MAIL_OUTBOX_DIR names it. */
    mailOutboxDir: string;
  }
}

/** The built shop on a fresh database, or the one E2E_BASE_URL names. */
export default async function setup(project: TestProject) {
  // Against a shop that is already running (e.g. `pnpm start`): E2E_BASE_URL=http://localhost:3000
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('mailOutboxDir', process.env.E2E_MAIL_OUTBOX_DIR ?? '');
    return;
  }
  // `pnpm test:e2e` builds both first (turbo.json); startShop builds them when vitest runs alone.
  const shop = await startShop();
  project.provide('baseUrl', shop.baseUrl);
  project.provide('mailOutboxDir', shop.outboxDir);
  return shop.stop;
}
