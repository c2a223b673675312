import {
  CALL_GIVE_UP_REASON,
  CALL_RESULT_LABELS,
  CALL_RESULTS,
  type CallResult,
  DUPLICATE_CANCEL_REASON,
  MESSAGES,
  ORDER_NOTE_MAX,
  type OrderCallAnswer,
  type OrderCallRequest,
  OrderCallRequestSchema,
} from '@vitrine/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useRecordCall } from '../api/order';
import { formatDateTime, fromTunisInput, toTunisInput } from '../lib/dates';
import { givesUp, triesLabel } from '../lib/desk';
import styles from './call-desk.module.css';
import formStyles from './console-form.module.css';

type Problems = Partial<Record<keyof OrderCallRequest | 'form', string>>;

const HOUR = 60 * 60 * 1000;

/** What the console says once a call is noted. */
function recordedMessage(reference: string, { appel, tentatives }: OrderCallAnswer): string {
  switch (appel.resultat) {
    case 'confirmee':
      return `${reference} : commande confirmée.`;
    case 'annulee':
      return `${reference} : commande annulée.`;
    case 'injoignable':
      return `${reference} : injoignable, ${triesLabel(tentatives)}.`;
    case 'rappeler':
      return `${reference} : à rappeler le ${appel.rappeler_a ? formatDateTime(appel.rappeler_a) : ''}.`;
  }
}

/** The first message of each field the contract refuses, before anything is sent. */
function problemsOf(request: OrderCallRequest): Problems | undefined {
  const parsed = OrderCallRequestSchema.safeParse(request);
  if (parsed.success) return undefined;
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? 'form') as keyof Problems;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The call-back's time (Tunis) and a note for the shop. */
function CallBackForm({
  reference,
  pending,
  problems,
  onSend,
  onClose,
}: {
  reference: string;
  pending: boolean;
  problems: Problems;
  onSend: (request: OrderCallRequest) => void;
  onClose: () => void;
}) {
  const [when, setWhen] = useState(() => toTunisInput(new Date(Date.now() + HOUR)));
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({
      resultat: 'rappeler',
      // An input the phone could not read is sent as typed: the contract's message says what is wrong.
      rappeler_a: fromTunisInput(when) ?? when,
      note: note.trim() || undefined,
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Rappeler ${reference}`}>
      <Field label="Rappeler le (heure de Tunis)" error={problems.rappeler_a}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="datetime-local"
            min={toTunisInput(new Date())}
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        )}
      </Field>
      <NoteField
        label="Note pour la boutique (facultative)"
        value={note}
        onChange={setNote}
        error={problems.note}
      />
      <FormActions pending={pending} submit="Valider : Rappeler" onClose={onClose} />
    </form>
  );
}

/** The cancellation's reason, required: it stays in the order's history. */
function CancelForm({
  reference,
  pending,
  problems,
  onSend,
  onClose,
}: {
  reference: string;
  pending: boolean;
  problems: Problems;
  onSend: (request: OrderCallRequest) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ resultat: 'annulee', raison: reason.trim() || undefined });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Annuler ${reference}`}>
      <NoteField
        label={
          <>
            Raison de l’annulation<span className={formStyles.required}> (obligatoire)</span>
          </>
        }
        value={reason}
        onChange={setReason}
        error={problems.raison}
      />
      <FormActions pending={pending} submit="Valider : Annulée" onClose={onClose} />
    </form>
  );
}

function NoteField({
  label,
  value,
  onChange,
  error,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={`input ${formStyles.note}`}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function FormActions({
  pending,
  submit,
  onClose,
}: {
  pending: boolean;
  submit: string;
  onClose: () => void;
}) {
  return (
    <div className={formStyles.actions}>
      <button type="submit" className="btn" disabled={pending}>
        {pending ? 'Enregistrement…' : submit}
      </button>
      <button type="button" className="btn btn-outline" onClick={onClose} disabled={pending}>
        Retour
      </button>
    </div>
  );
}

/**
 * The outcomes of a call to the customer, one button each: « Confirmée » and « Injoignable » are noted
 * at once, « Rappeler » asks when, « Annulée » asks why. After three unanswered calls, and for an order
 * that repeats another, one tap cancels it with the reason the shop always gives.
 */
export function CallDesk({
  reference,
  tentatives,
  doublonDe,
  who,
  onRecorded,
}: {
  reference: string;
  tentatives: number;
  doublonDe: string | null;
  /** The customer's name, for the buttons' group. */
  who: string;
  /** Told what the call came to, once the shop has noted it. */
  onRecorded: (message: string) => void;
}) {
  const id = useId();
  const call = useRecordCall(reference);
  const [form, setForm] = useState<Extract<CallResult, 'rappeler' | 'annulee'>>();
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState<string>();

  const send = (request: OrderCallRequest, button: string) => {
    const refused = problemsOf(request);
    setProblems(refused ?? {});
    if (refused) return;
    setSending(button);
    // Awaited rather than given callbacks: a call that confirms or cancels the order may be brought to
    // the page by the shop's live news first, which closes this desk (the order no longer waits), and
    // callbacks given to `mutate` die with it; the page must still say what was recorded.
    call
      .mutateAsync(request)
      .then(
        (answer) => {
          setForm(undefined);
          onRecorded(recordedMessage(reference, answer));
        },
        (error: unknown) => {
          if (!(error instanceof ApiError)) return setProblems({ form: MESSAGES.internalError });
          const fields = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]]),
          );
          setProblems({ ...fields, form: error.message });
        },
      )
      .finally(() => setSending(undefined));
  };

  const choose = (result: CallResult) => {
    setProblems({});
    if (result === 'rappeler' || result === 'annulee') setForm(result);
    else send({ resultat: result }, result);
  };

  const pending = call.isPending;
  const problem = problems.form;
  return (
    <div className={styles.desk}>
      {form === 'rappeler' ? (
        <CallBackForm
          reference={reference}
          pending={pending}
          problems={problems}
          onSend={(request) => send(request, 'rappeler')}
          onClose={() => setForm(undefined)}
        />
      ) : form === 'annulee' ? (
        <CancelForm
          reference={reference}
          pending={pending}
          problems={problems}
          onSend={(request) => send(request, 'annulee')}
          onClose={() => setForm(undefined)}
        />
      ) : (
        <>
          <fieldset className={styles.outcomes}>
            <legend className="visually-hidden">Résultat de l’appel à {who}</legend>
            {CALL_RESULTS.map((result) => (
              <button
                key={result}
                type="button"
                className={`btn ${result === 'confirmee' ? '' : 'btn-outline'} ${styles.outcome} ${result === 'annulee' ? formStyles.danger : ''}`}
                data-result={result}
                disabled={pending}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onClick={() => choose(result)}
              >
                {sending === result ? 'Enregistrement…' : CALL_RESULT_LABELS[result]}
              </button>
            ))}
          </fieldset>
          {(givesUp(tentatives) || doublonDe) && (
            <div className={styles.shortcuts}>
              {givesUp(tentatives) && (
                <button
                  type="button"
                  className={`btn btn-outline ${formStyles.danger}`}
                  disabled={pending}
                  onClick={() => send({ resultat: 'annulee', raison: CALL_GIVE_UP_REASON }, 'give-up')}
                >
                  {sending === 'give-up' ? 'Enregistrement…' : `Annuler (${CALL_GIVE_UP_REASON})`}
                </button>
              )}
              {doublonDe && (
                <button
                  type="button"
                  className={`btn btn-outline ${formStyles.danger}`}
                  disabled={pending}
                  onClick={() => send({ resultat: 'annulee', raison: DUPLICATE_CANCEL_REASON }, 'duplicate')}
                >
                  {sending === 'duplicate' ? 'Enregistrement…' : `Annuler (${DUPLICATE_CANCEL_REASON})`}
                </button>
              )}
            </div>
          )}
        </>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
