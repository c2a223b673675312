import { useEffect } from 'react';

/** While mounted, asks search engines not to index the page (robots.txt also keeps them out). */
export function useNoindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
