import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES, ORDER_STATE_SENTENCES, type OwnerArticlePhotos } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { placeDemoOrder } from './place-order';
import { OWNER_PASSWORD } from './shop-server';

// The owner runs the shop from a phone: a shopper orders, the owner confirms, ships and delivers it from
// /gestion, the shopper's tracking shows each step; a photo uploaded in the console reaches the product
// page. Screenshots of the console go to artifacts/owner/ (git-ignored).

const withPage = browserPages();
const SHOTS = fileURLToPath(new URL('../../../artifacts/owner/', import.meta.url));
const DEMO_PHONE = '22123456';
const timings: string[] = [];

afterAll(() => {
  console.log(`Owner journeys:\n  ${timings.join('\n  ')}`);
});

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** A full-page picture once the fonts are in; then the page must not be wider than the window. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // From the top: the console's header is sticky, and would otherwise be drawn where the page was scrolled.
  await page.evaluate(`window.scrollTo({ top: 0, behavior: 'instant' }); document.fonts.ready`);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await expectNoHorizontalOverflow(page, name);
}

/** Opens `target` in the console; the sign-in page comes first, then the owner lands where they asked. */
async function signIn(page: Page, target: string, { tryWrongFirst = false } = {}): Promise<void> {
  await page.goto(target);
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  if (tryWrongFirst) {
    await password.fill('pas le bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').getByText(MESSAGES.ownerPasswordWrong).waitFor();
  }
  await password.fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(new URL(target, 'http://shop').pathname);
}

const movesRegion = (page: Page) => page.getByRole('region', { name: 'Faire avancer la commande' });
const offeredMoves = (page: Page) => movesRegion(page).getByRole('button').allTextContents();

/** Presses a move's button, fills its note, confirms, and waits for the new state. */
async function move(page: Page, button: string, state: string, fill?: (page: Page) => Promise<void>) {
  await movesRegion(page).getByRole('button', { name: button, exact: true }).click();
  await fill?.(page);
  await movesRegion(page)
    .getByRole('button', { name: `Valider : ${state}` })
    .click();
  await movesRegion(page).getByText(`Commande passée à « ${state} ».`).waitFor();
}

/** The little of sharp's API the test uses to draw a photo. */
type DrawPhoto = (options: {
  create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } };
}) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };

let reference = '';
let photoArticle: { id: number; nom: string } | undefined;

describe('the owner console (/gestion) on a phone', () => {
  it('a new order is confirmed, shipped with its tracking number and delivered; the shopper sees each step', async () => {
    await timed('order: placed, confirmed, shipped, delivered, tracked', async () => {
      reference = (await withPage(PHONE, (page) => placeDemoOrder(page))).reference;

      await withPage(PHONE, async (page) => {
        await signIn(page, '/gestion/commandes', { tryWrongFirst: true });
        const queue = page.getByRole('list', { name: /À confirmer/ });
        const row = queue.getByRole('link', { name: new RegExp(reference) });
        await row.waitFor();
        // Newest first: the order just placed heads the queue.
        expect(await queue.getByRole('link').first().textContent()).toContain(reference);
        // The count of orders waiting sits on « Commandes » in the console's header.
        // It is asked for apart from the queue: wait for it to show, as the owner would.
        const orders = page
          .getByRole('navigation', { name: 'Console' })
          .getByRole('link')
          .first()
          .filter({ hasText: /\d+ à confirmer/ });
        await orders.waitFor();
        const waiting = Number(/(\d+) à confirmer/.exec((await orders.textContent()) ?? '')?.[1]);
        expect(waiting).toBeGreaterThanOrEqual(1);
        await shoot(page, 'queue-phone');

        await row.click();
        await page.getByRole('heading', { level: 1, name: reference }).waitFor();
        // A new order can be confirmed or cancelled; shipping or delivering it is not offered.
        expect(await offeredMoves(page)).toEqual(['Confirmer', 'Annuler la commande']);
        expect(await page.getByRole('link', { name: /Appeler le/ }).getAttribute('href')).toMatch(/^tel:/);
        await shoot(page, 'order-new-phone');

        await move(page, 'Confirmer', 'Confirmée');
        expect(await offeredMoves(page)).toEqual(['Expédier', 'Annuler la commande']);
        await move(page, 'Expédier', 'Expédiée', async (form) => {
          await form.getByLabel(/Transporteur/).fill('Aramex');
          await form.getByLabel(/Numéro de suivi/).fill('TN123456789');
        });
        expect(await offeredMoves(page)).toEqual(['Marquer livrée', 'Refusée à la livraison']);
        await move(page, 'Marquer livrée', 'Livrée');
        expect(await offeredMoves(page)).toEqual([]);
        await page.getByText('Cette commande est terminée : son état ne peut plus changer.').waitFor();
        const history = page.getByRole('region', { name: 'Historique' });
        expect(await history.getByRole('listitem').count()).toBe(4);
        expect(await history.textContent()).toContain('Aramex — TN123456789');
        await shoot(page, 'order-delivered-phone');
      });

      await withPage(PHONE, async (page) => {
        await page.goto('/Profil');
        const region = page.getByRole('region', { name: 'Suivre ma commande' });
        await region.getByLabel('Référence de commande').fill(reference);
        await region.getByLabel('Numéro de téléphone').fill(DEMO_PHONE);
        await region.getByRole('button', { name: 'Suivre ma commande' }).click();
        const found = region.getByRole('article', { name: reference });
        await found.waitFor();
        await found.getByText(ORDER_STATE_SENTENCES.livrée).waitFor();
        const timeline = found.getByRole('list', { name: `Historique de la commande ${reference}` });
        expect(await timeline.getByRole('listitem').count()).toBe(4);
        const steps = (await timeline.textContent()) ?? '';
        for (const text of ['Confirmée', 'Expédiée', 'TN123456789', 'Livrée']) expect(steps).toContain(text);
        await expectNoHorizontalOverflow(page, 'the tracked order at 390 px');
        mkdirSync(SHOTS, { recursive: true });
        await found.screenshot({ path: path.join(SHOTS, 'shopper-tracking-phone.png') });
      });
    });
  });

  it('a photo taken on the phone is added to an article, made its main photo, and shows on the product page', async () => {
    await timed('photo: uploaded, made main, shown on the product page', async () => {
      const photo = path.join(tmpdir(), `vitrine-photo-${Date.now()}.jpg`);
      // sharp is the API's own dependency: the test draws its photo with it, as a phone would send one.
      const sharp = createRequire(fileURLToPath(new URL('../../api/package.json', import.meta.url)))(
        'sharp',
      ) as DrawPhoto;
      writeFileSync(
        photo,
        await sharp({
          create: { width: 2000, height: 1500, channels: 3, background: { r: 184, g: 146, b: 90 } },
        })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );

      await withPage(PHONE, async (page) => {
        await signIn(page, '/gestion/photos');
        const first = page.getByRole('region', { name: 'Derniers articles' }).getByRole('button').first();
        await first.waitFor();
        // The latest article, found again by a few letters of its name.
        const name = ((await first.textContent()) ?? '').replace(/\d+ photos?$/, '').trim();
        await page.getByLabel('Nom de l’article').fill(name.slice(0, 8));
        await page.getByRole('button', { name: 'Chercher' }).click();
        const results = page.getByRole('region', { name: `Articles « ${name.slice(0, 8).trim()} »` });
        await results.getByRole('button').filter({ hasText: name }).first().click();
        await page.getByRole('heading', { level: 2, name }).waitFor();
        const before = await page
          .getByRole('list', { name: `Photos de ${name}` })
          .getByRole('listitem')
          .count();

        const answer = page.waitForResponse(
          (response) =>
            /\/api\/owner\/articles\/\d+\/images$/.test(response.url()) &&
            response.request().method() === 'POST',
        );
        await page.getByLabel(`Ajouter des photos à ${name}`).setInputFiles(photo);
        const uploaded = (await (await answer).json()) as OwnerArticlePhotos;
        expect((await answer).status()).toBe(201);
        await page.getByText(/Photo ajoutée/).waitFor();
        const photos = page.getByRole('list', { name: `Photos de ${name}` }).getByRole('listitem');
        expect(await photos.count()).toBe(before + 1);
        const added = uploaded.images.at(-1);
        if (!added) throw new Error('the upload answered no photo');
        await page
          .getByRole('button', { name: `Choisir la photo ${before + 1} comme photo principale` })
          .click();
        await expect.poll(() => photos.first().getByRole('img').getAttribute('src')).toBe(added.url);
        await shoot(page, 'photos-phone');
        photoArticle = { id: uploaded.id, nom: name };

        // The product page shows it once the catalogue has heard of the change (within 30 s).
        const base = added.url.replace(/-800\.webp$/, '');
        await expect
          .poll(
            async () => {
              await page.goto(`/SingleProduit/${uploaded.id}`);
              await page.getByRole('heading', { level: 1 }).waitFor();
              return page.evaluate(
                `[...document.querySelectorAll('main img')].some((image) => (image.currentSrc || image.src).includes(${JSON.stringify(base)}))`,
              );
            },
            { timeout: 30_000, interval: 2_000 },
          )
          .toBe(true);
      });
    });
  });

  it('a contact message arrives unread; opening it marks it read, « Répondre » writes back by mail', async () => {
    await timed('message: sent, read, answered', async () => {
      const subject = `Taille de bague ${Date.now()}`;
      await withPage(PHONE, async (page) => {
        await page.goto('/Contact');
        await page.getByRole('textbox', { name: 'Nom' }).fill('Leïla Haddad');
        await page.getByRole('textbox', { name: 'E-mail' }).fill('leila@example.tn');
        await page.getByRole('textbox', { name: 'Sujet' }).fill(subject);
        await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, faites-vous la taille 48 ?');
        await page.getByRole('button', { name: 'Envoyer' }).click();
        await page.getByText('Votre message a été envoyé avec succès!').waitFor();
      });
      await withPage(PHONE, async (page) => {
        await signIn(page, '/gestion/messages');
        const item = page.getByRole('listitem').filter({ hasText: subject });
        await item.getByText('Non lu :', { exact: true }).waitFor();
        await shoot(page, 'messages-phone');
        await item.getByRole('button', { name: new RegExp(subject) }).click();
        await item.getByText('Non lu :', { exact: true }).waitFor({ state: 'detached' });
        expect(await item.getByRole('link', { name: 'Répondre' }).getAttribute('href')).toBe(
          `mailto:leila@example.tn?subject=${encodeURIComponent(`Re : ${subject}`)}`,
        );
        await shoot(page, 'message-open-phone');
      });
    });
  });
});

describe('the owner console on a desktop', () => {
  it('the queue, an order, the photos and the messages fit 1280 px', async () => {
    await timed('desktop tour', async () => {
      await withPage(DESKTOP, async (page) => {
        await signIn(page, '/gestion/commandes?etat=toutes');
        await page
          .getByRole('list', { name: /Commandes/ })
          .getByRole('link')
          .first()
          .waitFor();
        await shoot(page, 'queue-desktop');
        await page.goto(`/gestion/commandes/${reference}`);
        await page.getByRole('heading', { level: 1, name: reference }).waitFor();
        await page.getByRole('region', { name: 'Historique' }).getByRole('listitem').nth(3).waitFor();
        await shoot(page, 'order-desktop');
        const article = photoArticle;
        await page.goto(article ? `/gestion/photos?article=${article.id}` : '/gestion/photos');
        if (article) await page.getByRole('heading', { level: 2, name: article.nom }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'photos-desktop');
        await page.goto('/gestion/messages');
        await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
        await page.getByRole('list', { name: 'Messages reçus' }).waitFor();
        await shoot(page, 'messages-desktop');
      });
    });
  });
});
