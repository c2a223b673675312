import path from 'node:path';

/** Every suite prints its usual summary and, under CI, writes a JSON report that .ci/totals.mjs adds up. */
export function reporters(suite: string): Array<string | [string, Record<string, unknown>]> {
  const dir = process.env.VITEST_REPORTS_DIR;
  return dir ? ['default', ['json', { outputFile: path.join(dir, `${suite}.json`) }]] : ['default'];
}
