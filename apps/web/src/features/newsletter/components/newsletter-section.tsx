import { zodResolver } from '@hookform/resolvers/zod';
import { type NewsletterRequest, NewsletterRequestSchema } from '@vitrine/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSubscribe } from '../api/subscribe';
import styles from './newsletter-section.module.css';

const THANKS_MS = 6_000;

/** E-mail sign-up: the form resets and thanks the visitor on success; a failure shows nothing (spec). */
export function NewsletterSection() {
  const fieldId = useId();
  const [thanks, setThanks] = useState('');
  const subscribe = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterRequest>({
    resolver: zodResolver(NewsletterRequestSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => setThanks(''), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await subscribe.mutateAsync(values);
      reset();
      setThanks(message);
    } catch (error) {
      console.error('Newsletter subscription failed', error);
    }
  });

  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">Newsletter</p>
          <h2 id="newsletter-title">Les nouveautés, en avant-première</h2>
          <p>
            Nouvelles pièces, collections et offres réservées aux abonnés. Un e-mail de temps en temps, jamais
            plus.
          </p>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label htmlFor={fieldId} className="visually-hidden">
            Adresse e-mail
          </label>
          <div className={styles.row}>
            <input
              id={fieldId}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="Votre adresse e-mail"
              className={`input ${styles.input}`}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${fieldId}-error` : undefined}
              {...register('email')}
            />
            <button type="submit" className="btn" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Envoi…' : 'S’inscrire'}
            </button>
          </div>
          {errors.email && (
            <p id={`${fieldId}-error`} className={`field-error ${styles.message}`}>
              {errors.email.message}
            </p>
          )}
          <p className={styles.message} role="status">
            {thanks}
          </p>
        </form>
      </div>
    </section>
  );
}
