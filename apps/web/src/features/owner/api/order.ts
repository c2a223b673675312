import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCallRequest, OrderChange, OrderMove } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/orders/:reference`: the order with its client, lines, totals and history. */
export const ownerOrderQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ownerKeys.order(reference),
    queryFn: ({ signal }) => ownerCall('getOwnerOrder', { params: { reference } }, { signal }),
    staleTime: 0,
  });

/** `POST /api/owner/orders/:reference/etat`: moves the order; the queue's counts change with it. */
export function useMoveOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => ownerCall('moveOwnerOrder', { params: { reference }, body: move }),
    onSuccess: (order) => queryClient.setQueryData(ownerKeys.order(reference), order),
    // Refused (409: someone else moved it meanwhile) or done, the page shows the order as it now is.
    onSettled: (_order, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: ownerKeys.order(reference) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.orderLists() });
    },
  });
}

/**
 * `POST /api/owner/orders/:reference/appels`: notes a call and its outcome. A confirmation or a
 * cancellation moves the order, so the queue, the counts and the order are read again, done or refused.
 */
export function useRecordCall(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: OrderCallRequest) =>
      ownerCall('recordOrderCall', { params: { reference }, body: call }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ownerKeys.order(reference) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.orderLists() });
    },
  });
}

/** `PATCH /api/owner/orders/:reference`: a new address or new lines; the answer is the order recomputed. */
export function useChangeOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChange) =>
      ownerCall('changeOwnerOrder', { params: { reference }, body: change }),
    onSuccess: (order) => queryClient.setQueryData(ownerKeys.order(reference), order),
    onSettled: (_order, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: ownerKeys.order(reference) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.orderLists() });
    },
  });
}
