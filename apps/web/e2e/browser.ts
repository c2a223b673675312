import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const ARTIFACTS = fileURLToPath(new URL('../../../artifacts/e2e/', import.meta.url));

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'fr-FR',
    deviceScaleFactor: 1,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

/**
 * One Chromium for the test file, and `withPage`: a new visitor (fresh context) at the given size,
 * on the shop under test; the test fails on any uncaught error in the page.
 */
export function browserPages() {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async function withPage<T>(viewport: typeof DESKTOP, run: (page: Page) => Promise<T>): Promise<T> {
    if (!browser) throw new Error('Chromium is not running');
    const { context, page } = await openPage(browser, baseUrl, viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const result = await run(page);
      expect(errors, 'no uncaught error in the page').toEqual([]);
      return result;
    } finally {
      await context.close();
    }
  };
}

const BRING_IMAGES_IN = `(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  window.scrollTo(0, 0);
  const pending = [...document.images].filter((image) => !image.complete);
  const loaded = Promise.all(pending.map((image) => new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  })));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
})()`;

/** A full-page screenshot in artifacts/e2e/ (git-ignored), once images have loaded. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // A string, not a function: the test runner's transform would otherwise reach the page's code.
  await page.evaluate(BRING_IMAGES_IN);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Dinars shown as "1 234,500 DT" → 1234.5 */
export function parseDT(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

// Strings, not functions: the test runner's transform would otherwise reach the page's code.
// The limit is the root's clientWidth: a phone's window.innerWidth grows with a page that is too
// wide (the browser zooms out to show it all), which would hide the very overflow sought here.
const MEASURE_OVERFLOW = `(() => {
  const limit = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const clipped = (element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };
  const describe = (element) => {
    const classes = [...element.classList].slice(0, 2).map((name) => '.' + name).join('');
    const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const box = element.getBoundingClientRect();
    return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + classes +
      ' [' + Math.round(box.left) + '→' + Math.round(box.right) + ' px]' + (text ? ' « ' + text + ' »' : '');
  };
  const offenders = scrollWidth <= limit ? [] : [...document.body.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.right <= limit + 0.5 && box.left >= -0.5) return false;
    if (getComputedStyle(element).position === 'fixed') return false;
    return !clipped(element);
  });
  // The outermost offenders name the culprit; their children only repeat it.
  const outermost = offenders.filter((element) => !offenders.includes(element.parentElement));
  return { scrollWidth, limit, offenders: outermost.slice(0, 12).map(describe) };
})()`;

/** Fails when the page is wider than the window, naming the elements that stick out. */
export async function expectNoHorizontalOverflow(page: Page, where = page.url()): Promise<void> {
  const { scrollWidth, limit, offenders } = (await page.evaluate(MEASURE_OVERFLOW)) as {
    scrollWidth: number;
    limit: number;
    offenders: string[];
  };
  if (scrollWidth > limit) {
    throw new Error(
      `${where} : la page fait ${scrollWidth} px de large pour une fenêtre de ${limit} px. ` +
        `Dépassent :\n  ${offenders.join('\n  ') || '(aucun élément isolé)'}`,
    );
  }
}

const BROKEN_IMAGES = `[...document.images]
  .filter((image) => image.complete && image.naturalWidth === 0)
  .map((image) => image.currentSrc || image.src)`;

/** Fails when an image that finished loading has no picture (a 404, a format the browser cannot read). */
export async function expectNoBrokenImage(page: Page, where = page.url()): Promise<void> {
  const broken = (await page.evaluate(BROKEN_IMAGES)) as string[];
  if (broken.length > 0) throw new Error(`${where} : images cassées :\n  ${broken.join('\n  ')}`);
}

/** Fails unless each element is displayed, with a size, once scrolled to (nothing hidden or squashed). */
export async function expectVisible(...locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    await locator.scrollIntoViewIfNeeded();
    if (!(await locator.isVisible())) throw new Error(`Pas visible : ${String(locator)}`);
  }
}
