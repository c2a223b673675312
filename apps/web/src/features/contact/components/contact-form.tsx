import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactMessageFields,
  type ContactMessageRequest,
  ContactMessageRequestSchema,
  MESSAGES,
} from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '@/components/ui/field';
import { CheckIcon } from '@/components/ui/icons';
import { TIMEOUTS_MS } from '@/config/ui';
import { formFieldProps } from '@/lib/form-field-props';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

/** Spec §4: unset, then success or failure, then unset again after 2 s. */
type Outcome = { kind: 'success' | 'failure'; at: number } | null;

const EMPTY: ContactMessageRequest = { nom: '', email: '', sujet: '', message: '' };

/** The contact form: every field required (the API's own schema); the result banner lasts 2 s. */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactMessageRequest, unknown, ContactMessageFields>({
    resolver: zodResolver(ContactMessageRequestSchema),
    defaultValues: EMPTY,
    // Messages on submit, then as each field is corrected: a message appearing on blur would push
    // « Envoyer » away under the finger that is tapping it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, reset, formState } = form;
  const field = formFieldProps(form);

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

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.pair}>
        <TextField label="Nom" {...field('nom')} autoComplete="name" required />
        <TextField label="E-mail" type="email" {...field('email')} autoComplete="email" required />
      </div>
      <TextField label="Sujet" {...field('sujet')} required />
      <Field label="Message" error={formState.errors.message?.message}>
        {(control) => (
          <textarea
            className={`input ${styles.textarea}`}
            rows={6}
            required
            {...control}
            {...register('message')}
          />
        )}
      </Field>

      <div className={styles.end}>
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Envoi…' : 'Envoyer'}
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
