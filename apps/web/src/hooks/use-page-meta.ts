import { useEffect } from 'react';
import { SHOP } from '@/config/shop';

/** Sets the document title (« … — Vitrine ») and meta description of the current route. */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} — ${SHOP.name}` : `${SHOP.name} — ${SHOP.tagline}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? SHOP.description;
  }, [title, description]);
}
