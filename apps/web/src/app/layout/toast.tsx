import { useEffect } from 'react';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { useUiStore } from '@/stores/ui-store';
import styles from './toast.module.css';

const TOAST_MS = 4_000;

/** Confirms an add to the cart or favourites (announced politely), with a link to the panel. */
export function Toast() {
  const toast = useUiStore((state) => state.toast);
  const dismiss = useUiStore((state) => state.dismissToast);
  const openPanel = useUiStore((state) => state.openPanel);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div className={styles.region} aria-live="polite" role="status">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          <CheckIcon className={styles.check} />
          <p>{toast.message}</p>
          {toast.panel && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                dismiss();
                if (toast.panel) openPanel(toast.panel);
              }}
            >
              {toast.panel === 'cart' ? 'Voir le panier' : 'Voir'}
            </button>
          )}
          <button type="button" className={styles.close} onClick={dismiss} aria-label="Fermer le message">
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
