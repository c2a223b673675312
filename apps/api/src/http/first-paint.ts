import { LEAD_IMAGE_SIZES, responsiveImage, SITE_IMAGE_POSITIONS } from '@vitrine/contracts';
import type { CatalogueReader } from '../db/catalogue-cache.js';
import type { Db } from '../db/prisma.js';
import * as articles from '../features/articles/service.js';
import * as reference from '../features/reference/service.js';

// What a storefront page shows first, put in its HTML by the server: the API answer the page would
// ask for first (the storefront's api-client takes it from the page instead of asking), and the
// picture it shows first, preloaded in its best format and width. Both save round trips on a phone:
// the picture no longer waits for the scripts, then for the answer, before it starts loading.

export interface FirstPaint {
  /** The API read this answers, e.g. `/Article/12`. */
  apiPath: string;
  /** The answer, as the API would send it. */
  json: string;
  leadImage?: { url: string; sizes: string };
}

/** What a page path needs first; undefined for a page without a lead picture or answer. */
export type FirstPaintOf = (pagePath: string) => Promise<FirstPaint | undefined>;

const PRODUCT_PAGE = /^\/SingleProduit\/([1-9]\d{0,8})$/;

export function firstPaintFor(db: Db, catalogue: CatalogueReader): FirstPaintOf {
  return async (pagePath) => {
    if (pagePath === '/') {
      // Every visit of the home page asks for them: kept like the catalogue, until they change.
      const { json, hero } = await catalogue.get('site images', async () => {
        const images = await reference.listSiteImages(db);
        const first = images.find((image) => image.position === SITE_IMAGE_POSITIONS.hero[0]);
        return { json: JSON.stringify(images), hero: first?.url };
      });
      return {
        apiPath: '/GestionSiteWeb',
        json,
        leadImage: hero === undefined ? undefined : { url: hero, sizes: LEAD_IMAGE_SIZES.hero },
      };
    }
    const product = PRODUCT_PAGE.exec(pagePath);
    if (product) {
      const id = Number(product[1]);
      const json = await catalogue.get(`article ${id}`, () => articles.getArticle(db, id));
      const { image } = JSON.parse(json) as { image: string };
      return { apiPath: `/Article/${id}`, json, leadImage: { url: image, sizes: LEAD_IMAGE_SIZES.product } };
    }
    return undefined;
  };
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<head>` lines of a page's first paint. */
export function firstPaintHead({ apiPath, json, leadImage }: FirstPaint): string {
  const lines: string[] = [];
  if (leadImage) {
    const [best] = responsiveImage(leadImage.url).sources;
    lines.push(
      best
        ? `<link rel="preload" as="image" type="${best.type}" imagesrcset="${attribute(best.srcSet)}" imagesizes="${attribute(leadImage.sizes)}" fetchpriority="high">`
        : `<link rel="preload" as="image" href="${attribute(leadImage.url)}" fetchpriority="high">`,
    );
  }
  // `<` escaped, so no text in the answer can close the script element.
  lines.push(
    `<script type="application/json" data-api="${attribute(apiPath)}">${json.replace(/</g, '\\u003c')}</script>`,
  );
  return lines.join('\n    ');
}
