import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CALL_GIVE_UP_AFTER,
  CALL_GIVE_UP_REASON,
  formatDT,
  type Order,
  type OwnerOrder,
  toMillimes,
} from '@vitrine/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, PHONE } from './browser';
import { shoot, signIn } from './console';
import { placeDemoOrder } from './place-order';

// The order desk on the owner's phone: an order placed in the shop is called from « À appeler »; three
// unanswered calls, then one tap cancels it; the WhatsApp link carries the order to confirm. Screenshots
// go beside the console's others, in artifacts/owner/ (git-ignored).

const withPage = browserPages();
const QUEUE = '/gestion/commandes/a-appeler';

// axe-core comes with Lighthouse, which the budgets already run; it is evaluated in the page (as
// DevTools would), so the shop's Content-Security-Policy stays as it is.
const requireHere = createRequire(import.meta.url);
const AXE = readFileSync(
  createRequire(requireHere.resolve('lighthouse')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Fails with each rule broken and where, when axe finds any accessibility violation on the page. */
async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.evaluate(`${AXE};undefined`);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)`,
  )) as AxeViolation[];
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.help}) : ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `${where} : violations d’accessibilité`).toEqual([]);
}

/** The queue once its page is read (not the previous page still shown while the next one loads). */
async function queueSettled(page: Page): Promise<void> {
  await page
    .locator('ol[aria-label="À appeler"][aria-busy="false"]')
    .or(page.getByText('Aucune commande à appeler pour le moment.'))
    .first()
    .waitFor();
}

/** The order's card in « À appeler », looked for from the first page on; undefined when it is not there. */
async function queueCard(page: Page, reference: string): Promise<Locator | undefined> {
  await page.goto(QUEUE);
  for (;;) {
    await queueSettled(page);
    const card = page.getByRole('article', { name: reference });
    if ((await card.count()) > 0) return card;
    const next = page
      .getByRole('navigation', { name: 'Pages des commandes à appeler' })
      .getByRole('link', { name: 'Suivante' });
    if ((await next.count()) === 0) return undefined;
    const url = page.url();
    await next.click();
    await page.waitForURL((address) => address.href !== url);
  }
}

async function cardOf(page: Page, reference: string): Promise<Locator> {
  const card = await queueCard(page, reference);
  if (!card) throw new Error(`${reference} n’est pas dans « À appeler ».`);
  return card;
}

describe('the order desk on a phone', () => {
  it('three unanswered calls, then one tap cancels: the order leaves the queue and its page says why', async () => {
    const { reference } = await withPage(PHONE, (page) => placeDemoOrder(page));
    await withPage(PHONE, async (page) => {
      await signIn(page, QUEUE);
      for (let tries = 1; tries <= CALL_GIVE_UP_AFTER; tries++) {
        const card = await cardOf(page, reference);
        await card.getByRole('button', { name: 'Injoignable', exact: true }).click();
        await page
          .getByText(`${reference} : injoignable, ${tries} tentative${tries > 1 ? 's' : ''}.`)
          .waitFor();
      }
      const card = await cardOf(page, reference);
      await card.getByText(`Injoignable ×${CALL_GIVE_UP_AFTER}`).waitFor();
      await card.getByRole('button', { name: `Annuler (${CALL_GIVE_UP_REASON})` }).click();
      await page.getByText(`${reference} : commande annulée.`).waitFor();
      await card.waitFor({ state: 'detached' });
      expect(await queueCard(page, reference)).toBeUndefined();

      await page.goto(`/gestion/commandes/${reference}`);
      const heading = page.getByRole('heading', { level: 1, name: reference });
      await heading.waitFor();
      expect(await page.locator('header').filter({ has: heading }).textContent()).toContain('Annulée');
      const history = page.getByRole('region', { name: 'Historique' });
      await history.getByText('À confirmer → Annulée').waitFor();
      expect(await history.textContent()).toContain(CALL_GIVE_UP_REASON);
      expect(await history.getByText('Appel : Injoignable').count()).toBe(CALL_GIVE_UP_AFTER);
      // A closed order is no longer called.
      expect(await page.getByRole('region', { name: 'Appels' }).getByRole('button').count()).toBe(0);
    });
  });

  it('WhatsApp opens on the customer with the order written; the queue and the order pass axe and fit', async () => {
    const order: Order = await withPage(PHONE, (page) => placeDemoOrder(page));
    const { reference } = order;
    await withPage(PHONE, async (page) => {
      await signIn(page, QUEUE);
      const card = await cardOf(page, reference);
      const whatsApp = card.getByRole('link', { name: /^WhatsApp/ });
      await whatsApp.waitFor();
      const href = (await whatsApp.getAttribute('href')) ?? '';
      const stored = (await (await page.request.get(`/api/owner/orders/${reference}`)).json()) as OwnerOrder;
      expect(href).toMatch(
        new RegExp(`^https://wa\\.me/216${stored.livraison.numero_telephone.replace(/\D/g, '')}\\?text=`),
      );
      const lines = (new URL(href).searchParams.get('text') ?? '').split('\n');
      expect(lines[0]).toBe(`Bonjour ${stored.livraison.prenom},`);
      expect(lines[1]).toContain(reference);
      // What the shopper ordered, as the shop's answer named it (a size is part of the line's name).
      for (const item of order.items) expect(lines).toContain(`- ${item.nom} × ${item.quantite}`);
      const delivery =
        order.shipping_charge === 0
          ? 'livraison offerte'
          : `livraison ${formatDT(toMillimes(order.shipping_charge))} comprise`;
      expect(lines).toContain(
        `Total à payer à la livraison : ${formatDT(toMillimes(order.total))} (${delivery})`,
      );
      const { adresse, code_postal, region } = stored.livraison;
      expect(lines).toContain(`Adresse : ${adresse}, ${[code_postal, region].filter(Boolean).join(' ')}`);
      expect(lines.at(-1)).toBe('Confirmez-vous votre commande ?');
      expect(await card.getByRole('link', { name: /^Appeler/ }).getAttribute('href')).toBe(
        `tel:+216${stored.livraison.numero_telephone.replace(/\D/g, '')}`,
      );

      // The queue as the owner has it now, WhatsApp ready on the order's card.
      await shoot(page, 'desk-queue-phone');
      await expectNoAxeViolations(page, 'la file « À appeler » à 390 px');

      await card.getByRole('link', { name: reference, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: reference }).waitFor();
      const desk = page.getByRole('region', { name: 'Appels' });
      const customer = desk.getByRole('link', { name: /Fiche client/ });
      expect(await customer.getAttribute('href')).toBe(
        `/gestion/clients/${stored.livraison.numero_telephone.replace(/\D/g, '')}`,
      );
      await shoot(page, 'desk-order-phone');
      await expectNoAxeViolations(page, 'une commande à 390 px');
    });

    await withPage(DESKTOP, async (page) => {
      await signIn(page, QUEUE);
      await queueSettled(page);
      // The card is drawn once the queue has answered: its WhatsApp link with it.
      await (await cardOf(page, reference)).getByRole('link', { name: /^WhatsApp/ }).waitFor();
      await shoot(page, 'desk-queue-desktop');
      await expectNoAxeViolations(page, 'la file « À appeler » à 1280 px');
      await page.goto(`/gestion/commandes/${reference}`);
      await page.getByRole('heading', { level: 1, name: reference }).waitFor();
      await page.getByRole('button', { name: 'Modifier l’adresse ou les articles' }).click();
      await shoot(page, 'desk-order-desktop');
      await expectNoAxeViolations(page, 'une commande et sa modification à 1280 px');
    });
  });
});
