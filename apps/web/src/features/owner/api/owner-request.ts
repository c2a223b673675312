import {
  type ApiAnswer,
  type ApiInput,
  errorKindOf,
  fillPath,
  MESSAGES,
  OWNER_ROUTES,
  type OwnerOperationId,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@vitrine/contracts';
import { ApiError, type CallArguments, callRoute, isUnauthorized, readCookie } from '@/lib/api-client';

// Every owner call goes through here: a 401 (no session, or one that expired while the page was open)
// tells the console, which sends the owner back to sign in and then to where they were.

type SignedOutListener = () => void;
const listeners = new Set<SignedOutListener>();

/** Calls `listener` whenever an owner call is refused for want of a session; returns the unsubscribe. */
export function onOwnerSignedOut(listener: SignedOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls one of the console's routes (OWNER_ROUTES): a 401 also tells the console the owner is signed out. */
export function ownerCall<K extends OwnerOperationId>(
  operation: K,
  ...input: CallArguments<K>
): Promise<ApiAnswer<K>> {
  return callRoute(OWNER_ROUTES, operation, ...input).catch(tellSignedOut);
}

function tellSignedOut(error: unknown): never {
  if (isUnauthorized(error)) for (const listener of listeners) listener();
  throw error;
}

/** The PDF routes: their answer is a file, not JSON. */
type PdfOperation = 'getPackingSlip' | 'printPackingSlips';

/**
 * Fetches one of the console's PDFs as a file; a refusal is an ApiError with the API's French message,
 * as for every other call. The owner signed in with a POST, so the anti-forgery cookie is there.
 */
export async function ownerPdf<K extends PdfOperation>(operation: K, input: ApiInput<K>): Promise<Blob> {
  const { method, path } = OWNER_ROUTES[operation];
  const token = readCookie(XSRF_COOKIE);
  const body = 'body' in input ? input.body : undefined;
  const response = await fetch(fillPath(path, 'params' in input ? input.params : undefined), {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/pdf, application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { [XSRF_HEADER]: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => {
    throw new ApiError('network', MESSAGES.serverUnreachable, 0);
  });
  if (response.ok) return response.blob();
  const refusal = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof refusal.message === 'string' ? refusal.message : MESSAGES.internalError;
  const kind = errorKindOf(response.status);
  return tellSignedOut(
    new ApiError(kind && kind !== 'unavailable' ? kind : 'server', message, response.status),
  );
}
