import {
  ORDER_MOVES,
  ORDER_NOTE_MAX,
  ORDER_STATE_LABELS,
  type OrderState,
  roleMayMoveTo,
  shipmentNote,
} from '@vitrine/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useMoveOrder } from '../api/order';
import { useStaffRole } from '../api/session';
import { MOVE_ACTIONS, noteOf } from '../lib/order-moves';
import { refusalOf } from '../lib/refusal';
import formStyles from './console-form.module.css';
import styles from './order-moves.module.css';

function RequiredMark({ required }: { required: boolean }) {
  return required ? <span className={formStyles.required}> (obligatoire)</span> : null;
}

/** One of a shipment's two required texts; the form's error, said once below, is what describes it. */
function ShipmentInput({
  label,
  value,
  onChange,
  problem,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  describedBy: string | undefined;
}) {
  return (
    <Field
      label={
        <>
          {label}
          <RequiredMark required />
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          aria-invalid={problem && !value.trim() ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/** The small form of one move: its note (the courier and tracking number for a shipment), then confirm. */
function MoveForm({
  reference,
  to,
  onClose,
  onDone,
  onRefused,
}: {
  reference: string;
  to: OrderState;
  onClose: () => void;
  onDone: (to: OrderState) => void;
  /** The lifecycle said no (409): the order moved meanwhile, this form no longer applies. */
  onRefused: (message: string) => void;
}) {
  const id = useId();
  const move = useMoveOrder(reference);
  const note = noteOf(to);
  const [text, setText] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<string>();
  const shipping = to === 'expédiée';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The rule of OrderMoveSchema, said before sending (the API and PostgreSQL check it again).
    const empty = shipping ? !carrier.trim() || !tracking.trim() : !text.trim();
    if (note.required && empty) {
      setProblem(note.missing);
      return;
    }
    setProblem(undefined);
    // The move's answer is awaited rather than given callbacks: the shop's live news of this very move
    // may bring the order in its new state first, which closes this form (its move no longer applies),
    // and callbacks given to `mutate` die with their form; the page must still say the move was made.
    move
      .mutateAsync({ etat: to, note: shipping ? shipmentNote(carrier, tracking) : text.trim() || undefined })
      .then(
        () => onDone(to),
        (error: unknown) => {
          if (error instanceof ApiError && error.kind === 'conflict') onRefused(error.message);
          else setProblem(refusalOf(error, 'note'));
        },
      );
  };

  const errorId = `${id}-error`;
  const described = problem ? errorId : undefined;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={formStyles.question}>
        {MOVE_ACTIONS[to].question}
      </h3>
      {shipping ? (
        <div className={styles.pair}>
          <ShipmentInput
            label="Transporteur"
            value={carrier}
            onChange={setCarrier}
            problem={problem}
            describedBy={described}
          />
          <ShipmentInput
            label="Numéro de suivi"
            value={tracking}
            onChange={setTracking}
            problem={problem}
            describedBy={described}
          />
        </div>
      ) : (
        <Field
          label={
            <>
              {note.label.replace(' (facultative)', '')}
              {note.required ? (
                <RequiredMark required />
              ) : (
                <span className={formStyles.optional}> (facultative)</span>
              )}
            </>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className={`input ${formStyles.note} ${styles.note}`}
              rows={3}
              maxLength={ORDER_NOTE_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
            />
          )}
        </Field>
      )}
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={move.isPending}>
          {move.isPending ? 'Enregistrement…' : `Valider : ${ORDER_STATE_LABELS[to]}`}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={move.isPending}>
          Retour
        </button>
      </div>
    </form>
  );
}

/** Only the moves the lifecycle allows from the order's state, each as a button opening its form. */
export function OrderMoves({ reference, etat }: { reference: string; etat: OrderState }) {
  const [chosen, setChosen] = useState<OrderState>();
  const [done, setDone] = useState<OrderState>();
  const [refused, setRefused] = useState<string>();
  const role = useStaffRole();
  // The lifecycle's next states, those this member's role makes (the API refuses the others).
  const moves = ORDER_MOVES[etat].filter((to) => role && roleMayMoveTo(role, to));

  return (
    <section className={styles.moves} aria-labelledby="order-moves-title">
      <h2 id="order-moves-title" className={styles.heading}>
        Faire avancer la commande
      </h2>
      {done && (
        <p className={formStyles.done} role="status">
          Commande passée à « {ORDER_STATE_LABELS[done]} ».
        </p>
      )}
      {refused && (
        <p className="field-error" role="alert">
          {refused}
        </p>
      )}
      {ORDER_MOVES[etat].length === 0 ? (
        <p className={styles.final}>Cette commande est terminée : son état ne peut plus changer.</p>
      ) : moves.length === 0 ? (
        <p className={styles.final}>La suite de cette commande revient à un autre rôle de l’équipe.</p>
      ) : chosen && moves.includes(chosen) ? (
        <MoveForm
          key={chosen}
          reference={reference}
          to={chosen}
          onClose={() => setChosen(undefined)}
          onDone={(to) => {
            setChosen(undefined);
            setDone(to);
          }}
          onRefused={(message) => {
            setChosen(undefined);
            setRefused(message);
          }}
        />
      ) : (
        <div className={styles.buttons}>
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={`btn ${MOVE_ACTIONS[to].ends ? `btn-outline ${formStyles.danger}` : ''}`}
              onClick={() => {
                setDone(undefined);
                setRefused(undefined);
                setChosen(to);
              }}
            >
              {MOVE_ACTIONS[to].button}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
