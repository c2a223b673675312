import type { Server, ServerResponse } from 'node:http';

export interface DrainReport {
  /** Requests still unanswered when the grace period ran out (their connections were closed). */
  cutShort: number;
}

/**
 * Follows the requests in flight on a server so that it can stop without cutting them short, nor
 * waiting on clients that never finish: call it right after creating the server, `drain` on SIGTERM.
 */
export function gracefulShutdown(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let onSettled: (() => void) | undefined;

  // Before the app's own listener, so that the header is set before any handler can answer.
  server.prependListener('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) onSettled?.();
    });
  });

  /**
   * Stops accepting connections, closes idle keep-alive ones at once, lets the requests in flight
   * finish (answered with `Connection: close`) for up to `graceMs`, then closes every connection
   * left, including those of clients still sending their headers (slowloris).
   */
  async function drain(graceMs: number): Promise<DrainReport> {
    draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    if (inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        onSettled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const cutShort = inFlight.size;
    server.closeAllConnections();
    await closed;
    return { cutShort };
  }

  return { drain };
}
