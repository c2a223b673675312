import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPages,
  cspViolations,
  DESKTOP,
  expectNoHorizontalOverflow,
  PHONE,
  RECORD_CSP_VIOLATIONS,
  screenshot,
} from './browser';

const withBrowserPage = browserPages();

/** A page whose frames and scripts the CSP must all allow. */
const withPage = <T>(
  viewport: typeof DESKTOP,
  run: (page: Page) => Promise<T>,
  options?: Parameters<typeof withBrowserPage>[2],
) =>
  withBrowserPage(
    viewport,
    async (page) => {
      await page.addInitScript(RECORD_CSP_VIOLATIONS);
      const result = await run(page);
      // A frame the map needs, or zod probing `new Function` for the form's checks, which the storefront
      // tells it not to (main.tsx) before zod loads.
      expect(await cspViolations(page), 'nothing refused by the CSP').toEqual([]);
      return result;
    },
    options,
  );

const banner = (page: Page) => page.getByRole('status', { name: 'Résultat de l’envoi' });

describe('contact page', () => {
  it('sends a message: success banner, form emptied, banner gone after 2 s', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/Contact');
      await page.getByRole('heading', { level: 1, name: 'À propos et Contact' }).waitFor();
      await page.getByRole('textbox', { name: 'Nom' }).fill('Leïla Haddad');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('leila@example.tn');
      await page.getByRole('textbox', { name: 'Sujet' }).fill('Taille de bague');
      await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, faites-vous la taille 48 ?');
      await page.getByRole('button', { name: 'Envoyer' }).click();

      await banner(page).getByText('Votre message a été envoyé avec succès!').waitFor();
      for (const label of ['Nom', 'E-mail', 'Sujet', 'Message'])
        expect(await page.getByRole('textbox', { name: label }).inputValue()).toBe('');
      await expect.poll(() => banner(page).textContent(), { timeout: 4_000 }).toBe('');
    });
  });

  it('an invalid form says "echec d\'envoi !" with each field\'s message, then the banner goes', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/Contact');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('leila@');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await banner(page).getByText("echec d'envoi !").waitFor();
      for (const text of [
        'Nom est requis.',
        'Adresse mail est requise et doit être au format valide.',
        'Sujet est requis.',
        'Message est requis.',
      ])
        await page.getByText(text).waitFor();
      await expect.poll(() => banner(page).textContent(), { timeout: 4_000 }).toBe('');
    });
  });

  it('embeds the OpenStreetMap view under the CSP, with a link to the full map', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'contact-desktop'],
      [PHONE, 'contact-phone'],
    ] as const) {
      await withPage(
        viewport,
        async (page) => {
          // The browser asks for the map only if the page's policy lets the frame in (offline it then
          // fails to load, which does not matter: the policy is what is checked here). The server's HTML
          // carries the frame, so it may be asked for as the page loads.
          const frameRequested = page.waitForRequest((request) =>
            request.url().startsWith('https://www.openstreetmap.org/export/embed.html'),
          );
          await page.goto('/Contact');
          const map = page.locator('iframe[title^="Plan"]');
          await map.scrollIntoViewIfNeeded();
          const src = new URL((await map.getAttribute('src')) ?? '');
          expect(src.origin).toBe('https://www.openstreetmap.org');
          expect(src.pathname).toBe('/export/embed.html');
          expect(await map.getAttribute('loading')).toBe('lazy');
          const link = page.getByRole('link', { name: /Voir sur OpenStreetMap/ });
          expect(new URL((await link.getAttribute('href')) ?? '').origin).toBe(
            'https://www.openstreetmap.org',
          );
          await frameRequested;
          await expectNoHorizontalOverflow(page);
          await screenshot(page, name);

          // The recorder does see a refused frame: another origin is blocked and reported.
          await page.evaluate(() => {
            const frame = document.createElement('iframe');
            frame.src = 'https://example.org/';
            document.body.append(frame);
          });
          await expect.poll(() => cspViolations(page)).toEqual(['frame-src https://example.org']);
          await page.evaluate('window.__cspViolations = []');
        },
        {
          // Offline, the map's frame fails to load; the frame refused on purpose is reported.
          expectedConsoleErrors: [/net::ERR_/, /^Framing 'https:\/\/example\.org\/' violates/],
        },
      );
    }
  });
});
