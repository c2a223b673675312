import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ArticleDetail, MESSAGES, OrderSchema } from '@vitrine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, expectNoHorizontalOverflow, PHONE } from './browser';
import { submitOrder } from './place-order';

const withPage = browserPages();
const SIZES_ARTIFACTS = fileURLToPath(new URL('../../../artifacts/sizes/', import.meta.url));

interface RingOnSale {
  articleId: number;
  /** A size with pieces left, and how many. */
  inStock: { id: number; nom: string; stock: number };
  soldOut: { nom: string };
}

/** A ring of the demo shop with a sold-out size and one still in stock, as the API lists them now. */
async function findRing(page: Page): Promise<RingOnSale> {
  const details = (await (await page.request.get('/api/ArticleDetail')).json()) as ArticleDetail[];
  const byArticle = new Map<number, ArticleDetail[]>();
  for (const detail of details.filter((each) => each.size)) {
    byArticle.set(detail.article_id, [...(byArticle.get(detail.article_id) ?? []), detail]);
  }
  for (const [articleId, sizes] of byArticle) {
    const soldOut = sizes.find((size) => size.stock === 0);
    const inStock = sizes.find((size) => size.stock >= 3);
    if (sizes.length > 2 && soldOut?.size && inStock?.size) {
      return {
        articleId,
        inStock: { id: inStock.id, nom: inStock.size.nom, stock: inStock.stock },
        soldOut: { nom: soldOut.size.nom },
      };
    }
  }
  throw new Error('the demo shop has no ring with a sold-out size and one in stock');
}

const stockOf = async (page: Page, articleId: number, detailId: number) => {
  const details = (await (
    await page.request.get(`/api/ArticleDetail?article_id=${articleId}`)
  ).json()) as ArticleDetail[];
  return details.find((detail) => detail.id === detailId)?.stock;
};

async function pickerShot(page: Page, name: string) {
  mkdirSync(SIZES_ARTIFACTS, { recursive: true });
  const picker = page.getByRole('group', { name: 'Taille' });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SIZES_ARTIFACTS, `${name}.png`) });
}

describe('sizes and stock', () => {
  it('on a phone, a ring is ordered in the size chosen, and that size’s stock goes down by one', async () => {
    await withPage(PHONE, async (page) => {
      const started = performance.now();
      const ring = await findRing(page);
      await page.goto(`/SingleProduit/${ring.articleId}`);
      const picker = page.getByRole('group', { name: 'Taille' });
      await picker.waitFor();
      await expect
        .poll(() => picker.getByRole('radio', { name: `${ring.soldOut.nom} épuisé` }).isDisabled())
        .toBe(true);
      await expectNoHorizontalOverflow(page, 'fiche produit avec tailles');

      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.sizeRequired }).waitFor();
      expect(
        await page
          .getByRole('button', { name: /^Panier/ })
          .first()
          .getAttribute('aria-label'),
      ).not.toMatch(/1 article/);
      await pickerShot(page, 'size-picker-phone-unchosen');

      await picker.getByRole('radio', { name: new RegExp(`^${ring.inStock.nom}\\b`) }).check();
      await pickerShot(page, 'size-picker-phone');
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();

      await page.goto('/Panier');
      await page.locator('main').getByText(`Taille ${ring.inStock.nom}`).waitFor();
      await page.goto('/VerifShop');
      await page.getByRole('button', { name: 'Soumettre' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('radio', { name: 'Client existant' }).check();
      await page.getByLabel('Code client').fill('cl-demo01');
      const response = await submitOrder(page);
      expect(response.status()).toBe(201);
      const order = OrderSchema.parse(await response.json());
      await page.getByText(`Référence : ${order.reference}`).waitFor();

      expect(order.items).toMatchObject([
        { article_id: ring.articleId, article_detail_id: ring.inStock.id, quantite: 1 },
      ]);
      expect(order.items[0]?.nom).toMatch(new RegExp(` — taille ${ring.inStock.nom}$`));
      expect(await stockOf(page, ring.articleId, ring.inStock.id)).toBe(ring.inStock.stock - 1);
      console.info(
        `[mesure] parcours taille sur téléphone (fiche → panier → commande) : ${(performance.now() - started).toFixed(0)} ms`,
      );
    });
  });

  it('on a wide screen, the sizes sit above the add-to-cart button', async () => {
    await withPage(DESKTOP, async (page) => {
      const ring = await findRing(page);
      await page.goto(`/SingleProduit/${ring.articleId}`);
      const picker = page.getByRole('group', { name: 'Taille' });
      await picker.waitFor();
      await picker.getByRole('radio', { name: new RegExp(`^${ring.inStock.nom}\\b`) }).check();
      const pickerBox = await picker.boundingBox();
      const buttonBox = await page
        .getByRole('button', { name: 'Ajouter au panier', exact: true })
        .boundingBox();
      expect(pickerBox && buttonBox && pickerBox.y + pickerBox.height <= buttonBox.y).toBe(true);
      await pickerShot(page, 'size-picker-desktop');
    });
  });
});
