import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';
import styles from './slide-over.module.css';

interface SlideOverProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  id?: string;
}

/**
 * A panel that slides in from one side: a modal <dialog> (focus kept inside, Escape closes, the page
 * behind is inert); a click on the backdrop closes it too.
 */
export function SlideOver({ open, onClose, title, side, children, footer, id }: SlideOverProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users have Escape and the close button
    <dialog
      ref={ref}
      id={id}
      className={`${styles.panel} ${side === 'left' ? styles.left : styles.right}`}
      aria-labelledby={titleId}
      onClose={() => {
        // Only a close the browser made (not ours, when another panel takes over) reports back.
        if (openRef.current) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="Fermer">
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}
