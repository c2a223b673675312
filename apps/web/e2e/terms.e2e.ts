import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { openCheckoutWithOneArticle } from './place-order';

const withPage = browserPages();

describe('conditions de vente', () => {
  it('are one tap from the checkout’s « Soumettre », server-rendered, accessible and within the window', async () => {
    await withPage(PHONE, async (page) => {
      await openCheckoutWithOneArticle(page);
      // The link beside « Soumettre » (the footer's says « Conditions de vente »).
      await page.getByRole('link', { name: 'conditions de vente', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Conditions de vente' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/conditions');

      // The server's HTML already holds the seller and the delivery terms, before any script runs.
      // React separates adjacent text with empty comments in the HTML; the reader sees one sentence.
      const html = (await (await page.request.get('/conditions')).text()).replaceAll('<!-- -->', '');
      expect(html).toContain('Matricule fiscal');
      expect(html).toMatch(/Elle est offerte dès 150(&nbsp;|\u00a0)DT/);

      await expectNoAxeViolations(page, '/conditions (téléphone)');
      await expectNoHorizontalOverflow(page, '/conditions à 390 px');
      await page.setViewportSize(DESKTOP);
      await expectNoHorizontalOverflow(page, '/conditions à 1280 px');
    });
  });
});
