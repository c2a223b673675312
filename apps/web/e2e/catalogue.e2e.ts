import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, PHONE } from './browser';
import { shoot, signIn } from './console';

// The catalogue from the owner's phone: an article created in the console is found by the shop's
// search, and a size set to 0 shows sold out on its product page. Screenshots go beside the console's
// others, in artifacts/owner/ (git-ignored; the owner's guide keeps copies).

const withPage = browserPages();

/** Creates an article from the console's form, with two sizes of `stock` pieces; its id and sizes. */
async function createArticle(page: Page, nom: string, stock: number) {
  await signIn(page, '/gestion/articles');
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await page.getByRole('heading', { level: 1, name: 'Nouvel article' }).waitFor();
  await page.getByLabel(/^Nom/).fill(nom);
  await page.getByLabel('Description').fill('Corail rouge serti sur argent, fait main à Sidi Bou Saïd.');
  await page.getByLabel(/^Prix/).fill('74,500');
  await page.getByLabel('Promotion (%)').fill('10');
  const sub = page.getByLabel(/^Sous-catégorie/);
  await sub.locator('option').nth(1).waitFor({ state: 'attached' });
  await sub.selectOption({ index: 1 });
  await page.getByRole('group', { name: 'Couleurs' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Créer l’article' }).click();
  await page.waitForURL(/\/gestion\/articles\/\d+$/);
  await page.getByRole('heading', { level: 1, name: nom }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const sizes = page.getByRole('form', { name: 'Tailles et stock' });
  for (let row = 0; row < 2; row++) {
    await sizes.getByRole('button', { name: 'Ajouter une taille' }).click();
    await sizes
      .getByLabel(/^Stock de la taille/)
      .nth(row)
      .fill(String(stock));
  }
  await sizes.getByRole('button', { name: 'Enregistrer les tailles' }).click();
  await sizes.getByText('Tailles enregistrées.').waitFor();
  const names = await sizes
    .getByRole('combobox')
    .evaluateAll((selects) =>
      selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? ''),
    );
  return { id, sizes: names };
}

describe('the catalogue from the console, on a phone', () => {
  it('an article created in the console is found by the shop’s search, at its price', async () => {
    const nom = 'Bague Corail Sidi Bou';
    const { id } = await withPage(PHONE, (page) => createArticle(page, nom, 4));
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
      const field = page.getByRole('combobox', { name: 'Rechercher' });
      await field.pressSequentially('corail sidi', { delay: 40 });
      await field.press('Enter');
      await page.waitForURL(/\/recherche\?/);
      const card = page.getByRole('link', { name: new RegExp(nom) }).first();
      await card.waitFor();
      await card.click();
      await page.waitForURL(new RegExp(`/SingleProduit/${id}$`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nom);
      // 74,500 DT less 10 %.
      await page
        .getByText(/67,050\s?DT/)
        .first()
        .waitFor();
    });
  });

  it('a size set to 0 in the console shows sold out on the product page; the form and the stock page fit', async () => {
    const nom = 'Bracelet Corail Kerkennah';
    const { id, sizes } = await withPage(PHONE, (page) => createArticle(page, nom, 3));
    const [kept, soldOut] = sizes as [string, string];
    await withPage(PHONE, async (page) => {
      await signIn(page, `/gestion/articles/${id}`);
      const form = page.getByRole('form', { name: 'Tailles et stock' });
      await form.getByLabel(`Stock de la taille ${soldOut}`).fill('0');
      await form.getByRole('button', { name: 'Enregistrer les tailles' }).click();
      await form.getByText('Tailles enregistrées.').waitFor();
      await shoot(page, 'article-form-phone');

      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stock' }).click();
      const lines = page.getByRole('list', { name: 'Tailles à 3 pièces ou moins' });
      await lines.getByRole('link', { name: new RegExp(`${nom}.*Taille ${soldOut}.*Épuisé`) }).waitFor();
      await lines.getByRole('link', { name: new RegExp(`${nom}.*Taille ${kept}.*3 pièces`) }).waitFor();
      await shoot(page, 'stock-phone');
    });
    await withPage(PHONE, async (page) => {
      await page.goto(`/SingleProduit/${id}`);
      const picker = page.getByRole('group', { name: 'Taille' });
      await picker.waitFor();
      expect(await picker.getByRole('radio', { name: `${soldOut} épuisé` }).isDisabled()).toBe(true);
      expect(await picker.getByRole('radio', { name: new RegExp(`^${kept}( |$)`) }).isDisabled()).toBe(false);
    });
  });

  it('the article form and the stock page fit a desktop window too', async () => {
    await withPage(DESKTOP, async (page) => {
      await signIn(page, '/gestion/stock');
      await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
      await page
        .getByRole('list', { name: /^Tailles à/ })
        .or(page.getByText(/^Aucune taille/))
        .first()
        .waitFor();
      await shoot(page, 'stock-desktop');
      await page.goto('/gestion/articles');
      await page.getByRole('region', { name: 'Derniers articles' }).getByRole('link').first().click();
      await page.getByRole('form', { name: 'Fiche de l’article' }).waitFor();
      await page.getByRole('form', { name: 'Tailles et stock' }).waitFor();
      await shoot(page, 'article-form-desktop');
    });
  });
});
