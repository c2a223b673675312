import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES, type Order, OrderSchema } from '@vitrine/contracts';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { signIn } from './console';
import { openCheckoutWithOneArticle } from './place-order';

// Customers remembered by their phone, on the owner's phone: a record shows a phone's orders and the
// notes the shop adds; a phone blocked from its record meets the shop's message at checkout and no order
// is taken. Screenshots go to artifacts/owner/ (git-ignored), beside the other console journeys'.

const withPage = browserPages();
const SHOTS = fileURLToPath(new URL('../../../artifacts/owner/', import.meta.url));

/** A shopper of this run: a phone and an e-mail no other journey uses. */
function newShopper(prenom: string) {
  const digits = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 8);
  const unique = `${digits.slice(0, 7)}${Math.floor(Math.random() * 10)}`;
  return {
    nom: 'Mansour',
    prenom,
    region: 'Nabeul',
    adresse: '8 avenue Habib Thameur',
    code_postal: '8000',
    telephone: unique,
    typed: `${unique.slice(0, 2)} ${unique.slice(2, 5)} ${unique.slice(5)}`,
    adresse_mail: `${prenom.toLowerCase()}.${unique}@example.tn`,
  };
}
type Shopper = ReturnType<typeof newShopper>;

const isOrderPost = (response: Response) =>
  response.url().endsWith('/api/Order') && response.request().method() === 'POST';

/** The checkout with one article in the cart, filled in as a new client. */
async function checkoutAs(page: Page, shopper: Shopper): Promise<void> {
  await openCheckoutWithOneArticle(page);
  await page.getByRole('radio', { name: 'Nouveau client' }).check();
  await page.getByLabel('Nom', { exact: true }).fill(shopper.nom);
  await page.getByLabel('Prénom', { exact: true }).fill(shopper.prenom);
  await page.getByLabel('Région', { exact: true }).selectOption(shopper.region);
  await page.getByLabel('Adresse', { exact: true }).fill(shopper.adresse);
  await page.getByLabel('Code postal', { exact: true }).fill(shopper.code_postal);
  await page.getByLabel('Numéro de téléphone', { exact: true }).fill(shopper.typed);
  await page.getByLabel('Adresse mail', { exact: true }).fill(shopper.adresse_mail);
  await page.getByLabel('Adresse mail', { exact: true }).blur();
}

/** A new client orders the catalogue's first article; the order as the shop answered it. */
async function placeOrderAs(page: Page, shopper: Shopper): Promise<Order> {
  await checkoutAs(page, shopper);
  const answer = page.waitForResponse(isOrderPost);
  await page.getByRole('button', { name: 'Soumettre' }).click();
  const order = OrderSchema.parse(await (await answer).json());
  await page.getByText(`Référence : ${order.reference}`).waitFor();
  return order;
}

/** From the customers' list, found by a search as the owner would type it, to the record. */
async function openRecordBySearch(page: Page, search: string, shopper: Shopper): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
  await page.getByLabel('Nom, téléphone ou e-mail').fill(search);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link')
    .filter({ hasText: shopper.typed });
  // The list shown once the search has answered: only this phone.
  await page.getByText(`1 client pour « ${search} »`).waitFor();
  expect(await page.getByRole('list', { name: 'Clients' }).getByRole('link').count()).toBe(1);
  await row.waitFor();
  await expectNoHorizontalOverflow(page, 'customers at 390 px');
  await expectNoAxeViolations(page, '/gestion/clients');
  await row.click();
  await page.getByRole('heading', { level: 1, name: `${shopper.prenom} ${shopper.nom}` }).waitFor();
}

/** A full-page picture from the top (the console's header is sticky), once the fonts are in. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(`window.scrollTo({ top: 0, behavior: 'instant' }); document.fonts.ready`);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const orderLinks = (page: Page) => page.getByRole('region', { name: 'Commandes' }).getByRole('link');

describe('customers in the console (/gestion/clients) on a phone', () => {
  it('a record shows the phone’s orders, and a note added stays with it', async () => {
    const shopper = newShopper('Nour');
    const order = await withPage(PHONE, (page) => placeOrderAs(page, shopper));

    await withPage(PHONE, async (page) => {
      await signIn(page, '/gestion/commandes');
      await openRecordBySearch(page, shopper.adresse_mail, shopper);
      expect(await page.getByRole('link', { name: 'Appeler' }).getAttribute('href')).toBe(
        `tel:+216${shopper.telephone}`,
      );
      await orderLinks(page).first().waitFor();
      expect(await orderLinks(page).count()).toBe(1);
      const row = orderLinks(page).first();
      expect(await row.textContent()).toContain(order.reference);
      expect(await row.textContent()).toContain('À confirmer');
      expect(await row.getAttribute('href')).toBe(`/gestion/commandes/${order.reference}`);

      const notes = page.getByRole('region', { name: 'Notes' });
      const text = `Préfère être appelée après 18 h (${shopper.telephone}).`;
      await notes.getByLabel('Nouvelle note').fill(text);
      await notes.getByRole('button', { name: 'Ajouter la note' }).click();
      await notes.getByText('Note ajoutée.').waitFor();
      await notes.getByRole('listitem').filter({ hasText: text }).waitFor();

      // Kept by the shop: there again once the page is loaded anew.
      await page.reload();
      await page
        .getByRole('list', { name: 'Notes sur le client' })
        .getByRole('listitem')
        .filter({ hasText: text })
        .waitFor();
      await expectNoHorizontalOverflow(page, 'a customer’s record at 390 px');
      await expectNoAxeViolations(page, '/gestion/clients/:telephone');
      await shoot(page, 'customer-record-phone');

      await row.click();
      await page.getByRole('heading', { level: 1, name: order.reference }).waitFor();
    });
  });

  it('a phone blocked from its record meets the shop’s message at checkout, and no order is taken', async () => {
    const shopper = newShopper('Yasmine');
    await withPage(PHONE, (page) => placeOrderAs(page, shopper));

    await withPage(PHONE, async (page) => {
      await signIn(page, '/gestion/commandes');
      await openRecordBySearch(page, shopper.telephone, shopper);
      const block = page.getByRole('region', { name: 'Blocage' });
      await block.getByLabel(/Raison/).fill('Commandes fantaisistes');
      await block.getByRole('button', { name: 'Bloquer ce numéro' }).click();
      await block.getByText('Numéro bloqué.').waitFor();
      await block.getByText('Ce numéro est bloqué : ses commandes en ligne sont refusées.').waitFor();
      await block.getByText('Commandes fantaisistes').waitFor();
      await expect.poll(() => block.getByRole('button', { name: 'Débloquer' }).isEnabled()).toBe(true);
      await expectNoAxeViolations(page, 'a blocked customer’s record');
      await shoot(page, 'customer-blocked-phone');
    });

    await withPage(PHONE, async (page) => {
      const answers: Response[] = [];
      page.on('response', (response) => {
        if (isOrderPost(response)) answers.push(response);
      });
      await checkoutAs(page, shopper);
      await page.getByRole('button', { name: 'Soumettre' }).click();
      const refusal = page
        .getByRole('alert')
        .getByText(/^Nous ne pouvons pas prendre cette commande en ligne\./);
      await refusal.waitFor();
      const shown = (await refusal.textContent()) ?? '';
      expect(shown).toMatch(/Appelez la boutique au .+\.$/);
      expect(await page.getByRole('link', { name: 'Appeler la boutique' }).getAttribute('href')).toMatch(
        /^tel:\+?\d{8,}$/,
      );
      // The shopper keeps the cart; no order was placed.
      await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
      expect(answers.map((answer) => answer.status())).not.toContain(201);
      expect(answers.at(-1)?.status()).toBe(403);
      expect(await page.getByText(MESSAGES.orderSuccess).count()).toBe(0);
      await expectNoHorizontalOverflow(page, 'the refused checkout at 390 px');
    });

    await withPage(PHONE, async (page) => {
      await signIn(page, `/gestion/clients/${shopper.telephone}`);
      await page.getByRole('heading', { level: 1, name: `${shopper.prenom} ${shopper.nom}` }).waitFor();
      // Still the one order placed before the block; the refused one is counted as a try.
      expect(await orderLinks(page).count()).toBe(1);
      await page
        .getByRole('region', { name: 'Blocage' })
        .getByText('1 commande tentée et refusée depuis le blocage.')
        .waitFor();
    });
  });
});

describe('customers in the console on a desktop', () => {
  it('the list and a record fit 1280 px', async () => {
    const shopper = newShopper('Ines');
    await withPage(PHONE, (page) => placeOrderAs(page, shopper));
    await withPage(DESKTOP, async (page) => {
      await signIn(page, '/gestion/clients');
      await page.getByRole('list', { name: 'Clients' }).getByRole('link').first().waitFor();
      await expectNoHorizontalOverflow(page, 'customers at 1280 px');
      await shoot(page, 'customers-desktop');
      await page.goto(`/gestion/clients/${shopper.telephone}`);
      await orderLinks(page).first().waitFor();
      await expectNoHorizontalOverflow(page, 'a customer’s record at 1280 px');
      await shoot(page, 'customer-record-desktop');
    });
  });
});
