import { ORDER_STATE_SENTENCES, type Order, OrderSchema } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE, screenshot } from './browser';
import { mailFiles, sentMails, waitForMail } from './mails';
import { openCheckoutWithOneArticle, placeDemoOrder, submitOrder } from './place-order';
import { OWNER_PASSWORD } from './shop-server';

// Where a returning client's parcel goes (« Livrer à une autre adresse », the success screen), and who
// hears about an order's moves (« Recevoir les notifications de ma commande par e-mail »).

const withPage = browserPages();

/** Sends the order and reads the shop's answer, once the page thanks the shopper. */
async function placeOrder(page: Page): Promise<{ order: Order; sent: string }> {
  const response = await submitOrder(page);
  expect(response.status()).toBe(201);
  const order = OrderSchema.parse(await response.json());
  await page.getByRole('heading', { level: 1, name: 'Merci pour votre commande' }).waitFor();
  return { order, sent: response.request().postData() ?? '' };
}

describe('« Client existant » : livrer à une autre adresse', () => {
  for (const [viewport, name] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`sends the address typed with the code, and the success screen says it (${name})`, async () => {
      const street = `${Date.now() % 1000} avenue Hédi Chaker`;
      const seen = await mailFiles();
      const order = await withPage(viewport, async (page) => {
        await openCheckoutWithOneArticle(page);
        await page.getByRole('radio', { name: 'Client existant' }).check();
        await page.getByLabel('Code client').fill('cl-demo01');
        await page.getByRole('checkbox', { name: 'Livrer à une autre adresse' }).check();
        expect(await page.getByLabel('Adresse mail', { exact: true }).count()).toBe(0);
        await page.getByLabel('Nom', { exact: true }).fill('Ben Salah');
        await page.getByLabel('Prénom', { exact: true }).fill('Yasmine');
        await page.getByLabel('Région', { exact: true }).selectOption('Sfax');
        await page.getByLabel('Adresse', { exact: true }).fill(street);
        await page.getByLabel('Code postal', { exact: true }).fill('3000');
        await page.getByLabel('Numéro de téléphone', { exact: true }).fill('98 765 001');
        await expectNoHorizontalOverflow(page, 'checkout, other address');
        await page.getByRole('checkbox', { name: 'Livrer à une autre adresse' }).scrollIntoViewIfNeeded();
        await screenshot(page, `checkout-other-address-${name}`);

        const { order, sent } = await placeOrder(page);
        expect(sent).toContain(street);
        expect(sent).toContain('CL-DEMO01');
        await page.getByText(`Livraison à ${street}, 3000 Sfax`).waitFor();
        await expectNoHorizontalOverflow(page, 'order confirmation, other address');
        await screenshot(page, `checkout-other-address-placed-${name}`);
        return order;
      });
      expect(order).toMatchObject({
        code_client: 'CL-DEMO01',
        livraison: {
          nom: 'Ben Salah',
          prenom: 'Yasmine',
          adresse: street,
          region: 'Sfax',
          code_postal: '3000',
        },
      });
      const shopMail = await waitForMail(seen, (mail) =>
        mail.text.includes(`Commande ${order.reference} du`),
      );
      expect(shopMail.text).toContain(`Adresse : ${street}, 3000 Sfax`);
    });
  }

  it('with the code alone, names the region and masks the stored street', async () => {
    await withPage(PHONE, async (page) => {
      const order = await placeDemoOrder(page);
      expect(Object.keys(order.livraison).sort()).toEqual(['adresse', 'region']);
      expect(order.livraison.adresse).toMatch(/^.\*\*\*$/);
      await page.getByText(`Livraison à ${order.livraison.adresse}, ${order.livraison.region}`).waitFor();
    });
  });
});

describe('« Recevoir les notifications de ma commande par e-mail »', () => {
  /** A new client orders, the box ticked or not; their e-mail is this run's own. */
  async function newClientOrders(page: Page, email: string, phone: string, notify: boolean) {
    await openCheckoutWithOneArticle(page);
    await page.getByRole('radio', { name: 'Nouveau client' }).check();
    await page.getByLabel('Nom', { exact: true }).fill('Haddad');
    await page.getByLabel('Prénom', { exact: true }).fill('Leïla');
    await page.getByLabel('Région', { exact: true }).selectOption('Sousse');
    await page.getByLabel('Adresse', { exact: true }).fill('4 rue de Carthage');
    await page.getByLabel('Numéro de téléphone', { exact: true }).fill(phone);
    await page.getByLabel('Adresse mail', { exact: true }).fill(email);
    const box = page.getByRole('checkbox', { name: 'Recevoir les notifications de ma commande par e-mail' });
    await box.setChecked(notify);
    return (await placeOrder(page)).order;
  }

  async function confirmInConsole(page: Page, reference: string) {
    await page.goto(`/gestion/commandes/${reference}`);
    const password = page.getByLabel('Mot de passe', { exact: true });
    const signedIn = page.getByRole('button', { name: 'Se déconnecter' });
    await Promise.race([password.waitFor(), signedIn.waitFor()]);
    if (await password.isVisible()) {
      await password.fill(OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
    }
    const moves = page.getByRole('region', { name: 'Faire avancer la commande' });
    await moves.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await moves.getByRole('button', { name: 'Valider : Confirmée' }).click();
    await moves.getByText('Commande passée à « Confirmée ».').waitFor();
  }

  it('unticked, the shopper gets the receipt and no mail when the owner confirms; ticked, that mail too', async () => {
    const run = Date.now();
    const phone = (last: number) => `9${String((run + last) % 10_000_000).padStart(7, '0')}`;
    const declined = { email: `sans-suivi-${run}@example.tn`, phone: phone(1) };
    const wanted = { email: `avec-suivi-${run}@example.tn`, phone: phone(2) };
    const seen = await mailFiles();
    await withPage(DESKTOP, async (page) => {
      const silent = await newClientOrders(page, declined.email, declined.phone, false);
      const told = await newClientOrders(page, wanted.email, wanted.phone, true);
      // The unticked order first: once the ticked one's mail is out, the other's would be too.
      await confirmInConsole(page, silent.reference);
      await confirmInConsole(page, told.reference);
      // Subjects are encoded words (« confirmée »): the mails are told apart by their text.
      await waitForMail(
        seen,
        (mail) => mail.to.includes(wanted.email) && mail.text.includes(ORDER_STATE_SENTENCES.confirmée),
      );
      const toDeclined = (await sentMails(seen)).filter((mail) => mail.to.includes(declined.email));
      expect(toDeclined).toHaveLength(1);
      expect(toDeclined[0]?.text).toContain(`Merci pour votre commande ${silent.reference}`);
      expect(toDeclined[0]?.text).not.toContain(ORDER_STATE_SENTENCES.confirmée);
    });
  });
});
