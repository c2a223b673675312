import type { OwnerClient } from '@vitrine/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useBlockClient } from '../api/customers';
import { refusalOf } from '../lib/refusal';
import { ConsoleCard } from './console-card';
import styles from './customer-block.module.css';

const REASON_MAX = 200;

type BlockState = Pick<OwnerClient, 'telephone' | 'bloque' | 'raison_blocage' | 'tentatives_bloquees'>;

const triesText = (tries: number) =>
  tries === 0
    ? 'Aucune commande tentée depuis le blocage.'
    : `${tries} commande${tries > 1 ? 's' : ''} tentée${tries > 1 ? 's' : ''} et refusée${tries > 1 ? 's' : ''} depuis le blocage.`;

/** The block list: « Bloquer ce numéro » with an optional reason, or « Débloquer » and what it stopped. */
export function CustomerBlock({ customer }: { customer: BlockState }) {
  const block = useBlockClient(customer.telephone);
  const errorId = `${useId()}-error`;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setDone(undefined);
    const bloque = !customer.bloque;
    block.mutate(
      { bloque, raison: bloque ? reason.trim() || undefined : undefined },
      {
        onSuccess: () => {
          setReason('');
          setDone(bloque ? 'Numéro bloqué.' : 'Numéro débloqué.');
        },
        onError: (error) => setProblem(refusalOf(error, 'raison')),
      },
    );
  };

  return (
    <ConsoleCard name="block" title="Blocage" tone={customer.bloque ? 'alert' : undefined}>
      {customer.bloque ? (
        <div className={styles.facts}>
          <p className={styles.state}>Ce numéro est bloqué : ses commandes en ligne sont refusées.</p>
          {customer.raison_blocage && (
            <p>
              <span className={styles.label}>Raison : </span>
              {customer.raison_blocage}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.explain}>
          Un numéro bloqué ne peut plus commander en ligne : la boutique lui demande d’appeler.
        </p>
      )}
      {(customer.bloque || customer.tentatives_bloquees > 0) && (
        <p className={styles.tries}>{triesText(customer.tentatives_bloquees)}</p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Blocage du numéro">
        {!customer.bloque && (
          <Field
            label={
              <>
                Raison <span className={styles.optional}>(facultative)</span>
              </>
            }
          >
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                autoComplete="off"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
              />
            )}
          </Field>
        )}
        {problem && (
          <p id={errorId} className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className={`btn ${customer.bloque ? 'btn-outline' : styles.danger}`}
          disabled={block.isPending}
        >
          {block.isPending ? 'Enregistrement…' : customer.bloque ? 'Débloquer' : 'Bloquer ce numéro'}
        </button>
        <p role="status" className={styles.done}>
          {done ?? ''}
        </p>
      </form>
    </ConsoleCard>
  );
}
