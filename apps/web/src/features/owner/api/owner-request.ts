import { type ApiAnswer, OWNER_ROUTES, type OwnerOperationId } from '@vitrine/contracts';
import { type CallArguments, callRoute, isUnauthorized } from '@/lib/api-client';

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
  return callRoute(OWNER_ROUTES, operation, ...input).catch((error: unknown) => {
    if (isUnauthorized(error)) for (const listener of listeners) listener();
    throw error;
  });
}
