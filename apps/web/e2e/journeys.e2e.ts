import { MESSAGES } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPages,
  DESKTOP,
  expectLooksRight,
  expectNoHorizontalOverflow,
  PHONE,
  parseDT,
  screenshot,
} from './browser';

const withPage = browserPages();

/** The prices on the cards, once the listing shows the answer to its current address. */
const cardPrices = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
  return (
    await page
      .locator('main article')
      .evaluateAll((cards) => cards.map((card) => (card.querySelector('p > span')?.textContent ?? '').trim()))
  ).map(parseDT);
};

describe('home', () => {
  it('shows the hero, best sellers, banners, new arrivals, newsletter and social block', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await expect.poll(() => page.title()).toBe('Vitrine — Bijoux et accessoires');
      const hero = page.getByRole('region', { name: 'À la une' });
      await hero.waitFor();
      expect(await hero.getByRole('group').count()).toBe(3);
      const best = page.getByRole('region', { name: 'Meilleures ventes', exact: true });
      await best.waitFor();
      expect(await best.locator('article').count()).toBeGreaterThanOrEqual(4);
      expect(await page.getByRole('region', { name: 'Trouver son bijou' }).getByRole('link').count()).toBe(3);
      await page.getByRole('region', { name: 'Nouveautés', exact: true }).waitFor();
      // The newsletter's form loads as the visitor scrolls towards it.
      await page.getByRole('region', { name: 'Suivez-nous' }).scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'Les nouveautés, en avant-première' }).waitFor();
      expect(await page.getByRole('region', { name: 'Suivez-nous' }).getByRole('link').count()).toBe(6);
      await screenshot(page, 'home-desktop');
    });
  });

  it('subscribes to the newsletter and thanks the visitor', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Suivez-nous' }).scrollIntoViewIfNeeded();
      const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
      await field.fill(`e2e-${Date.now()}@example.tn`);
      await page.getByRole('button', { name: 'S’inscrire' }).click();
      await page.getByText('Merci ! Vous êtes inscrit(e) à notre newsletter.').waitFor();
      expect(await field.inputValue()).toBe('');
    });
  });

  it('looks right on a phone', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Meilleures ventes', exact: true }).waitFor();
      await screenshot(page, 'home-phone');
      await expectLooksRight(page, 'accueil', [
        page.getByRole('button', { name: 'Ouvrir le menu' }),
        page.getByRole('heading', { level: 1 }),
        page.getByRole('region', { name: 'Meilleures ventes', exact: true }).locator('article').first(),
        page.getByText('Livraison gratuite à partir de 150 dt'),
      ]);
    });
  });
});

describe('catalogue', () => {
  it('goes from the Catalogue menu to a listing filtered by that category', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Catalogue' }).click();
      const menu = page.locator('header nav li:has(> button)').getByRole('link');
      await menu.nth(1).waitFor();
      const name = (await menu.nth(1).textContent())?.trim() ?? '';
      await menu.nth(1).click();
      await expect.poll(() => new URL(page.url()).search).toMatch(/^\?nom=\d+$/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(() => page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
      await page.locator('main article').first().waitFor();
      await page.waitForLoadState('networkidle');
      const categories = await page.locator('main article p:first-child').allTextContents();
      expect(categories.length).toBeGreaterThan(0);
      expect(new Set(categories.map((text) => text.trim().toLowerCase()))).toEqual(
        new Set([name.toLowerCase()]),
      );
      expect(await page.title()).toBe(`${name} — Vitrine`);
    });
  });

  it('filters, sorts by price descending and continues on page 2; the back button returns', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/categories');
      await page.locator('main article').first().waitFor();
      await page.getByRole('radio', { name: 'Femme' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('sexe')).not.toBeNull();
      await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix décroissant' });
      await expect.poll(() => new URL(page.url()).searchParams.get('tri')).toBe('desc');
      const descending = (prices: number[]) => prices.every((price, i) => (prices[i - 1] ?? price) >= price);
      await expect.poll(async () => descending(await cardPrices(page))).toBe(true);
      const first = await cardPrices(page);
      expect(first).toHaveLength(12);
      await screenshot(page, 'listing-desktop');

      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      await page.getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
      // Page 2 goes on where page 1 stopped.
      await expect.poll(async () => Math.max(...(await cardPrices(page))) <= Math.min(...first)).toBe(true);
      expect((await cardPrices(page)).length).toBeGreaterThan(0);

      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
      await page.getByRole('link', { name: 'Page 1' }).and(page.locator('[aria-current="page"]')).waitFor();
    });
  });

  it('looks right on a phone, with the filters in a panel that counts the results', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/categories');
      await page.locator('main article').first().waitFor();
      await screenshot(page, 'listing-phone');
      const status = page.locator('main [role="status"]').filter({ hasText: /articles?$/ });
      const total = Number.parseInt((await status.textContent()) ?? '', 10);
      expect(total).toBeGreaterThan(12);
      await expectLooksRight(page, 'catalogue', [
        page.getByRole('heading', { level: 1, name: 'Catalogue' }),
        page.getByRole('combobox', { name: 'Trier par' }),
        page.locator('main article').first(),
        page.getByRole('navigation', { name: 'Pages du catalogue' }),
      ]);

      await page.getByRole('button', { name: /Filtres/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filtres' });
      await panel.getByRole('button', { name: `Voir ${total} articles` }).waitFor();
      await panel.getByRole('radio', { name: 'Homme' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('sexe')).not.toBeNull();
      const count = async () => Number.parseInt((await status.textContent()) ?? '', 10);
      await expect.poll(count).toBeLessThan(total);
      const filtered = await count();
      const see = panel.getByRole('button', { name: `Voir ${filtered} article${filtered > 1 ? 's' : ''}` });
      await see.waitFor();
      await screenshot(page, 'listing-phone-filters');
      await see.click();
      await panel.waitFor({ state: 'hidden' });
      await expectNoHorizontalOverflow(page, 'catalogue filtré');
    });
  });
});

describe('product page', () => {
  it('moves through the gallery and shows similar products', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/categories');
      const link = page.locator('main article h3 a').first();
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const gallery = page.getByRole('region', { name: `Photos de ${name}` });
      const counter = gallery.getByText(/^\d+ \/ \d+$/);
      expect(await counter.textContent()).toMatch(/^1 \//);
      await gallery.getByRole('button', { name: 'Photo suivante' }).click();
      await expect.poll(() => counter.textContent()).toMatch(/^2 \//);
      await gallery.getByRole('button', { name: 'Afficher la photo 1' }).click();
      await expect.poll(() => counter.textContent()).toMatch(/^1 \//);
      await page.getByRole('heading', { name: 'Produits similaires' }).waitFor();
      expect(
        await page.getByRole('region', { name: 'Produits similaires' }).locator('article').count(),
      ).toBeGreaterThan(0);
      const [product, trail] = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
      );
      expect(product).toMatchObject({ '@type': 'Product', name });
      expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
      await screenshot(page, 'product-desktop');
    });
  });

  it('adds to the cart from the product page on a phone', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/categories');
      await page.locator('main article h3 a').nth(2).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByRole('region', { name: /^Photos de/ })
        .locator('img')
        .first()
        .waitFor();
      await screenshot(page, 'product-phone');
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
    });
  });

  it('says the article cannot be found for an unknown id', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/SingleProduit/999999');
      await page.getByRole('heading', { level: 1, name: 'Article introuvable' }).waitFor();
    });
  });
});

describe('collections', () => {
  it('adds every article of a collection to the cart from its page but those needing a size; the badge counts them', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/collections');
      const link = page.locator('main article h2 a').first();
      await link.waitFor();
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const pieces = await page
        .getByRole('region', { name: 'Les pièces de la collection' })
        .locator('article')
        .count();
      expect(pieces).toBeGreaterThan(0);
      expect(await page.getByTestId('cart-badge').count()).toBe(0);
      await page.getByRole('button', { name: 'Tout ajouter au panier' }).click();
      // The pieces sold in sizes are named, with links, to be chosen in a size on their pages; so are
      // the sold-out ones.
      const toChoose = page.getByRole('status').filter({
        hasText: new RegExp(`${MESSAGES.collectionSizesToChoose}|${MESSAGES.collectionSoldOut}`),
      });
      const badge = async () => {
        const shown = page.getByTestId('cart-badge');
        return (await shown.count()) ? Number(await shown.textContent()) : 0;
      };
      await expect
        .poll(async () => (await badge()) + (await toChoose.getByRole('link').count()))
        .toBe(pieces);
      await screenshot(page, 'collection-desktop');
    });
  });

  it('finds a collection by name without its accents', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/collections');
      const first = ((await page.locator('main article h2 a').first().textContent()) ?? '').trim();
      const folded = first
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
      await page.getByRole('searchbox', { name: 'Rechercher une collection' }).fill(folded);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(folded);
      await page.getByRole('link', { name: first, exact: true }).waitFor();
      await screenshot(page, 'collections-desktop');
    });
  });

  it('looks right on a phone', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/collections');
      await page.locator('main article h2 a').first().waitFor();
      await expectLooksRight(page, 'collections', [
        page.getByRole('searchbox', { name: 'Rechercher une collection' }),
        page.getByRole('button', { name: /Filtres/ }),
        page
          .locator('main article')
          .first()
          .getByRole('button', { name: /^Ajouter la collection / }),
      ]);
      await page.locator('main article h2 a').first().click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, 'collection-phone');
      await expectLooksRight(page, 'collection', [
        page.getByRole('heading', { level: 1 }),
        page.getByText('La collection complète'),
        page.getByRole('button', { name: 'Tout ajouter au panier' }),
        page.getByRole('region', { name: 'Les pièces de la collection' }).locator('article').first(),
      ]);
    });
  });
});

describe('shell', () => {
  it('opens the menu on a phone and follows a link', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Ouvrir le menu' });
      await button.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Collections' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/collections');
      await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('sends an unknown path to the home page', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/nulle-part');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.getByRole('region', { name: 'À la une' }).waitFor();
    });
  });

  it('lists events with links that open safely in a new tab', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/event');
      const link = page.getByRole('link', { name: /En savoir plus/ }).first();
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });
});
