import { MESSAGES, type Order, OrderSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE, screenshot } from './browser';
import { mailFiles, waitForMail } from './mails';
import { openCheckoutWithOneArticle } from './place-order';
import { OWNER_PASSWORD } from './shop-server';

// A returning client (the demo client CL-DEMO01) who moved: typed as a new client with the same e-mail
// and phone, the order still goes to the new address; and a client who lost the code gets it by mail.

const withPage = browserPages();

const DEMO = { code: 'CL-DEMO01', email: 'demo@vitrine.tn', phone: '22 123 456' };

describe('a returning client with a new address', () => {
  it('types the same e-mail and phone as a new client: the 409 flow places the order at the new address', async () => {
    // A street no other run typed: the shop's mail is told apart by it.
    const street = `${Date.now() % 1000} rue de la Corniche`;
    const seen = await mailFiles();
    const order = await withPage(DESKTOP, async (page) => {
      await openCheckoutWithOneArticle(page);
      await page.getByRole('radio', { name: 'Nouveau client' }).check();
      await page.getByLabel('Nom', { exact: true }).fill('Ben Salah');
      await page.getByLabel('Prénom', { exact: true }).fill('Yasmine');
      await page.getByLabel('Région', { exact: true }).selectOption('Monastir');
      await page.getByLabel('Adresse', { exact: true }).fill(street);
      await page.getByLabel('Code postal', { exact: true }).fill('5000');
      await page.getByLabel('Numéro de téléphone', { exact: true }).fill(DEMO.phone);
      await page.getByLabel('Adresse mail', { exact: true }).fill(DEMO.email);
      const placed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/Order') &&
          response.request().method() === 'POST' &&
          response.status() === 201,
      );
      await page.getByRole('button', { name: 'Soumettre' }).click();

      // The spec's warning and its code; the address typed is the one said, and the one sent.
      await page.getByText(MESSAGES.existingClient(DEMO.code)).waitFor();
      await page.getByText(`Livraison à l’adresse saisie : ${street}, 5000 Monastir.`).waitFor();
      expect(await page.getByLabel('Code client').inputValue()).toBe(DEMO.code);
      const answer = await placed;
      const sent = answer.request().postData() ?? '';
      expect(sent).toContain(street);
      expect(sent).not.toContain(DEMO.email);
      const order: Order = OrderSchema.parse(await answer.json());
      await page.getByText(order.reference).first().waitFor();

      // The invoice in « Mon espace » and the owner's console read the order's own address.
      await page.goto('/Profil');
      const orders = page.getByRole('region', { name: 'Mes commandes' });
      await orders.getByRole('button', { name: `Facture de la commande ${order.reference}` }).click();
      const invoice = (await page.getByRole('dialog', { name: 'Facture' }).textContent()) ?? '';
      expect(invoice).toContain(street);
      expect(invoice).not.toContain('rue de Marseille');
      await page.goto(`/gestion/commandes/${order.reference}`);
      await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const heading = page.getByRole('heading', { level: 1, name: order.reference });
      await heading.waitFor();
      const consolePage = (await page.locator('main').textContent()) ?? '';
      expect(consolePage).toContain(street);
      expect(consolePage).not.toContain('rue de Marseille');
      return order;
    });
    expect(order.code_client).toBe(DEMO.code);
    expect(order.livraison).toMatchObject({ adresse: street, region: 'Monastir', code_postal: '5000' });

    const shopMail = await waitForMail(seen, (mail) => mail.text.includes(`Commande ${order.reference} du`));
    expect(shopMail.text).toContain(`Adresse : ${street}, 5000 Monastir`);
    expect(shopMail.text).not.toContain('rue de Marseille');
    expect(shopMail.text).toContain(`Client ${DEMO.code} : Yasmine Ben Salah`);
  });
});

describe('« Code client oublié ? »', () => {
  it('mails the client code to the address typed, and says so the same way whoever asks', async () => {
    const seen = await mailFiles();
    await withPage(PHONE, async (page) => {
      await openCheckoutWithOneArticle(page);
      await page.getByRole('radio', { name: 'Client existant' }).check();
      await page.getByRole('button', { name: 'Code client oublié ?' }).click();
      const reminder = page.getByRole('group', { name: 'Code client oublié ?' });
      await reminder.getByLabel('Votre adresse mail').fill(DEMO.email);
      await reminder.getByRole('button', { name: 'Recevoir mon code' }).click();
      await reminder.getByText(MESSAGES.clientCodeReminderSent).waitFor();
      await expectNoHorizontalOverflow(page, 'checkout, code reminder');
      await reminder.scrollIntoViewIfNeeded();
      await screenshot(page, 'checkout-code-reminder-phone');
    });
    const reminderMail = await waitForMail(
      seen,
      (mail) => mail.to.includes(DEMO.email) && mail.subject === 'Votre code client Vitrine',
    );
    expect(reminderMail.text).toContain(`Votre code client : ${DEMO.code}`);
  });

  it('is offered in the warning when only the e-mail matches, and the code arrives', async () => {
    const seen = await mailFiles();
    await withPage(PHONE, async (page) => {
      await openCheckoutWithOneArticle(page);
      await page.getByRole('radio', { name: 'Nouveau client' }).check();
      await page.getByLabel('Nom', { exact: true }).fill('Ben Salah');
      await page.getByLabel('Prénom', { exact: true }).fill('Yasmine');
      await page.getByLabel('Région', { exact: true }).selectOption('Sousse');
      await page.getByLabel('Adresse', { exact: true }).fill('8 avenue de la Liberté');
      await page.getByLabel('Numéro de téléphone', { exact: true }).fill('98 000 111');
      await page.getByLabel('Adresse mail', { exact: true }).fill(DEMO.email);
      await page.getByRole('button', { name: 'Soumettre' }).click();
      const warning = page.getByRole('status').filter({ hasText: MESSAGES.clientCodeNeeded });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'Code client oublié ?' }).click();
      await warning.getByLabel('Votre adresse mail').fill(DEMO.email);
      await warning.getByRole('button', { name: 'Recevoir mon code' }).click();
      await warning.getByText(MESSAGES.clientCodeReminderSent).waitFor();
      await expectNoHorizontalOverflow(page, 'checkout, code reminder in the warning');
      await screenshot(page, 'checkout-code-reminder-warning-phone');
    });
    const reminderMail = await waitForMail(
      seen,
      (mail) => mail.to.includes(DEMO.email) && mail.subject === 'Votre code client Vitrine',
    );
    expect(reminderMail.text).toContain(`Votre code client : ${DEMO.code}`);
  });

  it('looks right on a desktop, open under the code field', async () => {
    await withPage(DESKTOP, async (page) => {
      await openCheckoutWithOneArticle(page);
      await page.getByRole('radio', { name: 'Client existant' }).check();
      await page.getByRole('button', { name: 'Code client oublié ?' }).click();
      await page.getByLabel('Votre adresse mail').waitFor();
      await expectNoHorizontalOverflow(page, 'checkout, code reminder');
      await screenshot(page, 'checkout-code-reminder-desktop');
    });
  });
});
