import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { migrate } from './migrate.js';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** Stops the embedded server when this process started it. */
  close(): Promise<void>;
}

/** The configured PostgreSQL, or the embedded one; migrated either way. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<DatabaseHandle> {
  const handle: DatabaseHandle = config.DATABASE_URL
    ? { url: config.DATABASE_URL, embedded: false, close: async () => {} }
    : await startEmbeddedPostgres(config.DATA_DIR, { log }).then((db) => ({
        url: db.url,
        embedded: true,
        close: db.stop,
      }));
  try {
    const { applied, modified } = await migrate(handle.url);
    if (applied.length) log(`Migrations applied: ${applied.join(', ')}`);
    for (const name of modified) log(`Warning: migration ${name} was modified after it was applied.`);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
