// What the console's benches share: signing the owner in as the console does, reading one route at a
// time with the headers Chromium sends (answers measured compressed, as the owner's phone gets them),
// and the spread of the times.
import { antiForgeryHeaders } from './anti-forgery.js';

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** The p-th percentile of samples sorted in increasing order (nearest rank). */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Milliseconds to a tenth. */
const round = (ms: number) => Math.round(ms * 10) / 10;

/** How many samples, their median, 95th percentile and slowest, in ms to a tenth. */
export function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** Signs the owner in as the console does; returns the cookies a browser would then send. */
export async function ownerCookie(origin: string, password: string): Promise<string> {
  const headers = await antiForgeryHeaders(origin);
  const response = await fetch(`${origin}/api/owner/session`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mot_de_passe: password }),
  });
  if (response.status !== 204)
    throw new Error(`owner sign-in answered ${response.status}: ${await response.text()}`);
  const session = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1).join(''));
  return [headers.cookie, ...session].join('; ');
}

/** One GET at a time after a warm-up: the latency the owner meets, and the statuses answered. */
export async function timeReads(
  url: string,
  cookie: string,
  { warmup, reads }: { warmup: number; reads: number },
) {
  const headers = { ...BROWSER_HEADERS, cookie };
  for (let i = 0; i < warmup; i++) await (await fetch(url, { headers })).arrayBuffer();
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return { samples, status: [...statuses].map(([status, n]) => `${status}×${n}`).join(' ') };
}
