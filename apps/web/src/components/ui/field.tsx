import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './field.module.css';

/** What ties the control to its label, its hint and its error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** Text, or text with a mark such as « (obligatoire) ». */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown once the field has been touched and is wrong. */
  error?: string | undefined;
  className?: string;
  /** The input, select or textarea, spread with the control's attributes. */
  children: (control: FieldControl) => ReactNode;
}

/** A label, the control, an optional hint and its error, tied together for assistive technologies. */
export function Field({ label, hint, error, className, children }: FieldProps) {
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

type Registered = Omit<FieldProps, 'children'> & { registration: UseFormRegisterReturn };

/** Sorts a field's props: the frame's, the form's registration, and the rest for the control. */
function split<P extends Registered>({ label, hint, error, className, registration, ...attributes }: P) {
  return { frame: { label, hint, error, className }, registration, attributes };
}

export function TextField(props: Registered & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const { frame, registration, attributes } = split(props);
  return (
    <Field {...frame}>
      {(control) => <input className="input" {...attributes} {...control} {...registration} />}
    </Field>
  );
}

export function SelectField(props: Registered & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  const { frame, registration, attributes } = split(props);
  return (
    <Field {...frame}>
      {(control) => <select className="select" {...attributes} {...control} {...registration} />}
    </Field>
  );
}
