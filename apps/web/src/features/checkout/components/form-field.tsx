import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './checkout-form.module.css';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  /** Shown once the field has been touched and is wrong. */
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  }) => ReactNode;
}

/** A label, the control, an optional hint and its error, tied together for assistive technologies. */
function FieldFrame({ label, hint, error, required, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
        'aria-required': required ? true : undefined,
      })}
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
    </div>
  );
}

type FieldProps = Omit<FieldFrameProps, 'children'> & { registration: UseFormRegisterReturn };

export function TextField({
  registration,
  label,
  hint,
  error,
  required,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'required'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <input className="input" {...input} {...control} {...registration} />}
    </FieldFrame>
  );
}

export function SelectField({
  registration,
  label,
  hint,
  error,
  required,
  className,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'required'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <select className="select" {...select} {...control} {...registration}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
