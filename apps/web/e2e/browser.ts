import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const ARTIFACTS = fileURLToPath(new URL('../../../artifacts/e2e/', import.meta.url));

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** An init script: every Content-Security-Policy refusal in the page, recorded from its first script on. */
export const RECORD_CSP_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

/** What the CSP refused in a page that ran RECORD_CSP_VIOLATIONS. */
export const cspViolations = async (page: Page) =>
  (await page.evaluate('window.__cspViolations')) as string[];

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
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    javaScriptEnabled,
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
 * A page loaded whole (goto, reload) is the server's HTML first and answers once hydrated: a click on
 * a button before that would be lost, so the journeys go on only when the page says it is live.
 */
function answerOnceHydrated(page: Page) {
  const hydrated = () => page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

const CLIENT_ERROR_LOAD = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * One Chromium for the test file, and `withPage`: a new visitor (fresh context) at the given size,
 * on the shop under test; the test fails on any uncaught error in the page and on any error the
 * console shows (a hydration mismatch, a blocked script), but for those the test says it expects.
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
  return async function withPage<T>(
    viewport: typeof DESKTOP,
    run: (page: Page) => Promise<T>,
    {
      expectedConsoleErrors = [],
      javaScript = true,
    }: { expectedConsoleErrors?: RegExp[]; javaScript?: boolean } = {},
  ): Promise<T> {
    if (!browser) throw new Error('Chromium is not running');
    const { context, page } = await openPage(browser, baseUrl, viewport, javaScript);
    if (javaScript) answerOnceHydrated(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      // The API's 4xx answers the page expects (a 401 before the owner signs in, a 404 page, a 409) are
      // logged by Chromium as failed loads: the journeys assert what the page shows of them instead.
      const expected = [CLIENT_ERROR_LOAD, ...expectedConsoleErrors];
      if (message.type() === 'error' && !expected.some((pattern) => pattern.test(text))) {
        errors.push(`console: ${text}`);
      }
    });
    try {
      const result = await run(page);
      expect(errors, 'no error in the page or its console').toEqual([]);
      return result;
    } finally {
      await context.close();
    }
  };
}

// Strings, not functions: the test runner's transform would otherwise reach the page's code.

// Scrolls through the whole page a screen at a time, letting each step render (lazy images start
// loading as they come near), then back to the top once the fonts are in.
const SCROLL_THROUGH = `(async () => {
  const rendered = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await rendered();
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  await rendered();
  await document.fonts.ready;
})()`;

// The images a visitor can see (scrolling down, not sideways): laid out with a size, not hidden or
// transparent, not clipped away by a carousel or any other box that hides what overflows.
const SHOWN_IMAGES = `[...document.images].filter((image) => {
  if (!image.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  let { left, right, top, bottom } = image.getBoundingClientRect();
  for (let node = image.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    if (style.overflowX !== 'visible') { left = Math.max(left, box.left); right = Math.min(right, box.right); }
    if (style.overflowY !== 'visible') { top = Math.max(top, box.top); bottom = Math.min(bottom, box.bottom); }
  }
  left = Math.max(left, 0);
  right = Math.min(right, document.documentElement.clientWidth);
  return right - left >= 1 && bottom - top >= 1;
}).map((image) => ({
  src: image.currentSrc || image.src,
  alt: image.alt,
  complete: image.complete,
  naturalWidth: image.naturalWidth,
}))`;

interface ShownImage {
  src: string;
  alt: string;
  complete: boolean;
  naturalWidth: number;
}

/** A full-page screenshot in artifacts/e2e/ (git-ignored), once the page has been scrolled through and its images have loaded. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.evaluate(SCROLL_THROUGH);
  // The picture as the visitor gets it: once the images have loaded (those that never do are
  // expectImagesShown's to report, not the screenshot's).
  await expect
    .poll(
      async () => ((await page.evaluate(SHOWN_IMAGES)) as ShownImage[]).every((image) => image.complete),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
    .catch(() => undefined);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Dinars shown as "1 234,500 DT" → 1234.5 */
export function parseDT(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

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

/**
 * Fails unless every image a visitor can see has loaded a picture: none still loading after the page
 * was scrolled through, none broken (a 404, a format the browser cannot read).
 */
export async function expectImagesShown(page: Page, where = page.url()): Promise<void> {
  await page.evaluate(SCROLL_THROUGH);
  const images = async () => (await page.evaluate(SHOWN_IMAGES)) as ShownImage[];
  const loading = async () => (await images()).filter((image) => !image.complete).map((image) => image.src);
  try {
    await expect.poll(loading, { timeout: 15_000 }).toEqual([]);
  } catch {
    throw new Error(`${where} : images jamais chargées :\n  ${(await loading()).join('\n  ')}`);
  }
  const shown = await images();
  const broken = shown.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  if (broken.length > 0) throw new Error(`${where} : images cassées :\n  ${broken.join('\n  ')}`);
}

// Each visible logo (the links named « … , accueil »): the shop's name and its tagline, each measured
// as a box one line high and as text laid out on a single line.
const LOGO_LINES = `[...document.querySelectorAll('header a[aria-label$=", accueil"], footer a[aria-label$=", accueil"]')]
  .filter((logo) => logo.checkVisibility())
  .flatMap((logo) => [...logo.children].map((part) => {
    const range = document.createRange();
    range.selectNodeContents(part);
    const lineTops = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
    return {
      text: part.textContent.trim(),
      where: logo.closest('footer') ? 'footer' : 'header',
      height: part.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(part).lineHeight),
      lines: lineTops.size,
    };
  }))`;

/** Fails unless the logo is there and neither the shop's name nor its tagline wraps onto a second line. */
export async function expectLogoOnOneLine(page: Page, where = page.url()): Promise<void> {
  const parts = (await page.evaluate(LOGO_LINES)) as Array<{
    text: string;
    where: string;
    height: number;
    lineHeight: number;
    lines: number;
  }>;
  if (!parts.some((part) => part.where === 'header'))
    throw new Error(`${where} : pas de logo dans l’en-tête`);
  const wrapped = parts.filter((part) => part.lines !== 1 || Math.abs(part.height - part.lineHeight) > 1);
  if (wrapped.length > 0) {
    throw new Error(
      `${where} : le logo passe à la ligne :\n  ${wrapped
        .map(
          (part) =>
            `${part.where} « ${part.text} » : ${part.lines} ligne(s), ${part.height} px de haut pour une ligne de ${part.lineHeight} px`,
        )
        .join('\n  ')}`,
    );
  }
}

/** Fails unless each element is displayed, with a size, once scrolled to (nothing hidden or squashed). */
export async function expectVisible(...locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    await locator.scrollIntoViewIfNeeded();
    if (!(await locator.isVisible())) throw new Error(`Pas visible : ${String(locator)}`);
  }
}

/**
 * What a visitor notices at a glance, in one check: nothing sticks out sideways, every image shows, the
 * logo keeps to its lines, and the page's key elements are displayed.
 */
export async function expectLooksRight(page: Page, where: string, keyElements: Locator[]): Promise<void> {
  await expectNoHorizontalOverflow(page, where);
  await expectImagesShown(page, where);
  await expectLogoOnOneLine(page, where);
  await expectVisible(...keyElements);
}
