import styles from './product-card.module.css';

// The outlines a product card shows while its article is on its way: a module of their own, so that a
// page can show them without loading the cards' code (and the carts and favourites behind it).

/** One card's outline. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.skeletonImage}`} />
      <div className={styles.body}>
        <div className="skeleton" style={{ height: '0.7rem', width: '35%' }} />
        <div className="skeleton" style={{ height: '1.1rem', width: '80%' }} />
        <div className="skeleton" style={{ height: '0.9rem', width: '45%' }} />
      </div>
    </div>
  );
}

/** A listing's grid while its first answer is on its way: `count` card outlines, `label` for screen readers. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="grid-products" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
