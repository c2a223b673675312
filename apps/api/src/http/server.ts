import http, { type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ServerTimeouts {
  /** All request headers must have arrived by then (a slowloris client is dropped with a 408). */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveMs: number;
}

/**
 * How long a connection closed after an answer, while its client was still sending the request's
 * body, goes on reading (and dropping) what arrives before it is cut.
 */
export const LINGER_MS = 2_000;

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
  closeGracefully(server);
  return server;
}

const requestOf = new WeakMap<Socket, IncomingMessage>();

/**
 * A connection answered with `Connection: close` before its request's body has all arrived (a
 * refusal, a client that said it would close) is closed the way web servers do it ("lingering
 * close"): the answer, then our end of the connection, then the rest of the body read and dropped
 * until the client closes its end, for LINGER_MS at most. Node would close the socket at once with
 * unread bytes in it, which makes the kernel reset the connection; the client, still writing its
 * body, then gets EPIPE or ECONNRESET, and may never see the answer that was sent.
 */
function closeGracefully(server: Server): void {
  server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    // Node calls destroySoon once the last answer on a connection has been handed to the socket.
    socket.destroySoon = () => {
      const request = requestOf.get(socket);
      if (!request || request.complete) {
        destroySoon();
        return;
      }
      linger(socket);
    };
  });
  server.prependListener('request', (req: IncomingMessage) => {
    requestOf.set(req.socket, req);
  });
}

function linger(socket: Socket): void {
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Once the client has closed its end too, the socket closes by itself (both ends done).
  socket.once('end', () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  });
  if (socket.writable) socket.end();
  // The request still being read by Node's parser (its body is dropped), or nobody: drop the bytes.
  socket.resume();
}
