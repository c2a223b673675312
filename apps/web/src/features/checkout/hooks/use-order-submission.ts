import { type CheckoutClient, type CheckoutForm, MESSAGES, type Order } from '@vitrine/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TIMEOUTS_MS } from '@/config/ui';
import { CLIENT_FIELDS } from '@/lib/client-fields';
import { cartTotals, orderableItems, useCartStore } from '@/stores/cart-store';
import { useCustomerStore } from '@/stores/customer-store';
import { useOrderHistoryStore } from '@/stores/order-history-store';
import { refreshCartPrices } from '@/stores/shop-actions';
import { placeOrder } from '../api/place-order';
import { addressLine, BLANK_FORM } from '../lib/checkout-values';
import { IdempotencyKeys } from '../lib/idempotency-key';
import {
  type KnownClient,
  knownDeliveryFor,
  type NextStep,
  nextStepAfterOrder,
  type OrderAnswer,
} from '../lib/next-step-after-order';
import { localIsoDate, orderPayload, payloadFingerprint } from '../lib/order-payload';
import type { Alerts } from './use-alerts';
import type { PromoCode } from './use-promo-code';

interface Options {
  form: UseFormReturn<CheckoutForm, unknown, CheckoutClient>;
  /** The hidden field robots fill (HoneypotField). */
  honeypot: RefObject<HTMLInputElement | null>;
  alerts: Alerts;
  promo: PromoCode;
  onPlaced: (order: Order) => void;
}

/** Sends the checkout as an order and carries out what `nextStepAfterOrder` makes of the answer. */
export function useOrderSubmission({ form, honeypot, alerts, promo, onPlaced }: Options) {
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
    let resubmitting = false;
    try {
      const payload = orderPayload({
        who,
        delivery: knownDeliveryFor(who, known.current),
        items,
        promoCode: promo.applied?.code,
        notifications: useCustomerStore.getState().notifications,
        shippingMillimes: cartTotals(items).shippingMillimes,
        today: localIsoDate(),
        honeypot: honeypot.current?.value ?? '',
      });
      const answer: OrderAnswer = await placeOrder(payload, keys.keyFor(payloadFingerprint(payload))).then(
        (order) => ({ placed: order }),
        (error: unknown) => ({ failed: error }),
      );
      const typed = { ...form.getValues('client') };
      resubmitting = await follow(nextStepAfterOrder(answer, { who, typed, known: known.current }));
    } finally {
      inFlight.current = false;
      if (!resubmitting) setSending(false);
    }
  }

  const submit = form.handleSubmit(send, showInvalid);

  /** Carries out the step; true when the order is sent again on its own. */
  async function follow(step: NextStep): Promise<boolean> {
    switch (step.kind) {
      case 'placed':
        keepPlacedOrder(step);
        return false;
      case 'resend-with-code':
        resendWithCode(step.code, step.delivery);
        return true;
      case 'ask-for-code':
        alerts.show({ slot: 'order', kind: 'warning', text: step.text, codeReminder: true });
        return false;
      case 'refuse-code':
        form.setValue('client_type', 'existant');
        form.setError('code_client', { type: 'server', message: step.text }, { shouldFocus: true });
        return false;
      case 'refuse-promo':
        promo.reject(step.text);
        alerts.show({ slot: 'order', kind: 'danger', text: step.text }, TIMEOUTS_MS.alert);
        return false;
      case 'refresh-cart':
        await refreshCartPrices();
        alerts.show({ slot: 'order', kind: 'warning', text: step.text });
        return false;
      case 'refuse-client-fields':
        for (const { field, message } of step.refusals) form.setError(field, { type: 'server', message });
        showInvalid();
        return false;
      case 'turned-away':
        // Kept until the shopper acts: it is the answer to their order, not a passing notice.
        alerts.show({ slot: 'order', kind: 'danger', text: step.text, callHref: step.callHref });
        return false;
      case 'failed':
        if (step.unexpected) console.error(step.error);
        alerts.show({ slot: 'order', kind: 'danger', text: MESSAGES.orderFailure }, TIMEOUTS_MS.alert);
        return false;
    }
  }

  function keepPlacedOrder({ order, client, phone }: Extract<NextStep, { kind: 'placed' }>) {
    keys.settle();
    useOrderHistoryStore.getState().record({ order, numero_telephone: phone });
    const customer = useCustomerStore.getState();
    if (customer.keepDetails) {
      customer.saveDetails({ code_client: order.code_client, client });
      known.current = { code: order.code_client, client };
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

  /** Spec §8: the code is filled, the other fields cleared, the order sent again after 1 s. */
  function resendWithCode(code: string, delivery: KnownClient['client']) {
    known.current = { code, client: delivery };
    form.setValue('client_type', 'existant');
    for (const field of CLIENT_FIELDS) form.setValue(`client.${field}`, '');
    form.clearErrors();
    form.setValue('code_client', code, { shouldValidate: true });
    alerts.show(
      {
        slot: 'client',
        kind: 'warning',
        text: MESSAGES.existingClient(code),
        note: `Livraison à l’adresse saisie : ${addressLine(delivery)}.`,
      },
      TIMEOUTS_MS.existingClientNotice,
    );
    resubmitTimer.current = window.setTimeout(() => void submit(), TIMEOUTS_MS.existingClientResubmit);
  }

  return { submit, sending };
}

function knownFromSavedDetails(): KnownClient | null {
  const details = useCustomerStore.getState().details;
  return details?.code_client ? { code: details.code_client, client: details.client } : null;
}
