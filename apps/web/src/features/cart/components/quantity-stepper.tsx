import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  /** The article's name, read after the buttons' own words ("Augmenter la quantité de …"). */
  nom: string;
  quantite: number;
  onChange: (quantite: number) => void;
  className?: string;
}

/** Minus, a read-only quantity (min 1), plus. Removing a line is the "Supprimer" button's job. */
export function QuantityStepper({ nom, quantite, onChange, className = '' }: QuantityStepperProps) {
  return (
    <div className={`${styles.stepper} ${className}`}>
      <button
        type="button"
        onClick={() => onChange(quantite - 1)}
        disabled={quantite <= 1}
        aria-label={`Diminuer la quantité de ${nom}`}
      >
        <MinusIcon />
      </button>
      <input type="number" readOnly min={1} value={quantite} aria-label={`Quantité de ${nom}`} />
      <button
        type="button"
        onClick={() => onChange(quantite + 1)}
        aria-label={`Augmenter la quantité de ${nom}`}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
