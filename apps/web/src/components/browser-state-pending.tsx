import styles from './browser-state-pending.module.css';

/**
 * What the server draws where the visitor's own cart will be: it lives in their browser, so the page
 * shows it once its script has read it. Without JavaScript, a polite note says why nothing comes.
 */
export function BrowserStatePending({ noScript }: { noScript: string }) {
  return (
    <div className={styles.pending} aria-busy="true">
      <noscript>
        <p className={styles.note}>{noScript}</p>
      </noscript>
    </div>
  );
}
