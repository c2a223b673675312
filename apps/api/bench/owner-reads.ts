// What the console's benches share: the headers Chromium sends, so answers are measured compressed as
// the owner's phone gets them, and the percentiles of a run of reads.

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** The p-th percentile of samples sorted in increasing order (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Milliseconds to a tenth. */
export const round = (ms: number) => Math.round(ms * 10) / 10;
