import { statSync } from 'node:fs';
import path from 'node:path';
import type { Article, CollectionSummary } from '@vitrine/contracts';
import { describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, browserPages, cspViolations, DESKTOP, PHONE, RECORD_CSP_VIOLATIONS } from './browser';
import { textOf } from './html';

// What the server's HTML carries before any script runs: what a crawler, a link preview or a visitor
// on a slow phone gets.

const baseUrl = inject('baseUrl');
const withPage = browserPages();
/** The storefront's build, which the shop under test serves. */
const BUILT = path.resolve(import.meta.dirname, '../dist');

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${baseUrl}/api${path}`)).json() as Promise<T>;
const page = (path: string, init?: RequestInit) =>
  fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

// The newest article with photos: another journey may have added one without any (catalogue.e2e.ts).
const product = (await api<Article[]>('/latestArticles')).find((article) => article.images.length > 0);
if (!product) throw new Error('the demo catalogue has no article with photos');

describe('server-rendered pages', () => {
  it('a product page carries its name, price, first photo, description, meta and structured data', async () => {
    const response = await page(`/SingleProduit/${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe(product.nom);
    expect(html).toMatch(/\d+,\d{3}(&nbsp;|\u00a0)DT/);
    // The first photo: asked for first, in the best format and width the phone can use.
    const lead = /<picture>(?:(?!<\/picture>).)*fetchpriority="high"(?:(?!<\/picture>).)*<\/picture>/is.exec(
      html,
    )?.[0];
    expect(lead).toMatch(/<source type="image\/avif" srcset="[^"]+ 400w, [^"]+ 800w/i);
    expect(lead).toMatch(/sizes="[^"]+"/);
    expect(html).toContain(product.description.slice(0, 40).replace(/'/g, '&#x27;'));
    expect(textOf(html, /<title>(.*?)<\/title>/)).toBe(`${product.nom} — Vitrine`);
    expect(metaContent(html, 'description')).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/SingleProduit/${product.id}">`);
    expect(metaContent(html, 'og:image')).toBe(new URL(product.image, baseUrl).href);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const [structured, trail] = jsonLd(html);
    expect(structured).toMatchObject({ '@type': 'Product', name: product.nom });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('a listing carries the twelve cards of the page asked and its pages as links', async () => {
    const html = await (await page('/categories?page=2')).text();
    expect(html.match(/<article/g)).toHaveLength(12);
    expect(html).toMatch(/<a[^>]*href="\/categories\?page=3"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/categories?page=2">`);
    expect(textOf(html, /<title>(.*?)<\/title>/)).toBe('Catalogue — Vitrine');
  });

  it('the home page carries its hero, best sellers and the shop’s title', async () => {
    const html = await (await page('/')).text();
    const [best] = await api<Article[]>('/topSellingArticles');
    expect(textOf(html, /<title>(.*?)<\/title>/)).toBe('Vitrine — Bijoux et accessoires');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(best?.nom.replace(/'/g, '&#x27;'));
    expect(metaContent(html, 'og:image')).toMatch(/^http/);
  });

  it('a collection page carries its name and its pieces', async () => {
    const [collection] = (await api<{ collections: CollectionSummary[] }>('/collectionPaginate')).collections;
    if (!collection) throw new Error('the demo catalogue has no collection');
    const html = await (await page(`/SingleCollection/${collection.id}`)).text();
    expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toContain(collection.nom);
    expect(html.match(/<article/g)?.length).toBe(collection.articles_count);
  });

  it('an unknown product or collection is a 404 with the shop’s « introuvable » page', async () => {
    for (const [path, title] of [
      ['/SingleProduit/999999', 'Article introuvable'],
      ['/SingleCollection/999999', 'Collection introuvable'],
    ]) {
      const response = await page(path as string);
      expect(response.status).toBe(404);
      expect(textOf(await response.text(), /<h1[^>]*>(.*?)<\/h1>/s)).toBe(title);
    }
  });

  it('a //host path names no other site: the shop’s own address or a redirect home', async () => {
    for (const path of [
      `//evil.example/SingleProduit/${product.id}`,
      '//evil.example/',
      '/\\evil.example/',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('location') ?? '', path).not.toContain('evil.example');
      const html = await response.text();
      for (const link of html.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g)) {
        expect(new URL(link[1] as string).origin, path).toBe(baseUrl);
      }
    }
  });

  it('a parameter no page reads is left out of the canonical link and the pagination', async () => {
    const html = await (await page('/categories?fbclid=Iw4R&page=2&utm_source=facebook')).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/categories?page=2">`);
    expect(html).toMatch(/<a[^>]*href="\/categories\?page=3"/);
    expect(html).not.toContain('fbclid');
  });

  it('$ patterns in the words searched come back as written, the page of its usual size', async () => {
    const plain = await (await page('/recherche?q=bague')).text();
    const odd = await (await page(`/recherche?q=${'%24%60'.repeat(40)}`)).text();
    expect(odd.length).toBeLessThan(plain.length * 2);
    expect(odd.match(/<html/g)).toHaveLength(1);
  });

  it('any other unknown address is a real redirect home', async () => {
    const response = await page('/nulle-part?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers 304 to a visitor whose copy is current', async () => {
    const first = await page(`/SingleProduit/${product.id}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would otherwise ask for a fresh copy, « no-cache »).
    const again = await page(`/SingleProduit/${product.id}`, {
      headers: { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('brings its style sheet inside the page: the first paint waits for no other request, and the CSP allows it', async () => {
    await withPage(PHONE, async (browserPage) => {
      await browserPage.addInitScript(RECORD_CSP_VIOLATIONS);
      const sheets: string[] = [];
      browserPage.on('request', (sent) => {
        if (sent.resourceType() === 'stylesheet') sheets.push(sent.url());
      });
      await browserPage.goto(`/SingleProduit/${product.id}`);
      await browserPage.getByRole('heading', { level: 1, name: product.nom }).waitFor();
      // The shop's own face and ivory, which only its style sheet sets.
      expect(
        await browserPage.evaluate(() => {
          const body = getComputedStyle(document.body);
          return [body.fontFamily.split(',')[0], body.backgroundColor];
        }),
      ).toEqual(['Jost', 'rgb(251, 248, 243)']);
      expect(sheets).toEqual([]);
      expect(await cspViolations(browserPage)).toEqual([]);
    });
  });

  it('sends the scripts a page names as the build compressed them, to a browser in brotli', async () => {
    const html = await (await page(`/SingleProduit/${product.id}`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const answer = await fetch(`${baseUrl}${file}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      });
      // The build's own .br, byte for byte as long (compressed per request, it would have no length).
      const built = statSync(path.join(BUILT, `${file}.br`)).size;
      expect([file, answer.headers.get('content-encoding'), answer.headers.get('content-length')]).toEqual([
        file,
        'br',
        String(built),
      ]);
    }
  });

  it('the cart says politely, without JavaScript, that it needs it', async () => {
    const html = await (await page('/Panier')).text();
    expect(html).toMatch(/<noscript>.*activez JavaScript.*<\/noscript>/s);
  });
});

describe('without JavaScript', () => {
  it('a product page on a phone shows its name, price and photo', async () => {
    await withPage(
      PHONE,
      async (browserPage) => {
        await browserPage.goto(`/SingleProduit/${product.id}`);
        await browserPage.getByRole('heading', { level: 1, name: product.nom }).waitFor();
        await expect
          .poll(() =>
            browserPage
              .locator('img[fetchpriority="high"]')
              .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          )
          .toBe(true);
        expect(await browserPage.locator('main').textContent()).toMatch(/\d+,\d{3}\s?DT/);
        // Not screenshot(): it scrolls the page with a script, which this visitor does not run.
        await browserPage.screenshot({
          path: path.join(ARTIFACTS, 'product-without-javascript-390.png'),
          fullPage: true,
        });
      },
      { javaScript: false },
    );
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('the catalogue filters with « Filtrer » and pages with its links, on a %s', async (_, viewport) => {
    await withPage(
      viewport,
      async (browserPage) => {
        await browserPage.goto('/categories');
        await browserPage.getByRole('radio', { name: 'Bracelets' }).check();
        await browserPage.getByRole('button', { name: 'Filtrer' }).click();
        await browserPage.waitForURL(/[?&]nom=\d+/);
        await browserPage.getByRole('heading', { level: 1, name: 'Bracelets' }).waitFor();
        expect(await browserPage.locator('main article').count()).toBeGreaterThan(0);
        await browserPage.goto('/categories');
        await browserPage.getByRole('link', { name: 'Page 2', exact: true }).click();
        await browserPage.waitForURL(/page=2/);
        expect(await browserPage.locator('main article').count()).toBe(12);
      },
      { javaScript: false },
    );
  });
});

describe('the storefront’s script', () => {
  it('hydrates a listing reached with parameters it does not read, its links the server’s', async () => {
    await withPage(DESKTOP, async (browserPage) => {
      await browserPage.goto('/categories?utm_source=facebook&page=2&fbclid=Iw4R');
      await browserPage.getByRole('link', { name: 'Page 3', exact: true }).click();
      await browserPage.waitForURL(/\/categories\?page=3$/);
      expect(await browserPage.locator('main article').count()).toBeGreaterThan(0);
    });
  });

  it('keeps a tap made before it runs: the button waits, and the article is added once the page is live', async () => {
    await withPage(PHONE, async (browserPage) => {
      const address = `/SingleProduit/${product.id}`;
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
        await (await page(address)).text(),
      )?.[1];
      if (!entry) throw new Error('the page names no entry script');
      // The storefront's script held back: the server's page is all the visitor has.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await browserPage.route(`${baseUrl}${entry}`, async (route) => {
        await held;
        await route.continue();
      });
      // The frame's own goto: the page's waits for hydration, which the held script keeps from coming.
      await browserPage.mainFrame().goto(`${baseUrl}${address}`, { waitUntil: 'commit' });
      const add = browserPage.getByRole('button', { name: 'Ajouter au panier', exact: true });
      // Tapped until it shows that it waits (the tiny script that keeps taps arrives with the styles).
      await expect
        .poll(async () => {
          await add.tap();
          return add.getAttribute('aria-busy');
        })
        .toBe('true');
      expect(await browserPage.evaluate(() => localStorage.getItem('vitrine-panier'))).toBeNull();
      release();
      await browserPage.getByTestId('cart-badge').waitFor();
      expect(await browserPage.getByTestId('cart-badge').textContent()).toBe('1');
      expect(await add.getAttribute('aria-busy')).toBeNull();
    });
  });

  it('takes what is typed as soon as it says it is live, on a slow phone too: the search filters', async () => {
    await withPage(PHONE, async (browserPage) => {
      // A slow phone: the page's own part hydrates well after the root (each Suspense boundary on its own).
      const cdp = await browserPage.context().newCDPSession(browserPage);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // The journeys' goto: back once the page says it is live.
      await browserPage.goto('/collections');
      await browserPage.getByRole('searchbox', { name: 'Rechercher une collection' }).fill('corail');
      await expect.poll(() => new URL(browserPage.url()).searchParams.get('q')).toBe('corail');
    });
  });

  it('still comes when the lead photo never arrives: the page comes alive without it', async () => {
    await withPage(PHONE, async (browserPage) => {
      // The photos' server hangs: their requests are never answered.
      await browserPage.route('**/storage/**', () => undefined);
      await browserPage.goto(`/SingleProduit/${product.id}`, { waitUntil: 'domcontentloaded' });
      await browserPage.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await expect
        .poll(() => browserPage.evaluate(() => localStorage.getItem('vitrine-panier')))
        .toContain(`"article_id":${product.id}`);
    });
  });
});
