import { mkdirSync } from 'node:fs';
import { type Category, type Color, MESSAGES } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE, screenshot } from './browser';
import { placeDemoOrder } from './place-order';

// What shoppers met on the way (issue 15, item 5): the collection button, an expired code, the
// filters in force, the order reference's figures, the account pages.

const withPage = browserPages();
const SIZES = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

mkdirSync(`${ARTIFACTS}../small-things`, { recursive: true });
const shoot = (page: Page, name: string) => screenshot(page, `../small-things/${name}`);

async function cartCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Panier/ })
    .first()
    .getAttribute('aria-label');
  return Number(/(\d+) article/.exec(label ?? '')?.[1] ?? 0);
}

describe('a collection card on a phone', () => {
  it('says it adds the whole collection and how many pieces, and adds them all but those needing a size, which it links', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/collections');
      const card = page.locator('main article').first();
      await card.waitFor();
      const pieces = Number(/(\d+) pièce/.exec((await card.textContent()) ?? '')?.[1]);
      expect(pieces).toBeGreaterThan(0);
      const button = card.getByRole('button', { name: /^Ajouter la collection/ });
      expect((await button.textContent())?.trim()).toBe(MESSAGES.addCollectionToCart(pieces));
      expect(await card.getByRole('button', { name: /Ajouter au panier/ }).count()).toBe(0);
      await shoot(page, 'collections-390');
      await button.click();
      // A piece sold in sizes is not added without one: the card names it, with a link to its page.
      const toChoose = card.getByRole('status').getByRole('link');
      await expect.poll(async () => (await cartCount(page)) + (await toChoose.count())).toBe(pieces);
      console.info(
        `[mesure] collection de ${pieces} pièces : ${await cartCount(page)} ajoutées, ${await toChoose.count()} à choisir en taille`,
      );
      for (const link of await toChoose.all()) {
        expect(await link.getAttribute('href')).toMatch(/^\/SingleProduit\/\d+$/);
      }
      await shoot(page, 'collections-added-390');
      await expectNoHorizontalOverflow(page);
    });
  });
});

describe('the checkout', () => {
  it('says an expired code has expired, not that it is unknown', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/categories');
      const card = page.locator('main article').first();
      await card.waitFor();
      await card.getByRole('button', { name: /panier/ }).click();
      await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
      await page.goto('/VerifShop');
      await page.getByRole('button', { name: 'Soumettre' }).waitFor();
      await page.getByLabel('Code promo').fill('ete25');
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await page.getByText(MESSAGES.promoExpired).waitFor();
      await page.getByLabel('Code promo').fill('INVENTE90');
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await page.getByText(MESSAGES.invalidPromo).waitFor();
    });
  });

  for (const [size, viewport] of SIZES) {
    it(`at ${size} px, the confirmation is titled for itself and draws the reference with lining figures`, async () => {
      await withPage(viewport, async (page) => {
        const order = await placeDemoOrder(page);
        await page.getByRole('heading', { level: 1, name: 'Merci pour votre commande' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Vérifier la commande' }).count()).toBe(0);
        expect(await page.title()).toBe('Merci pour votre commande — Vitrine');
        const reference = page.locator('dd', { hasText: order.reference });
        expect(await reference.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toBe(
          'lining-nums tabular-nums',
        );
        await expectNoHorizontalOverflow(page);
        await shoot(page, `order-confirmation-${size}`);
      });
    });
  }
});

describe('the catalogue’s filters', () => {
  it('name the colours, and a chosen one shows as a chip above the results that removes it', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/categories');
      const filters = page.getByRole('complementary', { name: 'Filtres' });
      const colors = (await (await page.request.get('/api/Color')).json()) as Color[];
      const color = colors[0];
      if (!color) throw new Error('the demo shop has no colour');
      await expect.poll(() => filters.getByText(color.nom, { exact: true }).isVisible()).toBe(true);
      await filters.getByRole('checkbox', { name: color.nom }).click();
      const chip = page
        .getByRole('region', { name: 'Filtres actifs' })
        .getByRole('button', { name: `Retirer le filtre Couleur : ${color.nom}` });
      await chip.waitFor();
      expect(page.url()).toContain(`couleur=${color.id}`);
      await chip.click();
      await page.getByRole('region', { name: 'Filtres actifs' }).waitFor({ state: 'detached' });
      expect(page.url()).not.toContain('couleur=');
      expect(await filters.getByRole('checkbox', { name: color.nom }).isChecked()).toBe(false);
    });
  });

  for (const [size, viewport] of SIZES) {
    it(`at ${size} px, shows the chips of several filters and « Tout effacer » clears them`, async () => {
      await withPage(viewport, async (page) => {
        const [category] = (await (await page.request.get('/api/Category')).json()) as Category[];
        const [color] = (await (await page.request.get('/api/Color')).json()) as Color[];
        if (!category || !color) throw new Error('the demo shop has no category or colour');
        await page.goto(`/categories?nom=${category.id}&couleur=${color.id}&min=20`);
        const chips = page.getByRole('region', { name: 'Filtres actifs' });
        await chips.getByRole('button', { name: `Retirer le filtre Catégorie : ${category.nom}` }).waitFor();
        await chips.getByRole('button', { name: `Retirer le filtre Couleur : ${color.nom}` }).waitFor();
        await chips.getByRole('button', { name: /^Retirer le filtre Prix : dès 20.DT$/ }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
        await shoot(page, `catalogue-chips-${size}`);
        await chips.getByRole('button', { name: 'Tout effacer' }).click();
        await chips.waitFor({ state: 'detached' });
        expect(new URL(page.url()).search).toBe('');
      });
    });
  }
});

describe('/Signin', () => {
  for (const [size, viewport] of SIZES) {
    it(`at ${size} px, says before the form that ordering needs no account`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/Signin');
        const needsNone = page.getByText('Aucun compte n’est nécessaire pour commander.');
        await needsNone.waitFor();
        const form = page.getByRole('form', { name: 'Se connecter' });
        const [said, formTop] = await Promise.all([needsNone.boundingBox(), form.boundingBox()]);
        expect(said && formTop && said.y < formTop.y).toBe(true);
        await expectNoHorizontalOverflow(page);
        await shoot(page, `signin-${size}`);
      });
    });
  }
});

/**
 * Scrolls until `target` sits under the corner of « Revenir en haut de la page », then says whether
 * the two overlap and what a tap on the target's centre would reach.
 */
async function tapUnderTheButton(page: Page, target: ReturnType<Page['locator']>) {
  await target.evaluate((element) => {
    const corner = window.innerHeight - 40;
    const box = element.getBoundingClientRect();
    window.scrollBy({ top: box.top + box.height / 2 - corner, behavior: 'instant' });
  });
  const toTop = page.locator('button[aria-label="Revenir en haut de la page"]');
  await toTop.waitFor({ state: 'attached' });
  // A frame for the button to measure what lies beneath it, as it does after every scroll.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return target.evaluate(
    (element, button) => {
      const a = element.getBoundingClientRect();
      const b = (button as Element).getBoundingClientRect();
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const x = Math.min(Math.max(a.left + a.width / 2, b.left + 1), b.right - 1);
      const y = Math.min(Math.max(a.top + a.height / 2, b.top + 1), b.bottom - 1);
      return { overlap, reached: element.contains(document.elementFromPoint(x, y)) };
    },
    await toTop.elementHandle(),
  );
}

describe('« Revenir en haut de la page »', () => {
  for (const [size, viewport] of SIZES) {
    it(`at ${size} px, steps aside from a slider’s button beneath it, so a tap reaches it`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/');
        // The lowest button of the page's sliders that reaches the right edge, where the button sits.
        await page.evaluate(() => {
          const atTheEdge = [...document.querySelectorAll('main section button')].filter((button) => {
            const box = button.getBoundingClientRect();
            return box.width > 0 && box.right > window.innerWidth - 60 && box.right <= window.innerWidth;
          });
          atTheEdge.at(-1)?.setAttribute('data-under-test', '');
        });
        const slideButton = page.locator('[data-under-test]');
        expect(await tapUnderTheButton(page, slideButton)).toEqual({ overlap: true, reached: true });
        await shoot(page, `scroll-to-top-slider-${size}`);
      });
    });
  }

  it('at 390 px, steps aside from a form’s field beneath it', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/Contact');
      const message = page.locator('main').getByLabel('Message');
      await message.waitFor();
      expect(await tapUnderTheButton(page, message)).toEqual({ overlap: true, reached: true });
    });
  });
});
