import {
  type CheckoutClient,
  type CheckoutForm,
  MESSAGES,
  type Order,
  OrderConflictSchema,
  PhoneSchema,
} from '@vitrine/contracts';
import type { Path } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { ClientTexts } from '@/lib/client-fields';
import { sameCode } from './checkout-values';
import { callHrefIn } from './shop-phone';

export const CART_CHANGED =
  "Un article de votre panier n'est plus disponible. Vérifiez votre commande avant de la valider.";

/** The details typed for a client code (kept from the last order, or typed before a 409 gave the code). */
export interface KnownClient {
  code: string;
  client: ClientTexts;
}

/**
 * Where an order sent with a client code and no other address goes: the details known for that code,
 * when there are some.
 */
export function knownDeliveryFor(who: CheckoutClient, known: KnownClient | null): ClientTexts | undefined {
  return 'code_client' in who && !who.livraison && known && sameCode(known.code, who.code_client)
    ? known.client
    : undefined;
}

/** The order as it was sent, and the form as it is when the server answers. */
export interface Submission {
  who: CheckoutClient;
  /** The new client's fields in the form. */
  typed: ClientTexts;
  known: KnownClient | null;
}

export type OrderAnswer = { placed: Order } | { failed: unknown };

export interface FieldRefusal {
  field: Path<CheckoutForm>;
  message: string | undefined;
}

export type NextStep =
  /** The order exists: `client` is who it was for, `phone` finds it again in the history. */
  | { kind: 'placed'; order: Order; client: ClientTexts; phone: string | undefined }
  /** Spec §8: the shop knows this client; send again with its code, to the address typed. */
  | { kind: 'resend-with-code'; code: string; delivery: ClientTexts }
  /** Only the e-mail or only the phone matched: the code is asked for, and may have been lost. */
  | { kind: 'ask-for-code'; text: string }
  | { kind: 'refuse-code'; text: string }
  | { kind: 'refuse-promo'; text: string }
  /** A price moved or an article left the shop: the cart is refreshed before anything else. */
  | { kind: 'refresh-cart'; text: string }
  | { kind: 'refuse-client-fields'; refusals: FieldRefusal[] }
  /**
   * The shop takes no order from this phone online (403, a blocked phone) or no more today (429): its
   * own words, kept in view with the cart, and the shop's number to call when it names one.
   */
  | { kind: 'turned-away'; text: string; callHref: string | undefined }
  /** `unexpected`: not an answer of the API at all (a bug), worth logging. */
  | { kind: 'failed'; error: unknown; unexpected: boolean };

/**
 * What the checkout does with the server's answer to an order (spec §4, §8): a success keeps the
 * order; a 409 with a client code sends again with it, one for the stock refreshes the cart; a 422 points at the field or the cart lines at
 * fault; a 403 or 429 (a blocked phone, too many orders from it) says the shop's own words; anything
 * else (no network, 503, an unforeseen refusal) says the order failed.
 */
export function nextStepAfterOrder(answer: OrderAnswer, submission: Submission): NextStep {
  if ('placed' in answer) {
    const client = knownDeliveryFor(submission.who, submission.known) ?? submission.typed;
    return { kind: 'placed', order: answer.placed, client, phone: phoneOf(client) };
  }
  const error = answer.failed;
  if (!(error instanceof ApiError)) return { kind: 'failed', error, unexpected: true };
  if (error.kind === 'conflict') {
    const code = OrderConflictSchema.safeParse(error.body).data?.code_client;
    if (code) return { kind: 'resend-with-code', code, delivery: { ...submission.typed } };
    // The other 409 is the stock's: what is left changed under the cart, nothing to do with a code.
    return error.message === MESSAGES.clientCodeNeeded
      ? { kind: 'ask-for-code', text: error.message }
      : { kind: 'refresh-cart', text: error.message };
  }
  if (error.kind === 'forbidden' || error.kind === 'rate_limited')
    return { kind: 'turned-away', text: error.message, callHref: callHrefIn(error.message) };
  if (error.kind === 'invalid_data') {
    const refusal = explainRefusal(error);
    if (refusal) return refusal;
  }
  return { kind: 'failed', error, unexpected: false };
}

/** A 422 the shopper can act on; undefined when it is none of those. */
function explainRefusal(error: ApiError): NextStep | undefined {
  const fields = error.fieldErrors;
  const codeError = fields.code_client?.[0];
  if (codeError) return { kind: 'refuse-code', text: codeError };
  const promoError = fields.code_promo?.[0];
  if (promoError) return { kind: 'refuse-promo', text: promoError };
  if (Object.keys(fields).some((field) => field.startsWith('items') || field === 'shipping_charge')) {
    // The API's own words when they say what to do (a price changed, a size to choose); a line it
    // merely found invalid is an article that is no longer sold.
    const text = error.message === MESSAGES.validationFailed ? CART_CHANGED : error.message;
    return { kind: 'refresh-cart', text };
  }
  const refusals = Object.entries(fields)
    .filter(([field]) => field.startsWith('client.'))
    .map(([field, messages]) => ({ field: field as Path<CheckoutForm>, message: messages[0] }));
  return refusals.length > 0 ? { kind: 'refuse-client-fields', refusals } : undefined;
}

function phoneOf(client: ClientTexts): string | undefined {
  const phone = PhoneSchema.safeParse(client.numero_telephone);
  return phone.success ? phone.data : undefined;
}
