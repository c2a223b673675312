import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { usePageMeta } from '@/hooks/use-page-meta';
import { formFieldProps } from '@/lib/form-field-props';
import { AccountPage, AccountsNotOpen } from './account-page';
import styles from './account-page.module.css';

interface AccountFormProps<T extends FieldValues> {
  /** The page's title, and the form's name. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The form's contract; every field starts blank. */
  schema: z.ZodType<T, T> & { shape: Record<keyof T, unknown> };
  submitLabel: string;
  /** The way to the other account page. */
  other: { text: string; to: string; label: string };
  /** What the page says once the form is valid. */
  answer: ReactNode;
  /** The form's fields, each given its registration and message by `field`. */
  children: (field: ReturnType<typeof formFieldProps<T>>) => ReactNode;
}

/** `/Signup` and `/Signin`: the form, checked by its contract, then the truth: no account exists yet. */
export function AccountForm<T extends FieldValues>({
  title,
  description,
  schema,
  submitLabel,
  other,
  answer,
  children,
}: AccountFormProps<T>) {
  usePageMeta(title, description);
  const [sent, setSent] = useState(false);
  const [blank] = useState(
    () => Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ''])) as T,
  );
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
          {children(formFieldProps(form))}
          <button type="submit" className="btn btn-block">
            {submitLabel}
          </button>
        </form>
      )}
    </AccountPage>
  );
}
