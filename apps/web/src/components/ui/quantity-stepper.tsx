import { MAX_LINE_QUANTITY, MESSAGES } from '@vitrine/contracts';
import { useId } from 'react';
import { MinusIcon, PlusIcon } from './icons';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  /** The article's name, read after the buttons' own words ("Augmenter la quantité de …"). */
  nom?: string;
  quantite: number;
  onChange: (quantite: number) => void;
  /** `compact`: a cart line. `large`: the product page, beside the add-to-cart button. */
  size?: 'compact' | 'large';
  className?: string | undefined;
}

/**
 * Minus, a read-only quantity (1 to the order's per-line cap), plus. At the cap, plus is disabled and a
 * note says why. Removing a line is the "Supprimer" button's job.
 */
export function QuantityStepper({
  nom,
  quantite,
  onChange,
  size = 'compact',
  className,
}: QuantityStepperProps) {
  const of = nom ? ` de ${nom}` : '';
  const noteId = useId();
  const atCap = quantite >= MAX_LINE_QUANTITY;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={[styles.stepper, size === 'large' && styles.large].filter(Boolean).join(' ')}>
        <button
          type="button"
          onClick={() => onChange(quantite - 1)}
          disabled={quantite <= 1}
          aria-label={`Diminuer la quantité${of}`}
        >
          <MinusIcon />
        </button>
        <input
          type="number"
          readOnly
          min={1}
          max={MAX_LINE_QUANTITY}
          value={quantite}
          aria-label={`Quantité${of}`}
        />
        <button
          type="button"
          onClick={() => onChange(Math.min(quantite + 1, MAX_LINE_QUANTITY))}
          disabled={atCap}
          aria-label={`Augmenter la quantité${of}`}
          aria-describedby={atCap ? noteId : undefined}
        >
          <PlusIcon />
        </button>
      </div>
      <p id={noteId} role="status" className={styles.note}>
        {atCap ? MESSAGES.quantityCapReached(MAX_LINE_QUANTITY) : ''}
      </p>
    </div>
  );
}
