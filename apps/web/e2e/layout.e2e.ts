import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserPages,
  DESKTOP,
  expectNoBrokenImage,
  expectNoHorizontalOverflow,
  PHONE,
  screenshot,
} from './browser';

// Every page of the spec at a phone's and a laptop's width: nothing sticks out sideways, no image
// is broken, and a screenshot of each is kept in artifacts/e2e/layout-<width>-<page>.png.

const baseUrl = inject('baseUrl');
const withPage = browserPages();
let articleId: number;
let collectionId: number;

beforeAll(async () => {
  const [latest] = (await (await fetch(`${baseUrl}/api/latestArticles`)).json()) as Array<{ id: number }>;
  const [collection] = (await (await fetch(`${baseUrl}/api/Collection`)).json()) as Array<{ id: number }>;
  if (!latest || !collection) throw new Error('Le catalogue de démonstration est vide.');
  articleId = latest.id;
  collectionId = collection.id;
});

/** Opens a page as a visitor would and waits until its heading and its data are there. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const ROUTES: Array<{ name: string; path: () => string; before?: (page: Page) => Promise<void> }> = [
  { name: 'accueil', path: () => '/' },
  { name: 'catalogue', path: () => '/categories' },
  { name: 'collections', path: () => '/collections' },
  { name: 'evenements', path: () => '/event' },
  { name: 'produit', path: () => `/SingleProduit/${articleId}` },
  { name: 'collection', path: () => `/SingleCollection/${collectionId}` },
  {
    name: 'panier',
    path: () => '/Panier',
    // The cart page with an article in it, put there the way a visitor does.
    before: async (page) => {
      await visit(page, `/SingleProduit/${articleId}`);
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
    },
  },
  { name: 'verification', path: () => '/VerifShop' },
  { name: 'contact', path: () => '/Contact' },
  { name: 'profil', path: () => '/Profil' },
  { name: 'inscription', path: () => '/Signup' },
  { name: 'connexion', path: () => '/Signin' },
];

describe.each([
  { label: 'phone', viewport: PHONE },
  { label: 'desktop', viewport: DESKTOP },
])('every page on a $label ($viewport.width px)', ({ viewport }) => {
  it.each(ROUTES)('$name: no horizontal overflow, no broken image', async ({ name, path, before }) => {
    await withPage(viewport, async (page) => {
      if (before) await before(page);
      await visit(page, path());
      if (name === 'panier') {
        expect(
          await page
            .locator('main')
            .getByRole('button', { name: /^Supprimer .+ du panier$/ })
            .count(),
        ).toBe(1);
      }
      // screenshot() scrolls the whole page first: lazy images load, late layout shows.
      await screenshot(page, `layout-${viewport.width}-${name}`);
      await expectNoHorizontalOverflow(page, `${path()} à ${viewport.width} px`);
      await expectNoBrokenImage(page, `${path()} à ${viewport.width} px`);
    });
  });
});

describe('scroll position', () => {
  const scrollY = (page: Page) => page.evaluate('window.scrollY') as Promise<number>;

  it('opens a freshly loaded page at the top, and back restores where the visitor was', async () => {
    await withPage(PHONE, async (page) => {
      await visit(page, '/categories');
      await page.locator('main article').nth(8).waitFor();
      await page.evaluate('window.scrollTo(0, 1400)');
      await expect.poll(() => scrollY(page)).toBe(1400);

      // A new address typed or followed from elsewhere: a fresh page load.
      await visit(page, '/collections');
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(0);
      await visit(page, '/categories');
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(0);

      // Inside the shop: a new page starts at the top, back returns to the same place.
      await page.locator('main article').nth(8).scrollIntoViewIfNeeded();
      const listPosition = await scrollY(page);
      expect(listPosition).toBeGreaterThan(500);
      const link = page.locator('main article').nth(8).locator('h3 a');
      const name = ((await link.textContent()) ?? '').trim();
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/categories');
      await expect.poll(() => scrollY(page)).toBe(listPosition);
    });
  });
});
