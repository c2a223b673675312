import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { median } from './lighthouse';

// The storefront as a shopper's phone meets it: a real Chromium whose network and CPU are throttled for
// real (Lighthouse's "devtools" preset, through the DevTools Protocol), a cold cache, a 412 px phone.
// Lighthouse (lighthouse.ts) simulates its throttling and never taps; this journey taps.

/** Lighthouse's mobile line (slow 4G, as "devtools" applies it) and its 4× CPU slowdown. */
export const THROTTLING = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
};
/** Lighthouse's phone: a Moto G Power. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
/** How often the shopper taps while the page does not answer. */
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 30_000;

export interface JourneyPage {
  name: string;
  path: string;
  /** The control tapped, and what says (in the page) that the tap was answered. */
  control: (page: Page) => Locator;
  answered: () => boolean;
}

/** The pages walked: each one's first tap, and what says it was answered. */
export const journeyPages = (articleId: number): JourneyPage[] => [
  {
    name: 'product',
    path: `/SingleProduit/${articleId}`,
    control: (page) => page.getByRole('button', { name: 'Ajouter au panier', exact: true }),
    answered: () => document.querySelector('[data-testid="cart-badge"]') !== null,
  },
  {
    name: 'listing',
    path: '/categories',
    // The phone's « Filtres » button (the sidebar's filters show from 992 px).
    control: (page) => page.getByRole('button', { name: /^Filtres/ }),
    answered: () => document.querySelector('dialog[open]') !== null,
  },
  {
    name: 'home',
    path: '/',
    // The menu: the first thing a phone's visitor taps on the home page (a card's « Ajouter au panier »
    // sits in a slider that moves under a finger while its photos load).
    control: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }),
    answered: () => document.querySelector('[aria-controls="menu-mobile"][aria-expanded="true"]') !== null,
  },
];

export interface JourneyRun {
  /** First contentful paint, ms from navigation. */
  fcpMs: number;
  /** Largest contentful paint, ms from navigation (a run without taps: a tap ends LCP's reporting). */
  lcpMs: number;
  /** When the page answered the taps (the cart changed, the filters opened), ms from navigation. */
  tapMs: number;
  /** The first tap, made as soon as the control was on screen. */
  firstTapMs: number;
  /** Taps made before the page answered. */
  taps: number;
}

/**
 * Runs in the page before its own scripts: records the paints, the taps and the moment `answered` first
 * holds (checked on every change of the document), all in the page's clock (ms from navigation).
 */
function recorder(answered: () => boolean) {
  const seen = { fcp: Number.NaN, lcp: Number.NaN, taps: [] as number[], answeredAt: Number.NaN };
  Object.assign(window, { __journey: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Before anything of the page's own: a tap is counted whatever the page does with it.
  window.addEventListener('click', (event) => event.isTrusted && seen.taps.push(event.timeStamp), true);
  const watch = new MutationObserver(() => {
    if (!answered()) return;
    seen.answeredAt = performance.now();
    watch.disconnect();
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

const initScriptFor = (target: JourneyPage) => `var __name = (f) => f; (${recorder})(${target.answered})`;

type Recorded = { fcp: number; lcp: number; taps: number[]; answeredAt: number };
const recorded = async (page: Page) => {
  const seen = (await page.evaluate('window.__journey')) as Recorded | undefined;
  if (!seen) throw new Error('the page has not started yet');
  return seen;
};

async function throttledPhone(
  browser: Browser,
  target: JourneyPage,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  // Sources, not functions: they run as the DevTools Protocol's, which the shop's CSP does not cover.
  // (`__name`: the helper the TypeScript loader may name the functions' inner functions with.)
  await page.addInitScript({ content: initScriptFor(target) });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { context, page };
}

/** The page loaded untouched until it is live and loaded: its paints. */
async function look(browser: Browser, baseUrl: string, target: JourneyPage) {
  const { context, page } = await throttledPhone(browser, target);
  try {
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset, undefined, {
      timeout: GIVE_UP_MS,
    });
    const { fcp, lcp } = await recorded(page);
    return { fcpMs: fcp, lcpMs: lcp };
  } finally {
    await context.close();
  }
}

/**
 * The page loaded and its control tapped every TAP_EVERY_MS from the moment it is on screen, until the
 * page answers: when it did, the first tap, and how many taps it took.
 */
async function tapUntilAnswered(browser: Browser, baseUrl: string, target: JourneyPage) {
  const { context, page } = await throttledPhone(browser, target);
  try {
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' });
    const control = target.control(page);
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      // Between the answer's first bytes and the new document, there is no page to ask yet.
      const now = await recorded(page).catch(() => undefined);
      const { answeredAt, taps } = now ?? { answeredAt: Number.NaN, taps: [] };
      if (!Number.isNaN(answeredAt)) {
        return {
          tapMs: answeredAt,
          firstTapMs: taps[0] ?? Number.NaN,
          taps: taps.filter((at) => at <= answeredAt).length,
        };
      }
      if (Date.now() > deadline) {
        const live = await page.evaluate(() => 'hydrated' in document.documentElement.dataset);
        throw new Error(
          `${target.path}: no answer in ${GIVE_UP_MS} ms to ${taps.length} taps (page ${live ? '' : 'not '}live)`,
        );
      }
      // As a shopper taps: once the control is on screen and still (Playwright scrolls to it, waits two
      // frames without a move and checks that the tap lands on it); not there yet, it is tried again.
      await control.tap({ timeout: 1_000 }).catch(() => undefined);
      if (new URL(page.url()).pathname !== target.path)
        throw new Error(`${target.path}: a tap left the page for ${page.url()}`);
      await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
    }
  } finally {
    await context.close();
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** `runs` cold loads of the page untouched and `runs` tapped: the median of each figure, and every run. */
export async function walkPage(browser: Browser, baseUrl: string, target: JourneyPage, runs: number) {
  const all: JourneyRun[] = [];
  for (let run = 0; run < runs; run++)
    all.push({
      ...(await look(browser, baseUrl, target)),
      ...(await tapUntilAnswered(browser, baseUrl, target)),
    });
  const of = (figure: keyof JourneyRun) => median(all.map((one) => one[figure]));
  return {
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tapMs: of('tapMs'),
    firstTapMs: of('firstTapMs'),
    taps: of('taps'),
    runs: all,
  };
}
