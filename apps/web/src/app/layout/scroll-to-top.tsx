import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { SCROLL_TO_TOP_AFTER_PX } from '@/config/ui';
import { useReducedMotion } from '@/hooks/use-media-query';
import styles from './scroll-to-top.module.css';

/** Appears after 300 px of scroll; takes the visitor back to the top of the page. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
      aria-label="Revenir en haut de la page"
    >
      <ArrowUpIcon />
    </button>
  );
}
