import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NewClientFields } from '@/components/new-client-fields';
import { TextField } from '@/components/ui/field';
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

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSave)}
      noValidate
      aria-label="Modifier mes coordonnées"
    >
      <TextField
        label="Code client"
        registration={register('code_client')}
        error={errors.code_client?.message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Avec lui, les autres champs sont facultatifs."
      />
      <NewClientFields
        field={(name) => ({
          registration: register(`client.${name}`),
          error: errors.client?.[name]?.message,
        })}
      />
      <div className={styles.actions}>
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
