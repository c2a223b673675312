import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OwnerStatsSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { OWNER_PASSWORD } from './shop-server';

// The owner's dashboard on a phone: the figures of the demo's orders over the last 90 days (and of any
// order the other journeys placed meanwhile: the page is checked against the API's own answer).
// Screenshot in artifacts/owner/ (git-ignored), beside the other console journeys'.

const withPage = browserPages();
const SHOTS = fileURLToPath(new URL('../../../artifacts/owner/', import.meta.url));

describe('the dashboard (/gestion/tableau-de-bord)', () => {
  it('shows the owner the figures of the shop’s orders on a phone, and fits 1280 px too', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/gestion/tableau-de-bord?jours=90');
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/owner/stats' && response.status() === 200,
      );
      await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const stats = OwnerStatsSchema.parse(await (await answered).json());
      expect(stats.commandes).toBeGreaterThan(0);
      expect(stats.par_jour).toHaveLength(90);

      await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
      const orders = page.locator('dt', { hasText: /^Commandes$/ }).locator('xpath=..');
      await orders.getByText('Commandes passées sur la période.').waitFor();
      const shown = (await orders.locator('dd').first().textContent())?.replace(/\s/g, '');
      expect(shown).toBe(String(stats.commandes));
      const regions = page.getByRole('region', { name: 'Par région' }).getByRole('table');
      expect(await regions.locator('tbody tr').count()).toBe(stats.par_region.length);
      await page
        .getByRole('table', { name: 'Commandes et livraisons par jour' })
        .waitFor({ state: 'attached' });
      expect(await page.getByRole('link', { name: '90 jours' }).getAttribute('aria-current')).toBe('true');

      await expectNoHorizontalOverflow(page, 'the dashboard at 390 px');
      await expectNoAxeViolations(page, '/gestion/tableau-de-bord');
      mkdirSync(SHOTS, { recursive: true });
      await page.evaluate(`window.scrollTo({ top: 0, behavior: 'instant' }); document.fonts.ready`);
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-phone.png'), fullPage: true });

      await page.setViewportSize(DESKTOP);
      await expectNoHorizontalOverflow(page, 'the dashboard at 1280 px');
    });
  });
});
