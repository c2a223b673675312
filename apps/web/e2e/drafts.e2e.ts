import { DRAFT_NOTICE } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { openCheckoutWithOneArticle } from './place-order';
import { OWNER_PASSWORD } from './shop-server';

// An abandoned checkout: a shopper types a phone with a filled cart on /VerifShop and leaves; the owner
// finds the cart under « Paniers », phone first, with its article, ready to call.

const withPage = browserPages();

describe('an abandoned checkout (/VerifShop → /gestion/paniers) on a phone', () => {
  it('is kept once a phone is typed, and the owner finds it with its articles', async () => {
    const digits = `5${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const typed = `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;

    const article = await withPage(PHONE, async (page) => {
      await openCheckoutWithOneArticle(page);
      await page.getByRole('radio', { name: 'Nouveau client' }).check();
      await page.getByLabel('Prénom', { exact: true }).fill('Rim');
      const phone = page.getByLabel('Numéro de téléphone', { exact: true });
      expect(await phone.getAttribute('aria-describedby')).toBeTruthy();
      await page.getByText(DRAFT_NOTICE).waitFor();
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/brouillons') && response.request().method() === 'PUT',
      );
      await phone.fill(typed);
      expect((await saved).status()).toBe(204);
      // The shopper leaves here: the article's name as the cart kept it.
      return page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('vitrine-panier') ?? '{}') as {
          state?: { items?: Array<{ nom: string }> };
        };
        return kept.state?.items?.[0]?.nom ?? '';
      });
    });
    expect(article).not.toBe('');

    await withPage(PHONE, async (page) => {
      await page.goto('/gestion/commandes');
      await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Paniers' }).click();
      await page.getByRole('heading', { level: 1, name: 'Paniers abandonnés' }).waitFor();
      const card = page
        .getByRole('list', { name: 'Paniers abandonnés' })
        .getByRole('listitem')
        .filter({ hasText: typed });
      await card.first().waitFor();
      expect(await card.count()).toBe(1);
      await card.getByRole('list', { name: 'Articles de Rim' }).getByText(`${article} × 1`).waitFor();
      expect(await card.getByRole('link', { name: 'Appeler Rim' }).getAttribute('href')).toBe(
        `tel:+216${digits}`,
      );
      expect(await card.getByRole('link', { name: 'WhatsApp Rim' }).getAttribute('href')).toMatch(
        new RegExp(`^https://wa\\.me/216${digits}\\?text=Bonjour%20Rim`),
      );
      await expectNoHorizontalOverflow(page, 'abandoned checkouts at 390 px');
      await expectNoAxeViolations(page, '/gestion/paniers');
      await page.setViewportSize(DESKTOP);
      await expectNoHorizontalOverflow(page, 'abandoned checkouts at 1280 px');
    });
  });
});
