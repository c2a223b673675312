import { apiRequest, isUnauthorized } from '@/lib/api-client';

// Every owner call goes through here: a 401 (no session, or one that expired while the page was open)
// tells the console, which sends the owner back to sign in and then to where they were.

type SignedOutListener = () => void;
const listeners = new Set<SignedOutListener>();

/** Calls `listener` whenever an owner call is refused for want of a session; returns the unsubscribe. */
export function onOwnerSignedOut(listener: SignedOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Options = Parameters<typeof apiRequest>[1];

export async function ownerRequest<T>(path: string, options?: Options): Promise<T> {
  try {
    return await apiRequest<T>(`/owner${path}`, options);
  } catch (error) {
    if (isUnauthorized(error)) for (const listener of listeners) listener();
    throw error;
  }
}
