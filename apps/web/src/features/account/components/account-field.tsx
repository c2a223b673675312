import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './account-page.module.css';

interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  /** Shown once the field has been touched and is wrong. */
  error?: string | undefined;
}

/** A labelled input with its hint and its error, tied together for assistive technologies. */
export function AccountField({ label, registration, hint, error, ...input }: AccountFieldProps) {
  const id = useId();
  // The rule's own message replaces the hint while the field is wrong: one sentence, not two.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        className="input"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
        {...registration}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
