import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTrackingQuery } from '@vitrine/contracts';
import { call } from '@/lib/api-client';

/**
 * `POST /api/factures`: the order's invoice number and the rates it was issued with. The server gives
 * the number once and answers the same invoice after, so the answer is kept for the visit.
 */
export const invoiceQuery = (query: OrderTrackingQuery) =>
  queryOptions({
    queryKey: ['facture', query.reference],
    queryFn: () => call('issueInvoice', { body: query }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The invoice of an order placed from this browser; nothing is asked without its phone. */
export function useInvoice(reference: string, phone: string | undefined) {
  return useQuery({
    ...invoiceQuery({ reference, numero_telephone: phone ?? '' }),
    enabled: Boolean(phone),
  });
}
