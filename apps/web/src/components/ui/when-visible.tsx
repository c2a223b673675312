import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** The space kept until then, close to the part's own height. */
  minHeight: string;
  /** How far before the viewport it starts (CSS margin syntax). */
  margin?: string;
}

/**
 * Renders its children once their place comes near the viewport: a part below the fold whose code
 * (e.g. a form and zod) is then loaded as the visitor scrolls towards it, not with the page.
 */
export function WhenVisible({ children, minHeight, margin = '600px 0px' }: WhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = placeholder.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  const space = <div ref={placeholder} style={{ minHeight }} />;
  return near ? <Suspense fallback={space}>{children}</Suspense> : space;
}
