export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds since `start` (a performance.now() reading), for figures. */
export const secondsSince = (start: number) => ((performance.now() - start) / 1000).toFixed(1);
