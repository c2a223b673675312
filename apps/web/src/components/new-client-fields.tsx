import { GOVERNORATES, type NewClient } from '@vitrine/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import styles from './new-client-fields.module.css';

interface NewClientFieldsProps {
  /** One field's registration and error, from the form that holds the client's details. */
  field: (name: keyof NewClient) => { registration: UseFormRegisterReturn; error: string | undefined };
  /**
   * At the checkout every field but the postal code is required, and the phone and the e-mail say
   * what the order needs them for.
   */
  checkout?: boolean;
  /** A returning client's other address: no e-mail (mail goes to the one on record). */
  delivery?: boolean;
  /** A second line under the phone's hint (the checkout says why it keeps the cart with the phone). */
  phoneNotice?: string;
}

/** A client's details as the checkout asks for them and the profile keeps them, in a two-column grid. */
export function NewClientFields({
  field,
  checkout = false,
  delivery = false,
  phoneNotice,
}: NewClientFieldsProps) {
  const required = checkout || undefined;
  return (
    <div className={styles.grid}>
      <TextField label="Nom" {...field('nom')} aria-required={required} autoComplete="family-name" />
      <TextField label="Prénom" {...field('prenom')} aria-required={required} autoComplete="given-name" />
      <SelectField label="Région" {...field('region')} aria-required={required} autoComplete="address-level1">
        <option value="">Choisissez votre gouvernorat</option>
        {GOVERNORATES.map((gouvernorat) => (
          <option key={gouvernorat} value={gouvernorat}>
            {gouvernorat}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Code postal"
        {...field('code_postal')}
        autoComplete="postal-code"
        inputMode="numeric"
        hint="Facultatif, 4 chiffres."
      />
      <TextField
        label="Adresse"
        className={styles.wide}
        {...field('adresse')}
        aria-required={required}
        autoComplete="street-address"
      />
      <TextField
        label="Numéro de téléphone"
        type="tel"
        {...field('numero_telephone')}
        aria-required={required}
        autoComplete="tel-national"
        hint={
          checkout ? (
            <>
              8 chiffres : le livreur vous appelle avant de passer.
              {phoneNotice && <span className={styles.notice}>{phoneNotice}</span>}
            </>
          ) : undefined
        }
      />
      {!delivery && (
        <TextField
          label="Adresse mail"
          type="email"
          {...field('adresse_mail')}
          aria-required={required}
          autoComplete="email"
          hint={checkout ? 'Pour la confirmation et votre code client.' : undefined}
        />
      )}
    </div>
  );
}
