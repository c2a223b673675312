import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NewClientFields } from '@/components/new-client-fields';
import { TextField } from '@/components/ui/field';
import { CODE_INPUT, formFieldProps } from '@/lib/form-field-props';
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
  const form = useForm<FormValues, unknown, CustomerDetails>({
    resolver: zodResolver(SavedDetailsFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(details),
  });
  const field = formFieldProps(form);

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit(onSave)}
      noValidate
      aria-label="Modifier mes coordonnées"
    >
      <TextField
        label="Code client"
        {...field('code_client')}
        {...CODE_INPUT}
        hint="Avec lui, les autres champs sont facultatifs."
      />
      <NewClientFields field={(name) => field(`client.${name}`)} />
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
