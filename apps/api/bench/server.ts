import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the built shop (dist/main.js) in its own process and resolves once /api/health answers. */
export function startBuiltServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, '../dist/main.js')], {
    env: { ...process.env, PORT: String(port), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const poll = setInterval(async () => {
      const ok = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        clearInterval(poll);
        resolve({ origin, stop });
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`server exited (${code})`));
    });
  });
}
