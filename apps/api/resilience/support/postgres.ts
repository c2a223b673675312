import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A real PostgreSQL the suite owns: it can stop it and start it again on the same port and data. */
export interface Postgres {
  /** URL of the maintenance database (`postgres`), to create the suite's databases. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

const ENTRY = path.join(import.meta.dirname, 'postgres-process.ts');

/**
 * Starts PostgreSQL on `dataDir` (created on first use) in a child process. With a port, it must be
 * that port: a restart that moved elsewhere would not be the same server to the shop.
 */
export async function startPostgres(dataDir: string, port = 0): Promise<Postgres> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, dataDir, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const adminUrl = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', (line) => resolve(JSON.parse(line).adminUrl))),
    exited.then(() => {
      throw new Error(`PostgreSQL (${dataDir}) stopped before it was ready`);
    }),
  ]);
  const handle = { adminUrl, port: Number(new URL(adminUrl).port), stop: () => stopChild(child, exited) };
  if (port !== 0 && handle.port !== port) {
    await handle.stop();
    throw new Error(`PostgreSQL could not start again on port ${port} (taken meanwhile?)`);
  }
  return handle;
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited;
}
