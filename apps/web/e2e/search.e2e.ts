import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPages,
  DESKTOP,
  expectLogoOnOneLine,
  expectNoHorizontalOverflow,
  PHONE,
  screenshot,
} from './browser';

const withPage = browserPages();
const SEARCH_ARTIFACTS = fileURLToPath(new URL('../../../artifacts/search/', import.meta.url));

async function capture(page: Page, name: string, fullPage = false) {
  mkdirSync(SEARCH_ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(SEARCH_ARTIFACTS, `${name}.png`), fullPage });
}

/** Opens the header's search and types like a person, a key at a time. */
async function typeInHeaderSearch(page: Page, text: string) {
  await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
  const field = page.getByRole('combobox', { name: 'Rechercher' });
  await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
  await field.pressSequentially(text, { delay: 60 });
  return field;
}

const optionNames = (page: Page) =>
  page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => option.querySelector('span + span')?.textContent ?? ''),
    );

describe('search from the header', () => {
  it('on a phone, a typo « colier » still suggests necklaces, and the keyboard opens one', async () => {
    const started = Date.now();
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Ouvrir la recherche' }).waitFor();
      await expectNoHorizontalOverflow(page, 'accueil, en-tête avec la loupe (390 px)');
      await expectLogoOnOneLine(page, 'accueil, en-tête avec la loupe (390 px)');
      const field = await typeInHeaderSearch(page, 'colier');
      const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
      await options.first().waitFor();
      const names = await optionNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(6);
      expect(await options.first().locator('img').count()).toBe(1);
      expect(await options.first().textContent()).toMatch(/\d+,\d{3}\s?DT/);
      await expectNoHorizontalOverflow(page, 'suggestions (390 px)');
      await expectLogoOnOneLine(page, 'suggestions (390 px)');
      await capture(page, 'header-suggestions-390');

      await field.press('ArrowDown');
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      await field.press('Enter');
      await page.waitForURL(/\/SingleProduit\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(names[0]);
    });
    console.log(`search journey on a phone (typo → product): ${Date.now() - started} ms`);
  });

  // One test a width: both in one test (screenshots, full-page captures) outlasted the test's minute on
  // a busy machine.
  it.each([
    [390, PHONE],
    [1280, DESKTOP],
  ] as const)(
    'Enter without a suggestion chosen lists the results with the catalogue cards, %i px wide',
    async (width, viewport) => {
      await withPage(viewport, async (page) => {
        await page.goto('/');
        const field = await typeInHeaderSearch(page, 'bracelet');
        await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
        if (width === 1280) await capture(page, 'header-suggestions-1280');
        await field.press('Enter');
        await page.waitForURL(/\/recherche\?q=bracelet$/);
        await page.getByRole('heading', { level: 1, name: '« bracelet »' }).waitFor();
        const cards = page.locator('main article');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(12);
        expect(
          await page
            .getByRole('status')
            .filter({ hasText: /\d+ articles/ })
            .count(),
        ).toBe(1);
        await page.getByRole('navigation', { name: 'Pages des résultats' }).waitFor();
        // The field keeps what was searched.
        expect(await page.getByRole('combobox', { name: 'Rechercher' }).inputValue()).toBe('bracelet');
        await expectNoHorizontalOverflow(page, `/recherche (${width} px)`);
        await expectLogoOnOneLine(page, `/recherche (${width} px)`);
        await screenshot(page, `search-results-${width}`);
        await capture(page, `results-${width}`, true);
        await page
          .getByRole('navigation', { name: 'Pages des résultats' })
          .getByRole('link', { name: 'Page 2', exact: true })
          .click();
        await page.waitForURL(/\/recherche\?q=bracelet&page=2$/);
      });
    },
  );

  it('Escape closes the suggestions, then the search row, and the keyboard is back on its button', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      const field = await typeInHeaderSearch(page, 'bague');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option').first().waitFor();
      await field.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await field.press('Escape');
      await field.waitFor({ state: 'detached' });
      const opener = page.getByRole('button', { name: 'Ouvrir la recherche' });
      await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    });
  });

  it('narrows the results with the catalogue’s filters, on a phone, and clearing them keeps the words', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/recherche?q=argent');
      await page.locator('main article').first().waitFor();
      const status = page.locator('main [role="status"]').filter({ hasText: /articles?$/ });
      const count = async () => Number.parseInt((await status.textContent()) ?? '', 10);
      const total = await count();
      expect(total).toBeGreaterThan(1);

      await page.getByRole('button', { name: /Filtres/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filtres' });
      await panel.getByRole('radio', { name: 'Bracelets' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('nom')).not.toBeNull();
      expect(new URL(page.url()).searchParams.get('q')).toBe('argent');
      await expect.poll(count).toBeLessThan(total);
      const filtered = await count();
      expect(filtered).toBeGreaterThan(0);
      const see = panel.getByRole('button', { name: `Voir ${filtered} article${filtered > 1 ? 's' : ''}` });
      await see.click();
      await panel.waitFor({ state: 'hidden' });
      const chips = page.getByRole('region', { name: 'Filtres actifs' });
      await chips.getByRole('button', { name: /Bracelets/ }).waitFor();
      await expectNoHorizontalOverflow(page, '/recherche filtrée (390 px)');
      await capture(page, 'results-filtered-390', true);

      await chips.getByRole('button', { name: 'Tout effacer' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?q=argent');
      await expect.poll(count).toBe(total);
    });
  });

  it('says in French when nothing matches, and offers the catalogue', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/recherche?q=%25%27%5C_');
      await page.getByRole('heading', { name: "Aucun article ne correspond à « %'\\_ »." }).waitFor();
      await page.getByRole('link', { name: 'Voir le catalogue' }).waitFor();
    });
  });
});
