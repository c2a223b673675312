import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** bench/order-baseline.ts in its own process, as the shop runs in its own; resolves once it answers. */
export async function startOrderBaseline(
  port: number,
  databaseUrl: string,
): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'order-baseline.ts')],
    {
      env: { ...process.env, ORDER_BASELINE_PORT: String(port), DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Anything but POST /api/Order is a 404: an answer says it listens.
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (tries > 150 || child.exitCode !== null) throw new Error('the orders baseline did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
