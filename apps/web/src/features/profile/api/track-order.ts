import { useMutation } from '@tanstack/react-query';
import type { OrderTracking, OrderTrackingQuery } from '@vitrine/contracts';
import { call } from '@/lib/api-client';
import { useOrderHistoryStore } from '@/stores/order-history-store';

/**
 * `POST /orders/track`: the order's state, history and lines when reference and phone match, else a 404
 * `ApiError`. An answer about an order placed from this browser is kept with it (« Mes commandes »).
 */
export async function trackOrder(query: OrderTrackingQuery): Promise<OrderTracking> {
  const tracking = await call('trackOrder', { body: query });
  useOrderHistoryStore.getState().followUp(tracking);
  return tracking;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
