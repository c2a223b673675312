import type { Article } from '@vitrine/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPages, DESKTOP, expectLooksRight, PHONE, screenshot } from './browser';

// Every page of the spec at a phone's and a laptop's width, as a visitor sees it: its heading, the
// header's way around and the page's own main control are displayed, nothing sticks out sideways,
// every image shows, the logo keeps to one line. A screenshot of each is kept in
// artifacts/e2e/layout-<width>-<page>.png.

const baseUrl = inject('baseUrl');
const withPage = browserPages();
let articleId: number;
let collectionId: number;

beforeAll(async () => {
  // The newest article with photos: another journey may have added one without any (catalogue.e2e.ts).
  const latest = ((await (await fetch(`${baseUrl}/api/latestArticles`)).json()) as Article[]).find(
    (article) => article.images.length > 0,
  );
  const [collection] = (await (await fetch(`${baseUrl}/api/Collection`)).json()) as Array<{ id: number }>;
  if (!latest || !collection) throw new Error('Le catalogue de démonstration est vide.');
  articleId = latest.id;
  collectionId = collection.id;
});

/** Opens a page as a visitor would and waits until its heading and its data are there. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** An article in the cart, put there the way a visitor does (the cart and checkout pages need one). */
async function addAnArticle(page: Page): Promise<void> {
  await visit(page, `/SingleProduit/${articleId}`);
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
}

const main = (page: Page) => page.locator('main');

interface Route {
  name: string;
  path: () => string;
  before?: (page: Page) => Promise<void>;
  /** What the page is for, beyond its heading: its main control and content. */
  keyElements: (page: Page) => Locator[];
}

const ROUTES: Route[] = [
  {
    name: 'accueil',
    path: () => '/',
    keyElements: (page) => [
      page.getByRole('region', { name: 'Meilleures ventes', exact: true }).locator('article').first(),
      page.getByRole('textbox', { name: 'Adresse e-mail' }),
      page.getByRole('button', { name: 'S’inscrire' }),
    ],
  },
  {
    name: 'catalogue',
    path: () => '/categories',
    keyElements: (page) => [
      page.getByRole('combobox', { name: 'Trier par' }),
      main(page)
        .locator('article')
        .first()
        .getByRole('button', { name: /^Ajouter.*panier/ }),
      page.getByRole('navigation', { name: 'Pages du catalogue' }),
    ],
  },
  {
    name: 'collections',
    path: () => '/collections',
    keyElements: (page) => [
      page.getByRole('searchbox', { name: 'Rechercher une collection' }),
      main(page)
        .locator('article')
        .first()
        .getByRole('button', { name: /^Ajouter la collection — / }),
    ],
  },
  {
    name: 'evenements',
    path: () => '/event',
    keyElements: (page) => [
      main(page)
        .getByRole('link', { name: /En savoir plus/ })
        .first(),
    ],
  },
  {
    name: 'produit',
    path: () => `/SingleProduit/${articleId}`,
    keyElements: (page) => [
      page
        .getByRole('region', { name: /^Photos de/ })
        .locator('img')
        .first(),
      page.getByRole('button', { name: 'Ajouter au panier', exact: true }),
    ],
  },
  {
    name: 'collection',
    path: () => `/SingleCollection/${collectionId}`,
    keyElements: (page) => [
      page.getByText('La collection complète'),
      page.getByRole('button', { name: 'Tout ajouter au panier' }),
      page.getByRole('region', { name: 'Les pièces de la collection' }).locator('article').first(),
    ],
  },
  {
    name: 'panier',
    path: () => '/Panier',
    before: addAnArticle,
    keyElements: (page) => [
      main(page).getByRole('button', { name: /^Supprimer .+ du panier$/ }),
      page.getByRole('region', { name: 'Récapitulatif' }),
      main(page).getByRole('link', { name: 'Vérifier la commande' }),
    ],
  },
  {
    name: 'verification',
    path: () => '/VerifShop',
    before: addAnArticle,
    keyElements: (page) => [
      page.getByRole('region', { name: 'Votre commande' }),
      page.getByRole('radio', { name: 'Nouveau client' }),
      page.getByRole('button', { name: 'Soumettre' }),
    ],
  },
  {
    name: 'contact',
    path: () => '/Contact',
    keyElements: (page) => [
      page.getByRole('textbox', { name: 'Message' }),
      page.getByRole('button', { name: 'Envoyer' }),
    ],
  },
  {
    name: 'profil',
    path: () => '/Profil',
    keyElements: (page) => [
      page
        .getByRole('region', { name: 'Suivre ma commande' })
        .getByRole('button', { name: 'Suivre ma commande' }),
    ],
  },
  {
    name: 'inscription',
    path: () => '/Signup',
    keyElements: (page) => [main(page).getByRole('link', { name: 'Découvrir les bijoux' })],
  },
  {
    name: 'connexion',
    path: () => '/Signin',
    keyElements: (page) => [main(page).getByRole('button', { name: 'Se connecter' })],
  },
];

describe.each([
  { label: 'phone', viewport: PHONE },
  { label: 'desktop', viewport: DESKTOP },
])('every page on a $label ($viewport.width px)', ({ viewport }) => {
  it.each(ROUTES)(
    '$name: heading, menu and main control shown; nothing sideways; every image; the logo on one line',
    async ({ name, path, before, keyElements }) => {
      await withPage(viewport, async (page) => {
        if (before) await before(page);
        await visit(page, path());
        await screenshot(page, `layout-${viewport.width}-${name}`);
        await expectLooksRight(page, `${path()} à ${viewport.width} px`, [
          main(page).locator('h1').first(),
          viewport === PHONE
            ? page.getByRole('button', { name: 'Ouvrir le menu' })
            : page.getByRole('navigation', { name: 'Menu principal' }),
          page.getByRole('button', { name: /^Panier/ }),
          ...keyElements(page),
        ]);
      });
    },
  );
});

describe('scroll position', () => {
  // Two frames: whatever the page does once its content is in has been rendered.
  const RENDERED = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';
  const scrollY = (page: Page) => page.evaluate('window.scrollY') as Promise<number>;

  it('opens a freshly loaded page at the top, and back restores where the visitor was', async () => {
    await withPage(PHONE, async (page) => {
      await visit(page, '/categories');
      await page.locator('main article').nth(8).waitFor();
      await page.evaluate('window.scrollTo(0, 1400)');
      await expect.poll(() => scrollY(page)).toBe(1400);

      // A new address typed or followed from elsewhere: a fresh page load, at the top once its list
      // is there (a restored position could only apply to a page that long).
      await visit(page, '/collections');
      await page.locator('main article').first().waitFor();
      await page.evaluate(RENDERED);
      expect(await scrollY(page)).toBe(0);
      await visit(page, '/categories');
      await page.locator('main article').nth(8).waitFor();
      await page.evaluate(RENDERED);
      expect(await scrollY(page)).toBe(0);

      // Inside the shop: a new page starts at the top, back returns to the same place.
      await page.locator('main article').nth(8).scrollIntoViewIfNeeded();
      const listPosition = await scrollY(page);
      expect(listPosition).toBeGreaterThan(500);
      const link = page.locator('main article').nth(8).locator('h3 a');
      const name = ((await link.textContent()) ?? '').trim();
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/categories');
      await expect.poll(() => scrollY(page)).toBe(listPosition);
    });
  });
});
