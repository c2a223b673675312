import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The answer header naming the instance (its index in `origins`) that answered through the proxy. */
export const INSTANCE_HEADER = 'x-resilience-instance';

export interface RoundRobinProxy {
  origin: string;
  /** Requests answered by each instance (its index). */
  answered: number[];
  /** Requests each instance holds now: sent to it, not yet answered. */
  inFlight: number[];
  /** Times an instance refused the connection and the request went to the next one. */
  skipped: number;
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next instance in turn; one that refuses
 * the connection (stopped, killed) is skipped for the next, which is safe since nothing of the request
 * reached it. An instance that dies with the request in hand is answered 502, as a real one would: the
 * client cannot know whether it was served. Adds X-Forwarded-For, so a shop with TRUST_PROXY set counts
 * its limits per client, not per proxy.
 */
export async function startRoundRobinProxy(origins: readonly string[]): Promise<RoundRobinProxy> {
  const targets = origins.map((origin) => new URL(origin));
  const answered = targets.map(() => 0);
  const inFlight = targets.map(() => 0);
  let next = 0;
  let skipped = 0;

  const server = http.createServer((req, res) => {
    // The body is read first: a request refused by one instance is sent whole to the next.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      const client = req.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = headers['x-forwarded-for']
        ? `${headers['x-forwarded-for']}, ${client}`
        : client;
      headers.connection = 'close';
      const attempt = (tried: number) => {
        const index = next;
        next = (next + 1) % targets.length;
        const target = targets[index] as URL;
        const upstream = http.request({
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          agent: false,
        });
        inFlight[index] = (inFlight[index] ?? 0) + 1;
        let settled = false;
        const settle = () => {
          if (!settled) inFlight[index] = (inFlight[index] ?? 0) - 1;
          settled = true;
        };
        upstream.on('close', settle);
        upstream.on('response', (answer) => {
          answered[index] = (answered[index] ?? 0) + 1;
          answer.on('end', settle);
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [INSTANCE_HEADER]: String(index) });
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent) {
            res.destroy();
          } else if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) {
            skipped++;
            attempt(tried + 1);
          } else {
            res.writeHead(502, { 'content-type': 'text/plain', [INSTANCE_HEADER]: String(index) });
            res.end(`upstream ${index}: ${error.code ?? error.message}`);
          }
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answered,
    inFlight,
    get skipped() {
      return skipped;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
