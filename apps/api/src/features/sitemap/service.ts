import type { Db } from '../../db/prisma.js';
import * as repository from './repository.js';

/** The protocol's most URLs in one sitemap file; more are split into files named by an index. */
export const SITEMAP_URL_LIMIT = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The storefront's pages that exist whatever the catalogue holds. */
const FIXED_PAGES = ['/', '/categories', '/collections', '/event', '/Contact', '/conditions'];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] as string);
}

/**
 * The storefront's public pages at the shop's public origin (`https://host`), as sitemap files of at
 * most `urlLimit` URLs each. Always at least one file.
 */
export async function sitemapFiles(
  db: Db,
  origin: string,
  urlLimit: number = SITEMAP_URL_LIMIT,
): Promise<string[]> {
  const base = escapeXml(origin);
  const urlElement = (path: string, lastmod?: string) =>
    `<url><loc>${base}${escapeXml(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const ids = await repository.findCatalogueIds(db);
  const urls = [
    ...FIXED_PAGES.map((path) => urlElement(path)),
    // The storefront's listing addresses a category by its id in `nom`.
    ...ids.categories.map((id) => urlElement(`/categories?nom=${id}`)),
    ...ids.articles.map((id, index) => urlElement(`/SingleProduit/${id}`, ids.articlesUpdated[index])),
    ...ids.collections.map((id) => urlElement(`/SingleCollection/${id}`)),
  ];
  const files: string[] = [];
  for (let start = 0; start < urls.length; start += urlLimit) {
    const chunk = urls.slice(start, start + urlLimit).join('\n');
    files.push(`${XML_DECLARATION}\n<urlset xmlns="${XMLNS}">\n${chunk}\n</urlset>\n`);
  }
  return files;
}

/** The index naming `/sitemap-1.xml` … `/sitemap-<count>.xml`. */
export function sitemapIndex(count: number, origin: string): string {
  const base = escapeXml(origin);
  const entries = Array.from(
    { length: count },
    (_, index) => `<sitemap><loc>${base}/sitemap-${index + 1}.xml</loc></sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers everywhere but the owner console; the Sitemap line must be an absolute URL. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /gestion\n\nSitemap: ${origin}/sitemap.xml\n`;
}
