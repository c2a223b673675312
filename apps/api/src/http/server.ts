import http, { type RequestListener, type Server } from 'node:http';

export interface ServerTimeouts {
  /** All request headers must have arrived by then (a slowloris client is dropped with a 408). */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number;
}

/** The shop's HTTP server, with its timeouts set explicitly rather than left to Node's defaults. */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts): Server {
  const server = http.createServer(
    {
      // Node looks for expired headers and request timeouts only this often (30 s by default, which
      // would let a slow client stay up to 30 s past its deadline).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(timeouts.headersMs / 2))),
    },
    app,
  );
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
