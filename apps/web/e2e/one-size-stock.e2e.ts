import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Article, type ArticleDetail, MESSAGES, toMillimes } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { submitOrder } from './place-order';

const withPage = browserPages();
const STOCK_ARTIFACTS = fileURLToPath(new URL('../../../artifacts/stock/', import.meta.url));

/** A one-size article of the demo shop (a single variant) with no piece left, as the API lists it now. */
async function findSoldOutOneSize(page: Page): Promise<Article> {
  const details = (await (await page.request.get('/api/ArticleDetail')).json()) as ArticleDetail[];
  const byArticle = new Map<number, ArticleDetail[]>();
  for (const detail of details) {
    byArticle.set(detail.article_id, [...(byArticle.get(detail.article_id) ?? []), detail]);
  }
  const [articleId] =
    [...byArticle].find(([, variants]) => variants.length === 1 && variants[0]?.stock === 0) ?? [];
  if (articleId === undefined) throw new Error('the demo shop has no one-size article at stock 0');
  return (await (await page.request.get(`/api/Article/${articleId}`)).json()) as Article;
}

async function shot(page: Page, name: string) {
  mkdirSync(STOCK_ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(STOCK_ARTIFACTS, `${name}.png`) });
}

describe('a one-size article at stock 0', () => {
  it('on a phone, says « Épuisé » and cannot be added; a cart that kept it from before cannot order it', async () => {
    await withPage(PHONE, async (page) => {
      const article = await findSoldOutOneSize(page);
      await page.goto(`/SingleProduit/${article.id}`);
      await page.getByRole('heading', { level: 1, name: article.nom }).waitFor();
      const button = page.getByRole('button', { name: 'Épuisé', exact: true });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect(await page.getByRole('group', { name: 'Taille' }).count()).toBe(0);
      await expectNoHorizontalOverflow(page, 'fiche produit épuisée');
      await button.scrollIntoViewIfNeeded();
      await shot(page, 'one-size-sold-out-phone');

      // The cart as the shopper kept it when a piece was still left (as the cart store saves it, version 2).
      await page.evaluate(
        ({ article, prix }) => {
          const line = {
            article_id: article.id,
            nom: article.nom,
            quantite: 1,
            prix_unitaire_millimes: prix,
            images: [article.image],
            description: article.description,
            datas: article,
          };
          localStorage.setItem('vitrine-panier', JSON.stringify({ state: { items: [line] }, version: 2 }));
        },
        { article, prix: toMillimes(article.prix_final) },
      );
      await page.goto('/VerifShop');
      await page.getByRole('button', { name: 'Soumettre' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('radio', { name: 'Client existant' }).check();
      await page.getByLabel('Code client').fill('cl-demo01');
      expect((await submitOrder(page)).status()).toBe(409);
      await page
        .getByText(MESSAGES.outOfStock(article.nom, null, 0))
        .first()
        .waitFor();
      await shot(page, 'one-size-sold-out-checkout-phone');
    });
  });

  it('on a wide screen, says « Épuisé » beside the favourites', async () => {
    await withPage(DESKTOP, async (page) => {
      const article = await findSoldOutOneSize(page);
      await page.goto(`/SingleProduit/${article.id}`);
      const button = page.getByRole('button', { name: 'Épuisé', exact: true });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      await shot(page, 'one-size-sold-out-desktop');
    });
  });
});
