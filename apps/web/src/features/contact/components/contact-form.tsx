import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactMessageFields,
  type ContactMessageRequest,
  ContactMessageRequestSchema,
  MESSAGES,
  TIMEOUTS_MS,
} from '@vitrine/contracts';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { CheckIcon } from '@/components/ui/icons';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

/** Spec §4: unset, then success or failure, then unset again after 2 s. */
type Outcome = { kind: 'success' | 'failure'; at: number } | null;

const EMPTY: ContactMessageRequest = { nom: '', email: '', sujet: '', message: '' };

/** The contact form: every field required (the API's own schema); the result banner lasts 2 s. */
export function ContactForm() {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageRequest, unknown, ContactMessageFields>({
    resolver: zodResolver(ContactMessageRequestSchema),
    defaultValues: EMPTY,
    // Messages on submit, then as each field is corrected: a message appearing on blur would push
    // « Envoyer » away under the finger that is tapping it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), TIMEOUTS_MS.contactBanner);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const show = (kind: 'success' | 'failure') => setOutcome({ kind, at: Date.now() });

  const onSubmit = handleSubmit(
    async (fields) => {
      try {
        await send.mutateAsync(fields);
        reset(EMPTY);
        show('success');
      } catch (error) {
        console.error(error);
        show('failure');
      }
    },
    () => show('failure'),
  );

  const field = (name: FieldPath<ContactMessageRequest>) => {
    const message = errors[name]?.message;
    const errorId = `${id}-${name}-error`;
    return {
      id: `${id}-${name}`,
      errorId,
      message,
      aria: { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : undefined },
    } as const;
  };
  const nom = field('nom');
  const email = field('email');
  const sujet = field('sujet');
  const message = field('message');

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.pair}>
        <div className="field">
          <label className="field-label" htmlFor={nom.id}>
            Nom
          </label>
          <input
            id={nom.id}
            className="input"
            autoComplete="name"
            required
            {...nom.aria}
            {...register('nom')}
          />
          {nom.message && (
            <p id={nom.errorId} className="field-error">
              {nom.message}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={email.id}>
            E-mail
          </label>
          <input
            id={email.id}
            className="input"
            type="email"
            autoComplete="email"
            required
            {...email.aria}
            {...register('email')}
          />
          {email.message && (
            <p id={email.errorId} className="field-error">
              {email.message}
            </p>
          )}
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={sujet.id}>
          Sujet
        </label>
        <input id={sujet.id} className="input" required {...sujet.aria} {...register('sujet')} />
        {sujet.message && (
          <p id={sujet.errorId} className="field-error">
            {sujet.message}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={message.id}>
          Message
        </label>
        <textarea
          id={message.id}
          className={`input ${styles.textarea}`}
          rows={6}
          required
          {...message.aria}
          {...register('message')}
        />
        {message.message && (
          <p id={message.errorId} className="field-error">
            {message.message}
          </p>
        )}
      </div>

      <div className={styles.end}>
        <button type="submit" className="btn" disabled={isSubmitting}>
          {isSubmitting ? 'Envoi…' : 'Envoyer'}
        </button>
        <div role="status" aria-live="polite" aria-label="Résultat de l’envoi" className={styles.result}>
          {outcome && (
            <p className={outcome.kind === 'success' ? styles.success : styles.failure}>
              {outcome.kind === 'success' && <CheckIcon />}
              {outcome.kind === 'success' ? MESSAGES.contactSuccess : MESSAGES.contactFailure}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
