import {
  formatDT,
  MESSAGES,
  ORDER_STATE_LABELS,
  ORDER_STATE_SENTENCES,
  orderReference,
} from '@vitrine/contracts';
import { buildDemoData, DEMO_CLIENT_CODE } from '@vitrine/demo-catalogue';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE, screenshot } from './browser';
import { placeDemoOrder } from './place-order';

// Mon espace, order tracking and the account pages on the real API and a fresh demo database.

const withPage = browserPages();

/**
 * The demo client's latest seeded order, by the demo plan's own rules: in a fresh database its orders
 * are inserted first and take the ids 1, 2, 3… in plan order, each numbered from its id.
 */
function latestDemoOrder() {
  const orders = buildDemoData(new Date()).orders;
  const index = orders.findLastIndex((order) => order.clientCode === DEMO_CLIENT_CODE);
  const order = orders[index];
  if (!order) throw new Error(`The demo plan has no order for ${DEMO_CLIENT_CODE}.`);
  return { ...order, reference: orderReference(index + 1, order.isoDate) };
}

async function openProfile(page: Page) {
  await page.goto('/Profil');
  await page.getByRole('heading', { level: 1, name: 'Mon espace' }).waitFor();
}

const trackingRegion = (page: Page) => page.getByRole('region', { name: 'Suivre ma commande' });

async function track(page: Page, reference: string, phone: string) {
  const region = trackingRegion(page);
  await region.getByLabel('Référence de commande').fill(reference);
  await region.getByLabel('Numéro de téléphone').fill(phone);
  await region.getByRole('button', { name: 'Suivre ma commande' }).click();
}

describe('Mon espace (/Profil)', () => {
  it('a first visit: every section explains what it will hold, and nothing overflows', async () => {
    for (const [viewport, name] of [
      [PHONE, 'profile-empty-phone'],
      [DESKTOP, 'profile-empty-desktop'],
    ] as const) {
      await withPage(viewport, async (page) => {
        await openProfile(page);
        const section = (name: string) => page.getByRole('region', { name });
        await section('Mes coordonnées')
          .getByText('Aucune coordonnée enregistrée dans ce navigateur.')
          .waitFor();
        await section('Mes commandes')
          .getByText('Aucune commande passée depuis ce navigateur pour le moment.')
          .waitFor();
        await section('Mes favoris').getByText('Aucun favori pour le moment.').waitFor();
        expect(
          await page
            .getByRole('region', { name: 'Mes coordonnées' })
            .getByRole('link', { name: 'Vérifier la commande' })
            .getAttribute('href'),
        ).toBe('/VerifShop');
        expect(await page.getByRole('switch').count()).toBe(2);
        await screenshot(page, name);
        await expectNoHorizontalOverflow(page, `${name}`);
      });
    }
  });

  it('tracks a seeded demo order with its reference and phone; a wrong phone finds nothing', async () => {
    const demo = latestDemoOrder();
    await withPage(DESKTOP, async (page) => {
      await openProfile(page);
      // Typed the way a shopper reads it out: lower case, spaces for dashes.
      await track(page, demo.reference.toLowerCase().replaceAll('-', ' '), '22 123 456');
      const found = trackingRegion(page).getByRole('article', { name: demo.reference });
      await found.waitFor();
      const text = ((await found.textContent()) ?? '').replace(/[\s\u202f]+/g, ' ');
      expect(text).toContain(ORDER_STATE_LABELS[demo.etat]);
      expect(text).toContain(ORDER_STATE_SENTENCES[demo.etat]);
      // The dated timeline: the order's creation, then each move the shop made.
      const steps = found
        .getByRole('list', { name: `Historique de la commande ${demo.reference}` })
        .getByRole('listitem');
      expect(await steps.count()).toBe(demo.history.length + 1);
      for (const item of demo.items) {
        const row = found.getByRole('row', { name: new RegExp(`^${item.article.nom}`) });
        expect(await row.getByRole('cell').first().textContent()).toBe(String(item.quantite));
      }
      expect(text).toContain(formatDT(demo.totals.totalMillimes).replace(/[\s\u202f]+/g, ' '));
      await screenshot(page, 'profile-tracking-desktop');

      await track(page, demo.reference, '22123457');
      await trackingRegion(page).getByRole('alert').getByText(MESSAGES.orderNotFound).waitFor();
      expect(await trackingRegion(page).getByRole('article').count()).toBe(0);
    });
  });

  it('an order placed in this browser: listed with its invoice, printable alone, and « Suivre » finds it', async () => {
    await withPage(PHONE, async (page) => {
      const order = await placeDemoOrder(page, { keepDetails: true });

      await openProfile(page);
      const orders = page.getByRole('region', { name: 'Mes commandes' });
      await orders.getByRole('heading', { name: order.reference }).waitFor();
      expect(await orders.textContent()).toContain(ORDER_STATE_LABELS['en cours']);
      expect(await page.getByRole('region', { name: 'Mes coordonnées' }).textContent()).toContain(
        'CL-DEMO01',
      );
      await screenshot(page, 'profile-phone');
      await expectNoHorizontalOverflow(page, '/Profil with an order at 390 px');

      await orders.getByRole('button', { name: `Facture de la commande ${order.reference}` }).click();
      const invoice = page.getByRole('dialog', { name: 'Facture' });
      await invoice.waitFor();
      const invoiceText = (await invoice.textContent()) ?? '';
      expect(invoiceText).toContain('CL-DEMO01');
      // Placed with the code alone: the answer kept in this browser names the region, the street masked.
      expect(invoiceText).toContain(`${order.livraison.adresse}${order.livraison.region}`);
      expect(invoiceText).not.toContain('rue de Marseille');
      expect(invoiceText).toContain(order.items[0]?.nom ?? '—');
      await expectNoHorizontalOverflow(page, 'the invoice at 390 px');
      await screenshot(page, 'profile-invoice-phone');
      // Printed, the page shows the invoice and nothing else.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#contenu').isVisible()).toBe(false);
      expect(await invoice.getByText(order.reference, { exact: true }).isVisible()).toBe(true);
      expect(await invoice.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
      await screenshot(page, 'profile-invoice-print');
      await page.emulateMedia({ media: 'screen' });
      await invoice.getByRole('button', { name: 'Fermer', exact: true }).click();

      await orders.getByRole('button', { name: `Suivre la commande ${order.reference}` }).click();
      const region = trackingRegion(page);
      // The form is filled once the page has re-rendered after the press: wait for it, as a visitor would.
      await expect.poll(() => region.getByLabel('Référence de commande').inputValue()).toBe(order.reference);
      // Placed with the client code alone: the answer does not give the phone on record back, so the
      // shopper types it.
      const phone = region.getByLabel('Numéro de téléphone');
      expect(await phone.inputValue()).toBe('');
      await phone.fill('22 123 456');
      await region.getByRole('button', { name: 'Suivre ma commande' }).click();
      const found = region.getByRole('article', { name: order.reference });
      await found.waitFor();
      expect(await found.textContent()).toContain(ORDER_STATE_SENTENCES['en cours']);
    });
  });
});

describe('Créer un compte (/Signup) and Se connecter (/Signin)', () => {
  it('says at once that accounts are not open and ordering needs none, with nothing to fill on /Signup', async () => {
    for (const [viewport, name] of [
      [PHONE, 'signup-phone'],
      [DESKTOP, 'signup-desktop'],
    ] as const) {
      await withPage(viewport, async (page) => {
        await page.goto('/Signup');
        await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
        await page.getByText('Aucun compte n’est nécessaire pour commander.').waitFor();
        expect(await page.locator('main input, main form').count()).toBe(0);
        await screenshot(page, name);
        await expectNoHorizontalOverflow(page, name);
        await page.locator('main').getByRole('link', { name: 'Mon espace' }).click();
        await page.waitForURL('**/Profil');
      });
    }
    await withPage(PHONE, async (page) => {
      await page.goto('/Signin');
      await page.getByRole('heading', { level: 1, name: 'Se connecter' }).waitFor();
      await screenshot(page, 'signin-phone');
      await expectNoHorizontalOverflow(page, '/Signin at 390 px');
    });
  });
});
