import { formatDT, toMillimes } from '@vitrine/contracts';
import styles from './price.module.css';

interface PriceProps {
  /** Price before promo, in dinars. */
  prix: number;
  /** The price shoppers pay, in dinars. */
  prixFinal: number;
  promo: number;
  size?: 'md' | 'lg';
  /** Also print « −25% » (cards show it as a flag on the photo instead). */
  showPercent?: boolean;
}

/** The price shoppers pay, with the old price struck through when there is a promo. */
export function Price({ prix, prixFinal, promo, size = 'md', showPercent = size === 'lg' }: PriceProps) {
  const discounted = promo > 0 && prixFinal < prix;
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      <span className={discounted ? styles.current : undefined}>
        {discounted && <span className="visually-hidden">Prix promo : </span>}
        {formatDT(toMillimes(prixFinal))}
      </span>
      {discounted && (
        <>
          <del className={styles.old}>
            <span className="visually-hidden">au lieu de </span>
            {formatDT(toMillimes(prix))}
          </del>
          {showPercent && <span className={styles.off}>−{promo}%</span>}
        </>
      )}
    </p>
  );
}
