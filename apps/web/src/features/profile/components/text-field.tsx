import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './text-field.module.css';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  /** Shown once the field has been touched and is wrong. */
  error?: string | undefined;
  className?: string;
}

function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return { id, hintId, errorId, control };
}

function Notes({
  hint,
  hintId,
  error,
  errorId,
}: Record<'hintId' | 'errorId', string | undefined> & {
  hint: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and its error, tied together for assistive technologies. */
export function TextField({
  label,
  registration,
  hint,
  error,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const { id, hintId, errorId, control } = useFieldIds(hint, error);
  return (
    <div className={`field ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input className="input" {...input} {...control} {...registration} />
      <Notes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectField({
  label,
  registration,
  hint,
  error,
  className,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  const { id, hintId, errorId, control } = useFieldIds(hint, error);
  return (
    <div className={`field ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select className="select" {...select} {...control} {...registration}>
        {children}
      </select>
      <Notes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
