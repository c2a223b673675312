import { type Order, OrderSchema } from '@vitrine/contracts';
import type { Page, Response } from 'playwright-core';

/** Taps « Soumettre » and waits for the shop's answer to the order it sends. */
export async function submitOrder(page: Page): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/Order') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Soumettre' }).click();
  return answer;
}

/** The checkout, ready to fill, with the catalogue's first article in the cart. */
export async function openCheckoutWithOneArticle(page: Page): Promise<void> {
  await page.goto('/categories');
  const card = page.locator('main article').first();
  await card.waitFor();
  await card.getByRole('button', { name: /panier/ }).click();
  await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
  await page.goto('/VerifShop');
  await page.getByRole('button', { name: 'Soumettre' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * A shopper (the demo client CL-DEMO01, typed in lower case as people do) orders the first article of the
 * catalogue; `keepDetails` ticks « Conserver mes informations » so that /Profil remembers the order.
 */
export async function placeDemoOrder(page: Page, { keepDetails = false } = {}): Promise<Order> {
  await openCheckoutWithOneArticle(page);
  await page.getByRole('radio', { name: 'Client existant' }).check();
  await page.getByLabel('Code client').fill('cl-demo01');
  if (keepDetails) await page.getByLabel(/Conserver mes informations/).check();
  const order = OrderSchema.parse(await (await submitOrder(page)).json());
  await page.getByText(`Référence : ${order.reference}`).waitFor();
  return order;
}
