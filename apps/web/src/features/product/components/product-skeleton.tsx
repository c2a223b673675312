import styles from './product-page.module.css';

export function ProductSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        Chargement de l’article…
      </span>
      <div className={styles.top}>
        <div className="skeleton" style={{ aspectRatio: '1 / 1' }} />
        <div className={styles.info}>
          <div className="skeleton" style={{ height: '0.8rem', width: '30%' }} />
          <div className="skeleton" style={{ height: '2.6rem', width: '80%' }} />
          <div className="skeleton" style={{ height: '1.5rem', width: '35%' }} />
          <div className="skeleton" style={{ height: '5rem', width: '100%' }} />
          <div className="skeleton" style={{ height: '3rem', width: '100%' }} />
        </div>
      </div>
    </div>
  );
}
