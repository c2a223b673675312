import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OrderTrackingQuery,
  type OrderTrackingRequest,
  OrderTrackingRequestSchema,
} from '@vitrine/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons';
import { CODE_INPUT, formFieldProps } from '@/lib/form-field-props';
import { useTrackOrder } from '../api/track-order';
import styles from './order-tracking.module.css';
import { TrackedOrder } from './tracked-order';

/** An order to look up, chosen in « Mes commandes »; a new object each time « Suivre » is pressed. */
export interface TrackRequest {
  reference: string;
  numero_telephone?: string | undefined;
}

/**
 * « Suivre ma commande »: a reference and the phone given with the order; the shop answers the state
 * and the lines only when both match.
 */
export function OrderTracking({ request }: { request: TrackRequest | null }) {
  const form = useForm<OrderTrackingRequest, unknown, OrderTrackingQuery>({
    resolver: zodResolver(OrderTrackingRequestSchema),
    mode: 'onTouched',
    defaultValues: { reference: '', numero_telephone: '' },
  });
  const field = formFieldProps(form);
  const tracking = useTrackOrder();
  const submit = form.handleSubmit((query) => tracking.mutate(query));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per « Suivre » press
  useEffect(() => {
    if (!request) return;
    tracking.reset();
    form.reset({ reference: request.reference, numero_telephone: request.numero_telephone ?? '' });
    if (request.numero_telephone) void submit();
    // After the reset has re-rendered the fields.
    else window.setTimeout(() => form.setFocus('numero_telephone'));
  }, [request]);

  return (
    <div className={styles.tracking}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Suivre ma commande">
        <TextField
          label="Référence de commande"
          {...field('reference')}
          {...CODE_INPUT}
          placeholder="VT-2026-000042"
          hint="Elle figure dans l’e-mail de confirmation."
        />
        <TextField
          label="Numéro de téléphone"
          type="tel"
          {...field('numero_telephone')}
          autoComplete="tel-national"
          hint="Celui donné avec la commande, 8 chiffres."
        />
        <button type="submit" className={`btn ${styles.submit}`} disabled={tracking.isPending}>
          <SearchIcon /> Suivre ma commande
        </button>
      </form>

      <div className={styles.result} aria-live="polite">
        {tracking.isPending && <p className={styles.pending}>Recherche de votre commande…</p>}
        {tracking.isError && (
          <p className={styles.notFound} role="alert">
            {tracking.error.message}
          </p>
        )}
        {tracking.data && <TrackedOrder order={tracking.data} />}
      </div>
    </div>
  );
}
