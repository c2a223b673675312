import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Lighthouse's own defaults: a mid-range phone on a slow 4G line, simulated throttling, a 4× CPU
// slowdown. Each page is audited in a fresh browser tab; the median of the runs is kept, as Lighthouse
// advises. What its simulation cannot tell (a tap that waits for the script), journey.ts measures.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  scores: Record<Category, number>;
  /** Cumulative layout shift. */
  cls: number;
  /** Largest contentful paint, simulated, in ms. */
  lcpMs: number;
  /** First contentful paint, simulated, in ms. */
  fcpMs: number;
  /** Total blocking time, simulated, in ms. */
  tbtMs: number;
  /** The LCP element, as Lighthouse names it (to know what to preload). */
  lcpElement: string;
}

export interface AuditedPage {
  name: string;
  path: string;
  /** Readies the visitor before the audit (e.g. fills the cart); the audit keeps the page's storage. */
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
}

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

async function auditOnce(browser: Browser, baseUrl: string, target: AuditedPage): Promise<PageAudit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await target.prepare?.(page, baseUrl);
    const result = await lighthouse(
      `${baseUrl}${target.path}`,
      {
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: [...CATEGORIES],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (a trace it could not read on a busy machine) measured
    // nothing: its zero would be taken for the page's score.
    if (runtimeError) throw new Error(`${target.path}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
    // Lighthouse 13 names the LCP element in its breakdown insight, as a `node` item.
    const lcpNode = (
      audits['lcp-breakdown-insight']?.details as
        | { items?: Array<{ type?: string; selector?: string; nodeLabel?: string }> }
        | undefined
    )?.items?.find((item) => item.type === 'node');
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
        Category,
        number
      >,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpElement: lcpNode ? `${lcpNode.selector} (${lcpNode.nodeLabel})`.slice(0, 200) : '',
    };
  } finally {
    await context.close();
  }
}

/** One audit; a run Lighthouse could not finish is run once more. */
async function auditWithRetry(browser: Browser, baseUrl: string, target: AuditedPage): Promise<PageAudit> {
  try {
    return await auditOnce(browser, baseUrl, target);
  } catch (error) {
    console.warn(`Lighthouse run of ${target.path} failed, run again: ${(error as Error).message}`);
    return auditOnce(browser, baseUrl, target);
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `runs` audits of a page, summarised by the median of each figure. */
export async function auditPage(
  browser: Browser,
  baseUrl: string,
  target: AuditedPage,
  runs: number,
): Promise<PageAudit & { runs: PageAudit[] }> {
  const all: PageAudit[] = [];
  for (let run = 0; run < runs; run++) all.push(await auditWithRetry(browser, baseUrl, target));
  const byPerformance = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(all.map((audit) => audit.scores[category]))]),
    ) as Record<Category, number>,
    cls: median(all.map((audit) => audit.cls)),
    lcpMs: median(all.map((audit) => audit.lcpMs)),
    fcpMs: median(all.map((audit) => audit.fcpMs)),
    tbtMs: median(all.map((audit) => audit.tbtMs)),
    lcpElement: byPerformance[Math.floor(all.length / 2)]?.lcpElement ?? '',
    runs: all,
  };
}
