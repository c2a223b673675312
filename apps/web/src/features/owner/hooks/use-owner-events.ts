import { useQueryClient } from '@tanstack/react-query';
import { OWNER_ROUTES, type OwnerEvent } from '@vitrine/contracts';
import { useEffect, useRef } from 'react';
import { urlOf } from '@/lib/api-client';
import { ownerKeys } from '../api/query-keys';

/** After the stream was refused (not merely cut: the browser retries those itself), opened again this late. */
const REOPEN_AFTER_MS = 30_000;

export interface OwnerEventHandlers {
  /** A new order was placed (anywhere: any instance of the shop). */
  onNewOrder?(reference: string): void;
}

/**
 * While mounted (the console signed in), listens to the shop's live events (`GET /api/owner/events`)
 * and refreshes what they change: the orders' lists, counts and pages on a new order or a move, the
 * messages on a new message. A stream that comes back may have missed events: everything is refreshed.
 */
export function useOwnerEvents({ onNewOrder }: OwnerEventHandlers = {}) {
  const queryClient = useQueryClient();
  const handlers = useRef(onNewOrder);
  handlers.current = onNewOrder;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refresh = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
    const dataOf = <E extends OwnerEvent>(event: Event) =>
      JSON.parse((event as MessageEvent).data) as E['data'];

    const open = () => {
      source = new EventSource(urlOf(OWNER_ROUTES, 'streamOwnerEvents'), { withCredentials: true });
      source.addEventListener('open', () => {
        if (opened) {
          refresh(ownerKeys.orders());
          refresh(ownerKeys.messages());
        }
        opened = true;
      });
      source.addEventListener('commande', (event) => {
        refresh(ownerKeys.orders());
        handlers.current?.(dataOf<Extract<OwnerEvent, { event: 'commande' }>>(event).reference);
      });
      source.addEventListener('etat', () => refresh(ownerKeys.orders()));
      source.addEventListener('message', () => refresh(ownerKeys.messages()));
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        // Refused: most likely the session ended. Asking for it again tells the console (a 401 signs it out).
        refresh(ownerKeys.session());
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);
}
