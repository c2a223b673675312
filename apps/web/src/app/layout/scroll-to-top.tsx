import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { SCROLL_TO_TOP_AFTER_PX } from '@/config/ui';
import { useReducedMotion } from '@/hooks/use-media-query';
import styles from './scroll-to-top.module.css';

/** What the button must never cover: what a visitor taps, and what a form says about its fields. */
const KEEP_CLEAR = 'a, button, input, select, textarea, summary, label, [role="button"], .field';

/** Whether anything to tap or to read lies under the button's box (its centre and four corners). */
function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const inset = 4;
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !button.contains(element) && element.closest(KEEP_CLEAR) !== null),
  );
}

/**
 * Appears after 300 px of scroll; takes the visitor back to the top of the page. It steps aside while
 * a link, a button, a carousel's arrow or a field lies beneath it, so that it never takes their tap.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [aside, setAside] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
      setAside(button.current ? coversSomething(button.current) : false);
    };
    // Once a frame at most, after the page has moved.
    const onChange = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);
  // The button's first frame is measured too, before it is painted over anything.
  useLayoutEffect(() => {
    if (visible && button.current) setAside(coversSomething(button.current));
  }, [visible]);
  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      className={styles.button}
      data-aside={aside || undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
      aria-label="Revenir en haut de la page"
    >
      <ArrowUpIcon />
    </button>
  );
}
