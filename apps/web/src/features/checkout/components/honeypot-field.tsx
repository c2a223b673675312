import { HONEYPOT_FIELD } from '@vitrine/contracts';
import type { Ref } from 'react';
import styles from './honeypot-field.module.css';

/**
 * A field no person sees, reaches with the keyboard or hears read (off-screen, out of the tab order,
 * hidden from assistive tech, no autofill): a robot that fills every field it finds fills it too, and
 * the shop refuses its order. People send it empty.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="checkout-site-web">Site web (laissez ce champ vide)</label>
      <input
        ref={inputRef}
        id="checkout-site-web"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
