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

/** Minus, a read-only quantity (min 1), plus. Removing a line is the "Supprimer" button's job. */
export function QuantityStepper({
  nom,
  quantite,
  onChange,
  size = 'compact',
  className,
}: QuantityStepperProps) {
  const of = nom ? ` de ${nom}` : '';
  return (
    <div className={[styles.stepper, size === 'large' && styles.large, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        onClick={() => onChange(quantite - 1)}
        disabled={quantite <= 1}
        aria-label={`Diminuer la quantité${of}`}
      >
        <MinusIcon />
      </button>
      <input type="number" readOnly min={1} value={quantite} aria-label={`Quantité${of}`} />
      <button type="button" onClick={() => onChange(quantite + 1)} aria-label={`Augmenter la quantité${of}`}>
        <PlusIcon />
      </button>
    </div>
  );
}
