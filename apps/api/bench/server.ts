import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  /** The server's own process: the resilience suite signals it and watches how it ends. */
  process: ChildProcess;
  /** Settles when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * Where the server writes its log: an open file descriptor, this terminal, or by default a file of its
   * own in the system's temporary folder (removed once the server stopped; its end is quoted if the server
   * fails to start).
   */
  output?: 'inherit' | number;
  /** Options for node itself, before the script (`--cpu-prof`, …). */
  nodeArgs?: string[];
}

/**
 * Starts the built shop (dist/main.js) in its own process and resolves once /api/health answers. It logs
 * as deployed unless `env` says otherwise: at the default level (info, a line per request), in JSON
 * (what a shop whose output is not a terminal writes), to a file. bench/replay.ts measures what that
 * costs against LOG_LEVEL=warn.
 */
export function startBuiltServer(
  port: number,
  env: Record<string, string>,
  options: LaunchOptions = {},
): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const logFile =
    options.output === undefined ? path.join(tmpdir(), `vitrine-shop-${port}-${process.pid}.log`) : undefined;
  const output = logFile ? openSync(logFile, 'w') : (options.output as 'inherit' | number);
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(import.meta.dirname, '../dist/main.js')],
    {
      env: { ...process.env, PORT: String(port), SEED_DEMO_DATA: 'false', LOG_FORMAT: 'json', ...env },
      stdio: ['ignore', output, output],
    },
  );
  if (logFile) closeSync(output as number);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (logFile) rmSync(logFile, { force: true });
  };
  return new Promise((resolve, reject) => {
    const poll = setInterval(async () => {
      const ok = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        clearInterval(poll);
        resolve({ origin, process: child, exited, stop });
      }
    }, 200);
    void exited.then((code) => {
      clearInterval(poll);
      reject(
        new Error(`server exited (${code})${logFile ? `; the end of its log:\n${logTail(logFile)}` : ''}`),
      );
    });
  });
}

/** The last `lines` lines of a server's log file, under its name (to explain a failure). */
export function logTail(file: string, lines = 30): string {
  try {
    return `${file}:\n${readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')}`;
  } catch {
    return `${file}: (no log)`;
  }
}

/** A server of the bench's own (TypeScript, run through tsx) in its own process. */
export interface ScriptServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `script` (with `args`) and resolves once `origin + readyPath` answers as `ready` says; `name`
 * says which server did not start.
 */
export async function startScript(
  name: string,
  script: string,
  {
    args = [],
    env = {},
    origin,
    readyPath,
    ready = () => true,
  }: {
    args?: string[];
    env?: Record<string, string>;
    origin: string;
    readyPath: string;
    ready?: (response: Response) => boolean;
  },
): Promise<ScriptServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${origin}${readyPath}`).then(ready, () => false);
    if (ok) break;
    if (tries > 150 || child.exitCode !== null) throw new Error(`${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The bare catalogue baseline (baseline/main.ts) on `port`. */
export function startBaselineServer(port: number, databaseUrl: string): Promise<ScriptServer> {
  return startScript('the baseline server', path.join(import.meta.dirname, 'baseline/main.ts'), {
    env: { BASELINE_PORT: String(port), DATABASE_URL: databaseUrl },
    origin: `http://127.0.0.1:${port}`,
    readyPath: '/api/Article/1',
  });
}

/** The orders' baseline (order-baseline.ts) on `port`: anything but POST /api/Order is a 404, so any answer says it listens. */
export function startOrderBaseline(port: number, databaseUrl: string): Promise<ScriptServer> {
  return startScript('the orders baseline', path.join(import.meta.dirname, 'order-baseline.ts'), {
    env: { ORDER_BASELINE_PORT: String(port), DATABASE_URL: databaseUrl },
    origin: `http://127.0.0.1:${port}`,
    readyPath: '/',
  });
}
