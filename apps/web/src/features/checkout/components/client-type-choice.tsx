import type { ClientType } from '@vitrine/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './checkout-form.module.css';

const OPTIONS: ReadonlyArray<{ value: ClientType; label: string; description: string }> = [
  {
    value: 'existant',
    label: 'Client existant',
    description: 'Vous avez déjà commandé : votre code client suffit.',
  },
  {
    value: 'nouveau',
    label: 'Nouveau client',
    description: 'Première commande : quelques coordonnées pour la livraison.',
  },
];

/** The spec's client-type radio, drawn as two cards. */
export function ClientTypeChoice({
  registration,
  value,
}: {
  registration: UseFormRegisterReturn;
  value: ClientType;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">Type de client</legend>
      {OPTIONS.map((option) => (
        <div key={option.value} className={styles.option} data-checked={option.value === value || undefined}>
          <input
            id={`client-type-${option.value}`}
            type="radio"
            value={option.value}
            aria-describedby={`client-type-${option.value}-text`}
            {...registration}
          />
          <label htmlFor={`client-type-${option.value}`}>{option.label}</label>
          <p id={`client-type-${option.value}-text`}>{option.description}</p>
        </div>
      ))}
    </fieldset>
  );
}
