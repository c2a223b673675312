import { createContext, useContext, useEffect } from 'react';
import { SHOP } from '@/config/shop';

/** What a page says of itself in the document's head (and, on the server, its HTTP status). */
export interface PageMeta {
  /** « … — Vitrine »; '' for the home page's « Vitrine — Bijoux et accessoires ». */
  title: string;
  description: string;
  /** The picture a link preview shows (a product's, a collection's), as the shop serves it. */
  image?: string | undefined;
  /** 404 for a page whose subject does not exist; 200 otherwise. */
  status: number;
}

export const documentTitle = (title: string) =>
  title ? `${title} — ${SHOP.name}` : `${SHOP.name} — ${SHOP.tagline}`;

/**
 * How a page's title reads in the tab: the storefront's « … — Vitrine ». A part of the site that names
 * its tab its own way (the console's « (3) Gestion ») provides its own.
 */
export const DocumentTitle = createContext<(title: string) => string>(documentTitle);

/**
 * On the server, the page being rendered writes its meta here as it renders, and the HTML's head is
 * written from it once the page is complete.
 */
export const PageMetaCollector = createContext<{ meta?: PageMeta } | null>(null);

/** Sets the document title (« … — Vitrine »), meta description and preview image of the current route. */
export function usePageMeta(
  title: string | undefined,
  description?: string,
  { image, status = 200 }: { image?: string | undefined; status?: number } = {},
) {
  const collector = useContext(PageMetaCollector);
  const titled = useContext(DocumentTitle);
  if (collector && title !== undefined) {
    collector.meta = { title, description: description ?? SHOP.description, image, status };
  }
  useEffect(() => {
    if (title === undefined) return;
    document.title = titled(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? SHOP.description;
  }, [title, description, titled]);
}
