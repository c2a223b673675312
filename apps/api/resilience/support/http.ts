import http, { type IncomingHttpHeaders } from 'node:http';

export interface Request {
  method?: string;
  /** Path and query, sent as given (no re-encoding): hostile URLs reach the server as they are. */
  path: string;
  headers?: Record<string, string | number>;
  /** A Buffer is sent with its Content-Length; a list of chunks without one (chunked). */
  body?: string | Buffer | Buffer[];
  /** Done once the answer's head has arrived (a stream that never ends: Server-Sent Events). */
  headOnly?: boolean;
}

export interface Answer {
  /** 0 when the connection ended without an HTTP answer. */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From the first byte sent to the last byte of the answer. */
  ms: number;
  /** The client's error when there was no answer (ECONNRESET, timeout …). */
  error?: string;
}

const TIMEOUT_MS = 30_000;

/** One HTTP exchange with node's own client: raw enough for malformed requests, precise enough to time. */
export function send(
  origin: string,
  request: Request,
  agent?: http.Agent,
  /** Called once the whole request has been handed to the connection. */
  onSent?: () => void,
): Promise<Answer> {
  const started = performance.now();
  const url = new URL(origin);
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method ?? 'GET',
      path: request.path,
      headers: request.headers,
      agent: agent ?? false,
      timeout: TIMEOUT_MS,
    });
    req.on('response', (res) => {
      if (request.headOnly) {
        done({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    if (onSent) req.on('finish', onSent);
    // A server may answer (413) and close before reading a huge body: the write then fails, the answer stands.
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: 0, headers: {}, body: '', error: error.code ?? error.message }),
    );
    const { body } = request;
    if (Array.isArray(body)) {
      for (const chunk of body) req.write(chunk);
      req.end();
    } else {
      req.end(body);
    }
  });
}

export const serverErrors = (answers: Array<{ status: number }>) => answers.filter((a) => a.status >= 500);

/** `201 ×800, 422 ×3, no answer (ECONNRESET) ×2` */
export function describeStatuses(answers: Array<{ status: number; error?: string }>): string {
  const counts = new Map<string, number>();
  const sorted = [...answers].sort((a, b) => a.status - b.status);
  for (const { status, error } of sorted) {
    const label = status === 0 ? `no answer (${error ?? '?'})` : String(status);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => `${label} ×${count}`).join(', ');
}

/** The p-th percentile (0–100) of some durations. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `task` for every item, at most `concurrency` at a time, keeping the items' order in the results. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}
