import {
  type Article,
  MESSAGES,
  type Order,
  OrderSchema,
  OrderTrackingSchema,
  promoPriceMillimes,
  toDinars,
  toMillimes,
} from '@vitrine/contracts';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE, parseDT, screenshot } from './browser';

// The purchase journey on the real API and a fresh demo database: cart, checkout, the order stored.

const withPage = browserPages();

/** A shopper of this run: an e-mail and a phone no other journey uses. */
function newShopper() {
  const digits = String(Date.now() % 100_000_000).padStart(8, '2');
  return {
    nom: 'Haddad',
    prenom: 'Rania',
    region: 'Monastir',
    adresse: '5 rue de la Corniche',
    code_postal: '5000',
    numero_telephone: `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    adresse_mail: `rania.${digits}@example.tn`,
  };
}
type Shopper = ReturnType<typeof newShopper>;

/** Adds the catalogue's first `count` articles to the cart with their cards' buttons. */
async function addArticles(page: Page, count: number): Promise<void> {
  await page.goto('/categories');
  const cards = page.locator('main article');
  await cards.first().waitFor();
  for (let index = 0; index < count; index++) {
    await cards
      .nth(index)
      .getByRole('button', { name: /panier/ })
      .click();
    await page.getByRole('button', { name: `Panier, ${index + 1} article${index ? 's' : ''}` }).waitFor();
  }
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/VerifShop');
  await page.getByRole('heading', { level: 1, name: 'Vérifier la commande' }).waitFor();
  await page.getByRole('button', { name: 'Soumettre' }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function fillNewClient(page: Page, shopper: Shopper): Promise<void> {
  await page.getByRole('radio', { name: 'Nouveau client' }).check();
  await page.getByLabel('Nom', { exact: true }).fill(shopper.nom);
  await page.getByLabel('Prénom', { exact: true }).fill(shopper.prenom);
  await page.getByLabel('Région', { exact: true }).selectOption(shopper.region);
  await page.getByLabel('Adresse', { exact: true }).fill(shopper.adresse);
  await page.getByLabel('Code postal', { exact: true }).fill(shopper.code_postal);
  await page.getByLabel('Numéro de téléphone', { exact: true }).fill(shopper.numero_telephone);
  await page.getByLabel('Adresse mail', { exact: true }).fill(shopper.adresse_mail);
}

const isOrderPost = (response: Response) =>
  response.url().endsWith('/api/Order') && response.request().method() === 'POST';

const summaryTotal = async (page: Page) =>
  parseDT(
    (await page
      .getByRole('region', { name: 'Votre commande' })
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? '',
  );

/** The prices the server asks today, fetched from the API itself. */
async function serverUnitPrice(page: Page, articleId: number): Promise<number> {
  const article = (await (await page.request.get(`/api/Article/${articleId}`)).json()) as Article;
  return toDinars(promoPriceMillimes(toMillimes(article.prix), article.promo));
}

/**
 * What the database kept for an order, read back through the tracking endpoint (reference + phone),
 * with the anti-forgery token the page itself received: state "en cours", the server's prices.
 */
async function expectStoredWithServerPrices(page: Page, order: Order, phone: string): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.post('/api/orders/track', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
    data: { reference: order.reference, numero_telephone: phone },
  });
  expect(response.status()).toBe(200);
  const stored = OrderTrackingSchema.parse(await response.json());
  expect(stored.etat).toBe('en cours');
  expect(stored.total).toBeCloseTo(order.total, 3);
  expect(stored.items).toHaveLength(order.items.length);
  for (const [index, line] of order.items.entries()) {
    const kept = stored.items[index];
    expect(kept?.quantite).toBe(line.quantite);
    expect(kept?.prix_unitaire).toBe(await serverUnitPrice(page, line.article_id));
    expect(kept?.total).toBeCloseTo((kept?.prix_unitaire ?? 0) * line.quantite, 3);
  }
}

describe('checkout', () => {
  it('a new client with BIENVENUE10: success with the reference, cart emptied, order stored', async () => {
    await withPage(DESKTOP, async (page) => {
      await addArticles(page, 3);
      await openCheckout(page);
      const shopper = newShopper();
      await fillNewClient(page, shopper);
      await page.getByLabel('Code promo').fill('BIENVENUE10');
      await page.getByRole('button', { name: 'Ajouter' }).click();
      await page.getByText(MESSAGES.promoApplied(10)).waitFor();
      await page.getByText('Remise (BIENVENUE10, 10 %)').waitFor();
      const shown = await summaryTotal(page);
      await page.getByLabel('Adresse mail', { exact: true }).blur();
      await screenshot(page, 'checkout-desktop');

      const answer = page.waitForResponse(isOrderPost);
      await page.getByRole('button', { name: 'Soumettre' }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['idempotency-key']).toBeTruthy();
      const order = OrderSchema.parse(await response.json());
      expect(order).toMatchObject({ code_promo: 'BIENVENUE10', reduction: 10 });
      expect(order.items).toHaveLength(3);
      expect(order.total).toBeCloseTo(shown, 3);
      await expectStoredWithServerPrices(page, order, shopper.numero_telephone);

      await page.getByText(MESSAGES.orderSuccess).waitFor();
      await page.getByText(`Référence : ${order.reference}`).waitFor();
      expect(await page.getByTestId('cart-badge').count()).toBe(0);
      await page.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
      await screenshot(page, 'checkout-confirmation-desktop');

      // Same e-mail and phone again: the 409 gives the client code and the order goes through with it.
      await addArticles(page, 1);
      await openCheckout(page);
      await fillNewClient(page, shopper);
      const posts: Response[] = [];
      page.on('response', (r) => {
        if (isOrderPost(r)) posts.push(r);
      });
      await page.getByRole('button', { name: 'Soumettre' }).click();
      await page.getByText(MESSAGES.existingClient(order.code_client)).waitFor();
      await expect.poll(() => page.getByLabel('Code client').inputValue()).toBe(order.code_client);
      await page.getByText(MESSAGES.orderSuccess).waitFor();
      expect(posts.map((r) => r.status())).toEqual([409, 201]);
      expect(posts[1]?.request().postData()).toContain(order.code_client);
      const second = OrderSchema.parse(await posts[1]?.json());
      expect(second.code_client).toBe(order.code_client);
      expect(second.reference).not.toBe(order.reference);
      await expectStoredWithServerPrices(page, second, shopper.numero_telephone);
      await expect
        .poll(() => page.getByText(MESSAGES.existingClient(order.code_client)).count(), { timeout: 6_000 })
        .toBe(0);
    });
  });

  it('an existing client with CL-DEMO01, on a phone', async () => {
    await withPage(PHONE, async (page) => {
      await addArticles(page, 2);
      await openCheckout(page);
      await screenshot(page, 'checkout-phone');
      await page.getByRole('radio', { name: 'Client existant' }).check();
      await page.getByLabel('Code client').fill('cl-demo01');
      const answer = page.waitForResponse(isOrderPost);
      await page.getByRole('button', { name: 'Soumettre' }).click();
      const order = OrderSchema.parse(await (await answer).json());
      expect(order.code_client).toBe('CL-DEMO01');
      // The demo client's phone, as the seed gives it.
      await expectStoredWithServerPrices(page, order, '22123456');
      await page.getByText(`Référence : ${order.reference}`).waitFor();
      await screenshot(page, 'checkout-confirmation-phone');
      await expectNoHorizontalOverflow(page);
    });
  });

  it('an invalid form: the messages, and no order request at all', async () => {
    await withPage(PHONE, async (page) => {
      const orderRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/Order')) orderRequests.push(request.method());
      });
      await addArticles(page, 1);
      await openCheckout(page);
      const submit = page.getByRole('button', { name: 'Soumettre' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Nom', { exact: true }).fill('Haddad');
      await page.getByLabel('Numéro de téléphone', { exact: true }).fill('2212');
      await page.getByLabel('Adresse mail', { exact: true }).fill('rania@');
      await page.getByLabel('Adresse mail', { exact: true }).press('Enter');
      await page.getByRole('alert').getByText(MESSAGES.invalidForm).waitFor();
      for (const message of [
        MESSAGES.prenomRequired,
        MESSAGES.regionRequired,
        MESSAGES.adresseRequired,
        MESSAGES.phoneInvalid,
        MESSAGES.emailInvalid,
      ]) {
        await page.getByText(message).waitFor();
      }
      expect(await page.getByLabel('Prénom', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'checkout-invalid-phone');
      expect(await submit.isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByRole('alert').getByText(MESSAGES.invalidForm).count(), { timeout: 7_000 })
        .toBe(0);
      expect(orderRequests).toEqual([]);
    });
  });
});
