import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CheckoutClient,
  CheckoutFormSchema,
  type CheckoutForm as CheckoutFormValues,
  DRAFT_NOTICE,
  formatDT,
  type Order,
} from '@vitrine/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { NewClientFields } from '@/components/new-client-fields';
import { TextField } from '@/components/ui/field';
import { CODE_INPUT, formFieldProps } from '@/lib/form-field-props';
import { useCustomerStore } from '@/stores/customer-store';
import type { Alerts } from '../hooks/use-alerts';
import { useDraft } from '../hooks/use-draft';
import { useOrderSubmission } from '../hooks/use-order-submission';
import type { PromoCode } from '../hooks/use-promo-code';
import { addressLine, initialValues, sameCode } from '../lib/checkout-values';
import styles from './checkout-form.module.css';
import { ClientTypeChoice } from './client-type-choice';
import { CodeReminder } from './code-reminder';
import { HoneypotField } from './honeypot-field';
import { Preferences } from './preferences';

interface CheckoutFormProps {
  alerts: Alerts;
  promo: PromoCode;
  /** The grand total of the summary, repeated beside the button. */
  totalMillimes: number;
  /** False when no line of the cart can be ordered. */
  canOrder: boolean;
  onPlaced: (order: Order) => void;
}

/** Who orders (a client code, or a new client's details), the two preferences, and « Soumettre ». */
export function CheckoutForm({ alerts, promo, totalMillimes, canOrder, onPlaced }: CheckoutFormProps) {
  const [defaults] = useState(() => initialValues(useCustomerStore.getState().details));
  const form = useForm<CheckoutFormValues, unknown, CheckoutClient>({
    resolver: zodResolver(CheckoutFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const {
    register,
    control,
    formState: { isValid },
  } = form;
  const field = formFieldProps(form);
  const clientType = useWatch({ control, name: 'client_type' });
  const code = useWatch({ control, name: 'code_client' });
  const otherAddress = useWatch({ control, name: 'autre_adresse' });
  const saved = useCustomerStore((state) => state.details);
  // The order goes to the address kept with this code (the client record may hold an older one).
  const savedAddress = saved && sameCode(saved.code_client, code) ? addressLine(saved.client) : '';
  const honeypot = useRef<HTMLInputElement>(null);
  const { submit, sending } = useOrderSubmission({ form, honeypot, alerts, promo, onPlaced });
  const blocked = !isValid || !canOrder;
  useDraft(control, clientType !== 'existant' || otherAddress === true);

  // A disabled « Soumettre » stops the browser's own Enter submission: the shopper still learns why.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby="checkout-details-title"
      aria-busy={sending}
    >
      <section className={styles.step} aria-labelledby="checkout-details-title">
        <h2 id="checkout-details-title" className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          Vos coordonnées
        </h2>
        <ClientTypeChoice registration={register('client_type')} value={clientType} />

        {clientType === 'existant' ? (
          <div className={styles.panel}>
            <TextField
              label="Code client"
              {...field('code_client')}
              {...CODE_INPUT}
              aria-required
              hint="Il figure dans l’e-mail de confirmation de votre première commande, par exemple CL-7KQ2M9XH. Il suffit : vos coordonnées sont déjà enregistrées."
            />
            <CodeReminder />
            <div className={`beside-mark ${styles.check}`}>
              <input id="autre-adresse" type="checkbox" {...register('autre_adresse')} />
              <label htmlFor="autre-adresse">Livrer à une autre adresse</label>
            </div>
            {otherAddress ? (
              <>
                <p className={styles.note}>
                  Pour cette commande seulement : vos coordonnées enregistrées ne changent pas. Tous les
                  champs sont requis, sauf le code postal.
                </p>
                <NewClientFields
                  checkout
                  delivery
                  phoneNotice={DRAFT_NOTICE}
                  field={(name) => field(`client.${name}`)}
                />
              </>
            ) : (
              savedAddress && <p className={styles.note}>Livraison à l’adresse conservée : {savedAddress}.</p>
            )}
          </div>
        ) : (
          <div className={styles.panel}>
            <p className={styles.note}>Tous les champs sont requis, sauf le code postal.</p>
            <NewClientFields checkout phoneNotice={DRAFT_NOTICE} field={(name) => field(`client.${name}`)} />
          </div>
        )}
      </section>

      <HoneypotField inputRef={honeypot} />

      <section className={styles.step} aria-labelledby="checkout-preferences-title">
        <h2 id="checkout-preferences-title" className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          Vos préférences
        </h2>
        <Preferences />
      </section>

      <div className={styles.submit}>
        <p className={styles.due}>
          <span>Total à régler à la livraison</span>
          <strong>{formatDT(totalMillimes)}</strong>
        </p>
        <button
          type="submit"
          className="btn btn-block"
          disabled={blocked || sending}
          aria-describedby={blocked ? 'checkout-submit-why' : undefined}
        >
          Soumettre
        </button>
        <p id="checkout-submit-why" className={styles.why} aria-live="polite">
          {sending
            ? 'Envoi de votre commande…'
            : !canOrder
              ? 'Aucun article de votre panier ne peut être commandé.'
              : !isValid
                ? 'Complétez les champs requis pour soumettre votre commande.'
                : 'Paiement en espèces à la livraison, partout en Tunisie.'}
        </p>
        <p className={styles.terms}>
          En soumettant votre commande, vous acceptez nos <Link to="/conditions">conditions de vente</Link>.
        </p>
      </div>
    </form>
  );
}
