import { DESK_MESSAGES, type OwnerClient } from '@vitrine/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useAddClientNote } from '../api/customers';
import { formatDateTime } from '../lib/dates';
import { refusalOf } from '../lib/refusal';
import { ConsoleCard } from './console-card';
import styles from './customer-notes.module.css';

const NOTE_MAX = 1000;

const newestFirst = (notes: OwnerClient['notes']) =>
  [...notes].sort((a, b) => Date.parse(b.cree_le) - Date.parse(a.cree_le));

/** What the shop keeps in mind about this customer (never shown to them), and a form to add to it. */
export function CustomerNotes({ telephone, notes }: { telephone: string; notes: OwnerClient['notes'] }) {
  const add = useAddClientNote(telephone);
  const errorId = `${useId()}-error`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [added, setAdded] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    // CustomerNoteRequestSchema's first rule, said before sending; the API checks everything again.
    if (!text.trim()) {
      setProblem(DESK_MESSAGES.customerNoteRequired);
      return;
    }
    setProblem(undefined);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setAdded(true);
      },
      onError: (error) => setProblem(refusalOf(error, 'texte')),
    });
  };

  return (
    <ConsoleCard name="notes" title="Notes">
      {notes.length === 0 ? (
        <p className={styles.none}>Aucune note pour le moment.</p>
      ) : (
        <ol className={styles.notes} aria-label="Notes sur le client">
          {newestFirst(notes).map((note) => (
            <li key={note.id} className={styles.note}>
              <time dateTime={note.cree_le} className={styles.date}>
                {formatDateTime(note.cree_le)}
              </time>
              <p className={styles.text}>{note.texte}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Ajouter une note">
        <Field label="Nouvelle note">
          {(control) => (
            <textarea
              {...control}
              className={`input ${styles.input}`}
              rows={3}
              maxLength={NOTE_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          )}
        </Field>
        {problem && (
          <p id={errorId} className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn" disabled={add.isPending}>
          {add.isPending ? 'Enregistrement…' : 'Ajouter la note'}
        </button>
        <p role="status" className={styles.added}>
          {added ? 'Note ajoutée.' : ''}
        </p>
      </form>
    </ConsoleCard>
  );
}
