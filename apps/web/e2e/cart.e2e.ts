import { FREE_SHIPPING_THRESHOLD_MILLIMES, SHIPPING_MILLIMES } from '@vitrine/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, PHONE, parseDT, screenshot } from './browser';

const withPage = browserPages();

const millimes = (text: string | null) => Math.round(parseDT(text ?? '') * 1000);
/** Text as read: no-break spaces as spaces. */
const words = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The first `count` articles of the catalogue, cheapest first, added to the cart from their cards. */
async function addFromCatalogue(page: Page, count: number): Promise<string[]> {
  await page.goto('/categories?tri=asc');
  const cards = page.locator('main article');
  await cards.nth(count - 1).waitFor();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    names.push(((await card.locator('h3 a').textContent()) ?? '').trim());
    await card.getByRole('button', { name: /^Ajouter.*panier/ }).click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe(String(index + 1));
  }
  return names;
}

const cartLines = (page: Page) =>
  page.getByRole('region', { name: 'Articles du panier' }).getByRole('listitem');
const cartLine = (page: Page, name: string) =>
  cartLines(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const lineTotal = async (line: Locator) =>
  millimes(await line.locator('p', { hasText: 'Total de la ligne' }).textContent());
const summary = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Récapitulatif' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

describe('cart page', () => {
  it('three articles, quantities changed: totals follow and shipping becomes free from 150 DT', async () => {
    await withPage(DESKTOP, async (page) => {
      const names = await addFromCatalogue(page, 3);
      await page.getByRole('button', { name: 'Panier, 3 articles' }).click();
      await page
        .getByRole('dialog', { name: 'Votre panier' })
        .getByRole('link', { name: 'Voir le panier' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
      await expect.poll(() => cartLines(page).count()).toBe(3);

      // Quantity 1 each: a line's total is its unit price.
      const unit = new Map<string, number>();
      for (const name of names) unit.set(name, await lineTotal(cartLine(page, name)));
      const quantity = new Map(names.map((name) => [name, 1]));

      const expectTotals = async () => {
        const subtotal = names.reduce(
          (sum, name) => sum + (unit.get(name) ?? 0) * (quantity.get(name) ?? 0),
          0,
        );
        const shipping = subtotal >= FREE_SHIPPING_THRESHOLD_MILLIMES ? 0 : SHIPPING_MILLIMES;
        const count = [...quantity.values()].reduce((sum, n) => sum + n, 0);
        await expect
          .poll(async () => millimes(await summary(page, 'Sous-total').textContent()))
          .toBe(subtotal);
        expect(words(await summary(page, 'Livraison').textContent())).toBe(
          shipping ? '7,000 DT' : 'Gratuite',
        );
        expect(millimes(await summary(page, 'Total').textContent())).toBe(subtotal + shipping);
        for (const name of names) {
          const line = cartLine(page, name);
          expect(await line.getByRole('spinbutton').inputValue()).toBe(String(quantity.get(name)));
          expect(await lineTotal(line)).toBe((unit.get(name) ?? 0) * (quantity.get(name) ?? 0));
        }
        expect(await page.getByTestId('cart-badge').textContent()).toBe(String(count));
        return subtotal;
      };

      const subtotal = await expectTotals();
      expect(subtotal, 'the three cheapest articles stay under the free-shipping threshold').toBeLessThan(
        FREE_SHIPPING_THRESHOLD_MILLIMES,
      );
      await page
        .getByRole('region', { name: 'Récapitulatif' })
        .getByText(/Plus que .* pour la livraison gratuite\./)
        .waitFor();

      // Minus is disabled at 1; plus then minus on the first line.
      const first = cartLine(page, names[0] ?? '');
      expect(await first.getByRole('button', { name: 'Diminuer la quantité' }).isDisabled()).toBe(true);
      await first.getByRole('button', { name: 'Augmenter la quantité' }).click();
      quantity.set(names[0] ?? '', 2);
      await expectTotals();
      await first.getByRole('button', { name: 'Diminuer la quantité' }).click();
      quantity.set(names[0] ?? '', 1);
      await expectTotals();

      // The dearest line grows until the subtotal reaches 150 DT: shipping turns free.
      const dearest = names.reduce((a, b) => ((unit.get(a) ?? 0) >= (unit.get(b) ?? 0) ? a : b));
      let reached = subtotal;
      while (reached < FREE_SHIPPING_THRESHOLD_MILLIMES) {
        expect(words(await summary(page, 'Livraison').textContent())).toBe('7,000 DT');
        await cartLine(page, dearest).getByRole('button', { name: 'Augmenter la quantité' }).click();
        quantity.set(dearest, (quantity.get(dearest) ?? 0) + 1);
        reached = await expectTotals();
      }
      expect(words(await summary(page, 'Livraison').textContent())).toBe('Gratuite');
      await page
        .getByRole('region', { name: 'Récapitulatif' })
        .getByText('La livraison vous est offerte.')
        .waitFor();
      await screenshot(page, 'cart-desktop');

      await cartLine(page, names[1] ?? '')
        .getByRole('button', { name: 'Supprimer' })
        .click();
      quantity.delete(names[1] ?? '');
      names.splice(1, 1);
      await expect.poll(() => cartLines(page).count()).toBe(2);
      await expectTotals();

      await page.getByRole('link', { name: 'Vérifier la commande' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/VerifShop');
    });
  });

  it('explains a changed price and a vanished article after the refresh, on a phone', async () => {
    await withPage(PHONE, async (page) => {
      const [name] = await addFromCatalogue(page, 1);
      // The cart as a visitor kept it weeks ago: a lower price, and an article since withdrawn.
      await page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('vitrine-panier') ?? '{}');
        const [line] = saved.state.items;
        saved.state.items = [
          { ...line, prix_unitaire_millimes: line.prix_unitaire_millimes - 1000 },
          { ...line, article_id: 999_999, nom: 'Bague retirée', datas: { ...line.datas, id: 999_999 } },
        ];
        localStorage.setItem('vitrine-panier', JSON.stringify(saved));
      });
      await page.goto('/Panier');
      const notice = page.getByRole('status', { name: 'Changements du panier' });
      await notice.getByText(new RegExp(`^Le prix de « ${name} » est passé de .* à .*\\.$`)).waitFor();
      await notice
        .getByText("« Bague retirée » n'est plus disponible : il n'est pas compté dans votre commande.")
        .waitFor();
      const kept = await lineTotal(cartLine(page, name ?? ''));
      expect(millimes(await summary(page, 'Sous-total').textContent())).toBe(kept);
      await cartLine(page, 'Bague retirée').getByText('Non compté').waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no horizontal overflow at 390 px',
      ).toBe(true);
      await screenshot(page, 'cart-phone');

      await notice.getByRole('button', { name: "J'ai compris" }).click();
      await notice.getByRole('button', { name: 'Retirer « Bague retirée » du panier' }).click();
      await expect.poll(() => notice.textContent()).toBe('');
      await expect.poll(() => cartLines(page).count()).toBe(1);
      expect(await page.getByTestId('cart-badge').textContent()).toBe('1');
    });
  });

  it('shows an empty cart with a way back to the catalogue', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/Panier');
      await page.getByRole('heading', { name: 'Votre panier est vide' }).waitFor();
      await page.getByRole('link', { name: 'Découvrir le catalogue' }).click();
      // The address changes once the catalogue's code has come, which a busy host can take past a poll's
      // second to bring: wait for the catalogue the visitor sees.
      await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/categories');
    });
  });
});

describe('favourites', () => {
  it('deletes one, asks before moving all to the cart (a refusal changes nothing), then clears', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/categories?tri=asc');
      const cards = page.locator('main article');
      await cards.nth(3).waitFor();
      const names: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const card = cards.nth(index);
        names.push(((await card.locator('h3 a').textContent()) ?? '').trim());
        await card.getByRole('button', { name: /aux favoris$/ }).click();
        await expect.poll(() => page.getByTestId('favourites-badge').textContent()).toBe(String(index + 1));
      }

      await page.getByRole('button', { name: 'Favoris, 3 articles' }).click();
      const panel = page.getByRole('dialog', { name: 'Vos favoris' });
      await panel.getByRole('button', { name: `Retirer ${names[2]} des favoris` }).click();
      await expect.poll(() => panel.getByRole('listitem').count()).toBe(2);
      expect(await page.getByTestId('favourites-badge').textContent()).toBe('2');

      // The visitor refuses: nothing moves.
      page.removeAllListeners('dialog');
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await panel.getByRole('button', { name: 'Tout ajouter au panier' }).click();
      await expect.poll(() => asked).toEqual(['Voulez-vous vraiment acheter ces articles ?']);
      // A refusal is answered at once: nothing moved (the badge at 2, not 4, after the acceptance
      // below also proves the refused articles never reached the cart).
      expect(await panel.getByRole('listitem').count()).toBe(2);
      expect(await page.getByTestId('cart-badge').count()).toBe(0);

      // The visitor accepts: both go to the cart and leave the favourites.
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await panel.getByRole('button', { name: 'Tout ajouter au panier' }).click();
      expect(asked).toEqual([
        'Voulez-vous vraiment acheter ces articles ?',
        'Voulez-vous vraiment acheter ces articles ?',
      ]);
      await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2');
      await panel.getByText('Aucun favori pour le moment.').waitFor();
      expect(await page.getByTestId('favourites-badge').count()).toBe(0);

      await page.keyboard.press('Escape');
      await page.goto('/Panier');
      await expect.poll(() => cartLines(page).count()).toBe(2);
      for (const name of names.slice(0, 2)) await cartLine(page, name).waitFor();

      // Clear: one more favourite, then "Vider les favoris".
      await page.goto('/categories?tri=asc');
      await cards
        .nth(3)
        .getByRole('button', { name: /aux favoris$/ })
        .click();
      await page.getByRole('button', { name: 'Favoris, 1 article' }).click();
      await panel.getByRole('button', { name: 'Vider les favoris' }).click();
      await panel.getByText('Aucun favori pour le moment.').waitFor();
      expect(await page.getByTestId('cart-badge').textContent()).toBe('2');
    });
  });
});
