// How the database says "I am not there", in every form Prisma 7 with @prisma/adapter-pg and pg
// report it: Prisma codes, the driver adapter's error kinds, PostgreSQL's SQLSTATEs for a server going
// away, socket errors, and pg's own messages (which carry no code at all).

/** Prisma: can't reach, timed out reaching, connection closed, pool exhausted, transaction not started. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024', 'P2028']);

/** The driver adapter's `meta.driverAdapterError.cause.kind` when the connection itself failed. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * SQLSTATE: class 08 (connection exception), 57P01–57P03 (shut down by an administrator, crashed,
 * cannot connect now: a restart), 53300 (too many connections), 55P03 (lock_timeout: a lock held too
 * long elsewhere) and 57014 (statement_timeout: the statement cancelled) — the database is busy, not
 * the request wrong, and the same request may succeed a moment later.
 */
const SQLSTATE = /^(08\d{3}|57P0[123]|53300|55P03|57014)$/;

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** pg's errors for a lost or impossible connection are plain Errors told apart by their message. */
const PG_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown; originalCode?: unknown } } };
}

/** True when the error means the database cannot be reached now (down, restarting, connections cut). */
export function isDatabaseUnavailable(error: unknown): boolean {
  // The cause chain is followed a few levels: pg wraps a socket error in a connection timeout, etc.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (saysUnavailable(current as ErrorLike)) return true;
    current = (current as ErrorLike).cause;
  }
  return false;
}

function saysUnavailable(error: ErrorLike): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))) {
    return true;
  }
  const adapterCause = error.meta?.driverAdapterError?.cause;
  if (adapterCause) {
    if (typeof adapterCause.kind === 'string' && ADAPTER_KINDS.has(adapterCause.kind)) return true;
    const sqlState = adapterCause.originalCode ?? adapterCause.code;
    if (typeof sqlState === 'string' && SQLSTATE.test(sqlState)) return true;
  }
  return typeof message === 'string' && PG_MESSAGES.test(message);
}
