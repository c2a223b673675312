import { SHOP } from '@/config/shop';
import { documentTitle, type PageMeta } from '@/hooks/use-page-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head of a rendered page: its title and description, its canonical address, and what a link
 * preview shows (Open Graph, Twitter), all from the meta the page declared as it rendered.
 */
export function pageHead(url: URL, meta: PageMeta | undefined): string {
  const title = documentTitle(meta?.title ?? '');
  const description = meta?.description ?? SHOP.description;
  const canonical = `${url.origin}${url.pathname}${url.search}`;
  const tags: Array<[string, string, string]> = [
    ['property', 'og:site_name', SHOP.name],
    ['property', 'og:locale', 'fr_TN'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', canonical],
    ['name', 'twitter:card', meta?.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (meta?.image) {
    const image = new URL(meta.image, url.origin).href;
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}">`),
  ].join('');
}
