import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountPage, AccountsNotOpen } from './account-page';
import styles from './account-page.module.css';

interface AccountFormProps<T extends FieldValues> {
  /** The page's title, and the form's name. */
  title: string;
  schema: z.ZodType<T, T>;
  blank: T;
  submitLabel: string;
  /** The way to the other account page. */
  other: { text: string; to: string; label: string };
  /** What the page says once the form is valid. */
  answer: ReactNode;
  /** The form's fields. */
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** `/Signup` and `/Signin`: the form, checked by its contract, then the truth: no account exists yet. */
export function AccountForm<T extends FieldValues>({
  title,
  schema,
  blank,
  submitLabel,
  other,
  answer,
  children,
}: AccountFormProps<T>) {
  const [sent, setSent] = useState(false);
  const form = useForm<T>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: blank as DefaultValues<T>,
  });

  const submit = form.handleSubmit(() => {
    // Nothing is kept: what was typed, a password above all, leaves memory with the form.
    form.reset(blank);
    setSent(true);
  });

  return (
    <AccountPage title={title} other={other}>
      {sent ? (
        <AccountsNotOpen>{answer}</AccountsNotOpen>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
          {children(form)}
          <button type="submit" className="btn btn-block">
            {submitLabel}
          </button>
        </form>
      )}
    </AccountPage>
  );
}
