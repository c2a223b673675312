import { ClientCodeReminderRequestSchema, MESSAGES } from '@vitrine/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useRemindClientCode } from '../api/remind-client-code';
import styles from './code-reminder.module.css';

/**
 * « Code client oublié ? »: a link that opens a one-field request for the code by e-mail. It sits inside
 * the checkout form, so it is a fieldset, not a nested form: Enter in its field sends the request, not the order.
 */
export function CodeReminder() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const remind = useRemindClientCode();
  const panelId = useId();

  const send = () => {
    const request = ClientCodeReminderRequestSchema.safeParse({ adresse_mail: email });
    if (!request.success) {
      setInvalid(request.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    remind.mutate(request.data);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    send();
  };

  const refusal = remind.error instanceof ApiError ? remind.error : undefined;
  const error = invalid ?? refusal?.fieldErrors.adresse_mail?.[0];
  const failure = !error && remind.isError ? (refusal?.message ?? MESSAGES.serverUnreachable) : undefined;

  return (
    <div className={styles.reminder}>
      <button
        type="button"
        className={`link-underline ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {MESSAGES.clientCodeReminderTitle}
      </button>
      <fieldset id={panelId} hidden={!open} className={styles.group}>
        <legend className="visually-hidden">{MESSAGES.clientCodeReminderTitle}</legend>
        <div className={styles.panel}>
          <Field
            label="Votre adresse mail"
            hint="Nous y envoyons votre code client, s’il existe un compte pour cette adresse."
            error={error}
          >
            {(control) => (
              <input
                className="input"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onKeyDown={onKeyDown}
                {...control}
              />
            )}
          </Field>
          <button type="button" className="btn btn-outline" onClick={send} disabled={remind.isPending}>
            {remind.isPending ? 'Envoi…' : 'Recevoir mon code'}
          </button>
        </div>
        <p className={styles.answer} role="status">
          {remind.isSuccess && !remind.isPending ? remind.data.message : ''}
        </p>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
      </fieldset>
    </div>
  );
}
