import { type BulkMoveResult, ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@vitrine/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useMoveOrders, usePrintSlips } from '../api/selection';
import { MOVE_ACTIONS, noteOf } from '../lib/order-moves';
import { refusalOf } from '../lib/refusal';
import forms from './console-form.module.css';
import styles from './selection-bar.module.css';

/** A move the owner makes for many orders at once: never back to « en cours ». */
const BULK_STATES = ORDER_STATES.filter((state) => state !== 'en cours');

/** The slips of the chosen orders as a PDF, opened from a link (a phone opens it in its viewer, to print). */
function PrintSlips({ references }: { references: string[] }) {
  const print = usePrintSlips();
  const [pdf, setPdf] = useState<{ url: string; count: number }>();
  // The file lives as long as its link: a new print or leaving the page lets it go.
  useEffect(() => () => pdf && URL.revokeObjectURL(pdf.url), [pdf]);
  const run = () =>
    print.mutate(references, {
      onSuccess: (blob) => setPdf({ url: URL.createObjectURL(blob), count: references.length }),
    });
  return (
    <div className={styles.print}>
      <button type="button" className="btn" onClick={run} disabled={print.isPending}>
        {print.isPending ? 'Préparation des bons…' : 'Imprimer les bons'}
      </button>
      {pdf && !print.isPending && (
        <a className={`btn btn-outline ${styles.open}`} href={pdf.url} target="_blank" rel="noopener">
          Ouvrir le PDF ({pdf.count} bon{pdf.count > 1 ? 's' : ''})
        </a>
      )}
      {print.error && (
        <p className="field-error" role="alert">
          {refusalOf(print.error, 'references')}
        </p>
      )}
    </div>
  );
}

function MoveOrders({ references }: { references: string[] }) {
  const move = useMoveOrders();
  const [etat, setEtat] = useState<OrderState | ''>('');
  const [note, setNote] = useState('');
  const [results, setResults] = useState<BulkMoveResult[]>();
  const rule = etat ? noteOf(etat) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!etat) return;
    move.mutate(
      { references, etat, note: note.trim() || undefined },
      {
        onSuccess: ({ resultats }) => {
          setResults(resultats);
          setNote('');
        },
      },
    );
  };
  const moved = results?.filter((result) => result.ok).length ?? 0;
  return (
    <form className={styles.move} onSubmit={submit} aria-label="Changer l’état des commandes choisies">
      <Field label="Passer à">
        {(control) => (
          <select
            {...control}
            className="select"
            value={etat}
            onChange={(event) => setEtat(event.target.value as OrderState | '')}
          >
            <option value="">Choisir un état…</option>
            {BULK_STATES.map((state) => (
              <option key={state} value={state}>
                {ORDER_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {rule && (
        <Field
          label={
            <>
              {rule.label}
              {rule.required && <span className={forms.required}> (obligatoire)</span>}
            </>
          }
          error={move.error ? refusalOf(move.error, 'note') : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
      )}
      <button type="submit" className="btn btn-outline" disabled={!etat || move.isPending}>
        {etat ? `${MOVE_ACTIONS[etat].button} (${references.length})` : 'Appliquer'}
      </button>
      {move.error && !rule && (
        <p className="field-error" role="alert">
          {refusalOf(move.error, 'etat')}
        </p>
      )}
      {results && (
        <div role="status" className={styles.results}>
          <p>
            {moved} commande{moved > 1 ? 's' : ''} sur {results.length} passée{moved > 1 ? 's' : ''} à «{' '}
            {ORDER_STATE_LABELS[etat || 'confirmée']} ».
          </p>
          <ul>
            {results
              .filter((result) => !result.ok)
              .map((result) => (
                <li key={result.reference}>
                  <strong className="lining-figures">{result.reference}</strong> : {result.message}
                </li>
              ))}
          </ul>
        </div>
      )}
    </form>
  );
}

/** What the owner does with the orders chosen in the list: print their slips, move them together. */
export function SelectionBar({ references, onClear }: { references: string[]; onClear: () => void }) {
  const count = references.length;
  return (
    <section className={styles.bar} aria-label="Commandes choisies">
      <div className={styles.head}>
        <p className={styles.count}>
          <strong>{count}</strong> commande{count > 1 ? 's' : ''} choisie{count > 1 ? 's' : ''}
        </p>
        <button type="button" className={styles.clear} onClick={onClear}>
          Tout désélectionner
        </button>
      </div>
      <PrintSlips key={references.join(' ')} references={references} />
      {/* Folded on a phone: printing is the daily act, a move for many orders the rarer one. */}
      <details className={styles.moveBox}>
        <summary className={styles.summary}>Changer l’état…</summary>
        <MoveOrders references={references} />
      </details>
    </section>
  );
}
