import { useState } from 'react';
import { Fact } from '@/components/ui/fact';
import { type CustomerDetails, useCustomerStore } from '@/stores/customer-store';
import { hasSavedDetails } from '../lib/saved-details-form';
import { EmptyNote } from './empty-note';
import styles from './saved-details.module.css';
import { SavedDetailsForm } from './saved-details-form';

/** « Mes coordonnées »: the details kept at checkout, shown, editable and removable. */
export function SavedDetails() {
  const details = useCustomerStore((state) => state.details);
  const saveDetails = useCustomerStore((state) => state.saveDetails);
  const forgetDetails = useCustomerStore((state) => state.forgetDetails);
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');

  const save = (next: CustomerDetails) => {
    saveDetails(next);
    setEditing(false);
    setStatus('Vos coordonnées sont enregistrées dans ce navigateur.');
  };
  const forget = () => {
    forgetDetails();
    setEditing(false);
    setStatus('Vos coordonnées ont été effacées de ce navigateur.');
  };

  return (
    <div className={styles.details}>
      {!hasSavedDetails(details) ? (
        <EmptyNote
          title="Aucune coordonnée enregistrée dans ce navigateur."
          link={{ to: '/VerifShop', label: 'Vérifier la commande' }}
        >
          Elles le sont quand vous cochez « Conserver mes informations pour une validation rapide la prochaine
          fois » en validant une commande : la suivante se remplit alors toute seule.
        </EmptyNote>
      ) : editing ? (
        <SavedDetailsForm details={details} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <DetailsCard details={details} />
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setStatus('');
                setEditing(true);
              }}
            >
              Modifier
            </button>
            <button type="button" className={`text-btn ${styles.forget}`} onClick={forget}>
              Oublier mes informations
            </button>
          </div>
        </>
      )}
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}

function DetailsCard({ details }: { details: CustomerDetails }) {
  const { client } = details;
  const name = [client.prenom, client.nom].filter(Boolean).join(' ');
  const town = [client.code_postal, client.region].filter(Boolean).join(' ');
  const rows = (
    [
      ['Nom', name],
      ['Adresse', [client.adresse, town].filter(Boolean).join(', ')],
      ['Numéro de téléphone', client.numero_telephone],
      ['Adresse mail', client.adresse_mail],
    ] as const
  ).filter(([, value]) => value);
  return (
    <div className={styles.card}>
      {details.code_client && (
        <div className={styles.code}>
          <p className={styles.codeLabel}>Code client</p>
          <p className={`${styles.codeValue} lining-figures`}>{details.code_client}</p>
          <p className={styles.codeHint}>
            Il suffit pour commander : vos coordonnées sont connues de la boutique.
          </p>
        </div>
      )}
      {rows.length > 0 && (
        <dl className={styles.rows}>
          {rows.map(([label, value]) => (
            <Fact key={label} term={label}>
              {value}
            </Fact>
          ))}
        </dl>
      )}
    </div>
  );
}
