import { zodResolver } from '@hookform/resolvers/zod';
import { GOUVERNORATS } from '@vitrine/contracts';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import type { CustomerDetails } from '@/stores/customer-store';
import {
  type SavedDetailsForm as FormValues,
  formValues,
  SavedDetailsFormSchema,
} from '../lib/saved-details-form';
import styles from './saved-details.module.css';

interface SavedDetailsFormProps {
  details: CustomerDetails;
  onSave: (details: CustomerDetails) => void;
  onCancel: () => void;
}

/** Edits the kept details with the checkout's own field rules. */
export function SavedDetailsForm({ details, onSave, onCancel }: SavedDetailsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, CustomerDetails>({
    resolver: zodResolver(SavedDetailsFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(details),
  });
  const client = errors.client;

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSave)}
      noValidate
      aria-label="Modifier mes coordonnées"
    >
      <TextField
        label="Code client"
        className={styles.wide}
        registration={register('code_client')}
        error={errors.code_client?.message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Avec lui, les autres champs sont facultatifs."
      />
      <TextField
        label="Nom"
        registration={register('client.nom')}
        error={client?.nom?.message}
        autoComplete="family-name"
      />
      <TextField
        label="Prénom"
        registration={register('client.prenom')}
        error={client?.prenom?.message}
        autoComplete="given-name"
      />
      <SelectField
        label="Région"
        registration={register('client.region')}
        error={client?.region?.message}
        autoComplete="address-level1"
      >
        <option value="">Choisissez votre gouvernorat</option>
        {GOUVERNORATS.map((gouvernorat) => (
          <option key={gouvernorat} value={gouvernorat}>
            {gouvernorat}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Code postal"
        registration={register('client.code_postal')}
        error={client?.code_postal?.message}
        autoComplete="postal-code"
        inputMode="numeric"
        hint="Facultatif, 4 chiffres."
      />
      <TextField
        label="Adresse"
        className={styles.wide}
        registration={register('client.adresse')}
        error={client?.adresse?.message}
        autoComplete="street-address"
      />
      <TextField
        label="Numéro de téléphone"
        type="tel"
        registration={register('client.numero_telephone')}
        error={client?.numero_telephone?.message}
        autoComplete="tel-national"
        inputMode="numeric"
      />
      <TextField
        label="Adresse mail"
        type="email"
        registration={register('client.adresse_mail')}
        error={client?.adresse_mail?.message}
        autoComplete="email"
      />
      <div className={`${styles.actions} ${styles.wide}`}>
        <button type="submit" className="btn">
          Enregistrer
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
