import {
  CALL_RESULT_LABELS,
  ORDER_MOVE_ACTOR_LABELS,
  ORDER_STATE_LABELS,
  type OrderCall,
  type OrderHistoryEntry,
} from '@vitrine/contracts';
import { formatDateTime } from '../lib/dates';
import styles from './order-timeline.module.css';

type Entry =
  | { kind: 'move'; date: string; move: OrderHistoryEntry }
  | { kind: 'call'; date: string; call: OrderCall };

/**
 * The moves and the calls, oldest first. A call comes before a move of the same moment: the call that
 * confirms or cancels an order is what moved it.
 */
function entriesOf(history: OrderHistoryEntry[], calls: OrderCall[]): Entry[] {
  const entries: Entry[] = [
    ...calls.map((call) => ({ kind: 'call' as const, date: call.cree_le, call })),
    ...history.map((move) => ({ kind: 'move' as const, date: move.date, move })),
  ];
  return entries.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'call' ? -1 : 1),
  );
}

function Call({ call }: { call: OrderCall }) {
  return (
    <>
      <p className={styles.what}>
        Appel : {CALL_RESULT_LABELS[call.resultat]}
        {call.rappeler_a && ` le ${formatDateTime(call.rappeler_a)}`}
      </p>
      <p className={styles.when}>
        <time dateTime={call.cree_le}>{formatDateTime(call.cree_le)}</time> · Boutique
      </p>
      {call.note && (
        <p className={styles.note}>
          <span className={styles.own}>Note de la boutique</span> {call.note}
        </p>
      )}
    </>
  );
}

function Move({ move }: { move: OrderHistoryEntry }) {
  return (
    <>
      <p className={styles.what}>
        {move.ancien_etat === null
          ? 'Commande reçue'
          : move.ancien_etat === move.nouvel_etat
            ? 'Commande modifiée'
            : `${ORDER_STATE_LABELS[move.ancien_etat]} → ${ORDER_STATE_LABELS[move.nouvel_etat]}`}
      </p>
      <p className={styles.when}>
        <time dateTime={move.date}>{formatDateTime(move.date)}</time> · {ORDER_MOVE_ACTOR_LABELS[move.par]}
      </p>
      {move.note && <p className={styles.note}>{move.note}</p>}
    </>
  );
}

/** Every move and every call of the order, oldest first: when, by whom, and its note. */
export function OrderTimeline({
  history,
  calls = [],
}: {
  history: OrderHistoryEntry[];
  calls?: OrderCall[];
}) {
  return (
    <ol className={styles.timeline}>
      {entriesOf(history, calls).map((entry) =>
        entry.kind === 'call' ? (
          <li key={`call-${entry.call.id}`} className={styles.entry} data-call={entry.call.resultat}>
            <Call call={entry.call} />
          </li>
        ) : (
          <li
            // Moves have no id, and a change keeps the state: its note tells two rows of a moment apart.
            key={`move-${entry.date}-${entry.move.nouvel_etat}-${entry.move.note ?? ''}`}
            className={styles.entry}
            data-state={entry.move.nouvel_etat}
          >
            <Move move={entry.move} />
          </li>
        ),
      )}
    </ol>
  );
}
