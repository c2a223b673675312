import {
  type CheckoutClient,
  type CheckoutForm,
  MESSAGES,
  type Order,
  OrderConflictSchema,
  PhoneSchema,
} from '@vitrine/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { TIMEOUTS_MS } from '@/config/ui';
import { ApiError } from '@/lib/api-client';
import { CLIENT_FIELDS, type ClientTexts } from '@/lib/client-fields';
import { cartTotals, orderableItems, useCartStore } from '@/stores/cart-store';
import { useCustomerStore } from '@/stores/customer-store';
import { useOrderHistoryStore } from '@/stores/order-history-store';
import { refreshCartPrices } from '@/stores/shop-actions';
import { placeOrder } from '../api/place-order';
import { addressLine, BLANK_FORM, sameCode } from '../lib/checkout-values';
import { IdempotencyKeys } from '../lib/idempotency-key';
import { localIsoDate, orderPayload, payloadFingerprint } from '../lib/order-payload';
import type { Alerts } from './use-alerts';
import type { PromoCode } from './use-promo-code';

export const CART_CHANGED =
  "Un article de votre panier n'est plus disponible. Vérifiez votre commande avant de la valider.";

type CheckoutFormApi = UseFormReturn<CheckoutForm, unknown, CheckoutClient>;

interface Options {
  form: CheckoutFormApi;
  alerts: Alerts;
  promo: PromoCode;
  onPlaced: (order: Order) => void;
}

/** The details typed for a client code (kept from the last order, or typed before a 409 gave the code). */
interface KnownClient {
  code: string;
  client: ClientTexts;
}

/**
 * Sends the checkout as an order and follows the answer (spec §4, §8): success empties the cart and
 * resets the form; a 409 with a client code switches to that code and sends again after 1 s; a 422
 * points at the field or the cart lines at fault; anything else says the order failed.
 */
export function useOrderSubmission({ form, alerts, promo, onPlaced }: Options) {
  const [keys] = useState(() => new IdempotencyKeys());
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const resubmitTimer = useRef<number | undefined>(undefined);
  // Also where an order with that code goes: the address typed before a 409 gave the code, or kept
  // from the last order (the client record may hold an older one).
  const known = useRef<KnownClient | null>(knownFromSavedDetails());

  useEffect(() => () => window.clearTimeout(resubmitTimer.current), []);

  const showInvalid = () =>
    alerts.show({ slot: 'form', kind: 'danger', text: MESSAGES.invalidForm }, TIMEOUTS_MS.alert);

  async function send(who: CheckoutClient) {
    const items = orderableItems(useCartStore.getState().items);
    if (inFlight.current || items.length === 0) return;
    inFlight.current = true;
    setSending(true);
    alerts.dismiss('form');
    alerts.dismiss('order');
    const delivery =
      'code_client' in who && known.current && sameCode(known.current.code, who.code_client)
        ? known.current.client
        : undefined;
    const payload = orderPayload({
      who,
      delivery,
      items,
      promoCode: promo.applied?.code,
      shippingMillimes: cartTotals(items).shippingMillimes,
      today: localIsoDate(),
    });
    let resubmitting = false;
    try {
      const order = await placeOrder(payload, keys.keyFor(payloadFingerprint(payload)));
      keys.settle();
      succeed(order, who);
    } catch (error) {
      resubmitting = await fail(error);
    } finally {
      inFlight.current = false;
      if (!resubmitting) setSending(false);
    }
  }

  const submit = form.handleSubmit(send, showInvalid);

  function succeed(order: Order, who: CheckoutClient) {
    const typed = detailsFor(who);
    useOrderHistoryStore.getState().record({ order, numero_telephone: phoneOf(typed) });
    const customer = useCustomerStore.getState();
    if (customer.keepDetails) {
      customer.saveDetails({ code_client: order.code_client, client: typed });
      known.current = { code: order.code_client, client: typed };
    } else customer.forgetDetails();
    alerts.show(
      {
        slot: 'order',
        kind: 'success',
        text: MESSAGES.orderSuccess,
        detail: `Référence : ${order.reference}`,
      },
      TIMEOUTS_MS.orderSuccess,
    );
    promo.reset();
    form.reset(BLANK_FORM);
    useCartStore.getState().clear();
    onPlaced(order);
  }

  /** The new client's fields that go with this order (for the history's phone and the kept details). */
  function detailsFor(who: CheckoutClient): ClientTexts {
    const typed = { ...form.getValues('client') };
    if ('client' in who) return typed;
    return known.current && sameCode(known.current.code, who.code_client) ? known.current.client : typed;
  }

  /** Tells what went wrong; true when the order is sent again on its own. */
  async function fail(error: unknown): Promise<boolean> {
    if (error instanceof ApiError && error.kind === 'conflict') {
      const code = OrderConflictSchema.safeParse(error.body).data?.code_client;
      if (code) {
        continueWithCode(code);
        return true;
      }
      // Only the e-mail or only the phone matched: the code is asked for, and may have been lost.
      alerts.show({ slot: 'order', kind: 'warning', text: error.message, codeReminder: true });
      return false;
    }
    if (error instanceof ApiError && error.kind === 'invalid_data' && (await explainRefusal(error))) {
      return false;
    }
    if (!(error instanceof ApiError)) console.error(error);
    alerts.show({ slot: 'order', kind: 'danger', text: MESSAGES.orderFailure }, TIMEOUTS_MS.alert);
    return false;
  }

  /**
   * Spec §8: the code is filled, the other fields cleared, the order sent again after 1 s; it goes to
   * the address typed (the client record keeps its own), as the warning says under the spec's text.
   */
  function continueWithCode(code: string) {
    // A copy: the form's own values are about to be cleared in place.
    known.current = { code, client: { ...form.getValues('client') } };
    form.setValue('client_type', 'existant');
    for (const field of CLIENT_FIELDS) form.setValue(`client.${field}`, '');
    form.clearErrors();
    form.setValue('code_client', code, { shouldValidate: true });
    alerts.show(
      {
        slot: 'client',
        kind: 'warning',
        text: MESSAGES.existingClient(code),
        note: `Livraison à l’adresse saisie : ${addressLine(known.current.client)}.`,
      },
      TIMEOUTS_MS.existingClientNotice,
    );
    resubmitTimer.current = window.setTimeout(() => void submit(), TIMEOUTS_MS.existingClientResubmit);
  }

  /** A 422 the shopper can act on; false when it is none of those. */
  async function explainRefusal(error: ApiError): Promise<boolean> {
    const fields = error.fieldErrors;
    const codeError = fields.code_client?.[0];
    if (codeError) {
      form.setValue('client_type', 'existant');
      form.setError('code_client', { type: 'server', message: codeError }, { shouldFocus: true });
      return true;
    }
    const promoError = fields.code_promo?.[0];
    if (promoError) {
      promo.reject(promoError);
      alerts.show({ slot: 'order', kind: 'danger', text: promoError }, TIMEOUTS_MS.alert);
      return true;
    }
    if (Object.keys(fields).some((field) => field.startsWith('items') || field === 'shipping_charge')) {
      await refreshCartPrices();
      // The API's own words when they say what to do (a price changed, a size to choose); a line it
      // merely found invalid is an article that is no longer sold.
      const text = error.message === MESSAGES.validationFailed ? CART_CHANGED : error.message;
      alerts.show({ slot: 'order', kind: 'warning', text });
      return true;
    }
    const clientErrors = Object.entries(fields).filter(([field]) => field.startsWith('client.'));
    for (const [field, messages] of clientErrors) {
      form.setError(field as Path<CheckoutForm>, { type: 'server', message: messages[0] });
    }
    if (clientErrors.length) showInvalid();
    return clientErrors.length > 0;
  }

  return { submit, sending };
}

function knownFromSavedDetails(): KnownClient | null {
  const details = useCustomerStore.getState().details;
  return details?.code_client ? { code: details.code_client, client: details.client } : null;
}

function phoneOf(client: ClientTexts): string | undefined {
  const phone = PhoneSchema.safeParse(client.numero_telephone);
  return phone.success ? phone.data : undefined;
}
