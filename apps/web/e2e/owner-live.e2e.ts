import { OrderSchema } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, PHONE } from './browser';
import { openCheckoutWithOneArticle, submitOrder } from './place-order';
import { OWNER_PASSWORD } from './shop-server';

// The owner keeps the console open on her phone; a shopper orders from another phone. The order must
// show in the open console, and the tab's count go up, within 2 s of the shop's 201, without a reload.

const withPage = browserPages();
/** The bound, from the order's 201 to the order on the owner's screen. */
const LIVE_WITHIN_MS = 2_000;

async function openConsole(page: Page): Promise<void> {
  await page.goto('/gestion/commandes');
  await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
}

/**
 * The number of orders « en cours » the tab's title gives, once the console has counted them (the
 * header's « N à confirmer » shows then; before, the title is a plain « Gestion » whatever the count).
 */
async function titleCount(page: Page): Promise<number> {
  await page
    .getByRole('link', { name: /à confirmer$/ })
    .first()
    .waitFor();
  const title = await (
    await page.waitForFunction(() => /^(\(\d+\) )?Gestion$/.test(document.title) && document.title)
  ).jsonValue();
  return Number(/^\((\d+)\)/.exec(String(title))?.[1] ?? 0);
}

describe('the open console on a phone', () => {
  it('shows an order placed in another browser within 2 s, and the tab reads « (N) Gestion »', async () => {
    await withPage(PHONE, async (console) => {
      await openConsole(console);
      const before = await titleCount(console);

      await withPage(PHONE, async (shopper) => {
        await openCheckoutWithOneArticle(shopper);
        await shopper.getByRole('radio', { name: 'Client existant' }).check();
        await shopper.getByLabel('Code client').fill('cl-demo01');
        const answer = await submitOrder(shopper);
        const answered = performance.now();
        expect(answer.status()).toBe(201);
        const { reference } = OrderSchema.parse(await answer.json());

        const within = () => ({ timeout: Math.max(1, LIVE_WITHIN_MS - (performance.now() - answered)) });
        await console.getByText(reference).first().waitFor(within());
        await console.waitForFunction(
          (title) => document.title === title,
          `(${before + 1}) Gestion`,
          within(),
        );
        const took = performance.now() - answered;
        process.stdout.write(`Order ${reference} in the open console ${Math.round(took)} ms after its 201\n`);
        expect(took).toBeLessThanOrEqual(LIVE_WITHIN_MS);
      });
    });
  });
});
