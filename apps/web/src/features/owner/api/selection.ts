import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkMoveRequest, fillPath, OWNER_ROUTES } from '@vitrine/contracts';
import { ownerCall, ownerPdf } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/orders/:reference/bon.pdf`: one order's packing slip, opened by a plain link. */
export const packingSlipHref = (reference: string) =>
  fillPath(OWNER_ROUTES.getPackingSlip.path, { reference });

/** `POST /api/owner/bons.pdf`: the slips of the orders chosen, one a page, as a file to open and print. */
export function usePrintSlips() {
  return useMutation({
    mutationFn: (references: string[]) => ownerPdf('printPackingSlips', { body: { references } }),
  });
}

/** `POST /api/owner/orders/etat`: the same move for each order chosen; each order says how it went. */
export function useMoveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: BulkMoveRequest) => ownerCall('moveOwnerOrders', { body: move }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.orders() }),
  });
}
