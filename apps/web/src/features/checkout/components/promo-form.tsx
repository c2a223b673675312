import { useId, useState } from 'react';
import type { PromoCode } from '../hooks/use-promo-code';
import styles from './order-summary.module.css';

/** « Code promo » and « Ajouter »: applied only when the field is not empty (spec §5). */
export function PromoForm({ promo }: { promo: PromoCode }) {
  const [code, setCode] = useState('');
  const id = useId();
  const blank = code.trim() === '';
  return (
    <form
      className={styles.promo}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) void promo.apply(code);
      }}
    >
      <label htmlFor={id} className="field-label">
        Code promo
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          className="input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={`${id}-feedback`}
        />
        <button type="submit" className="btn btn-outline" disabled={blank || promo.pending}>
          Ajouter
        </button>
      </div>
      <p
        id={`${id}-feedback`}
        role="status"
        className={promo.feedback?.kind === 'danger' ? styles.promoError : styles.promoSuccess}
      >
        {promo.feedback?.text}
      </p>
    </form>
  );
}
