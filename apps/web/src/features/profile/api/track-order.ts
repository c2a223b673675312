import { useMutation } from '@tanstack/react-query';
import type { OrderTracking, OrderTrackingQuery } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

/** `POST /orders/track`: the order's state and lines when reference and phone match, else a 404 `ApiError`. */
export const trackOrder = (query: OrderTrackingQuery) => apiPost<OrderTracking>('/orders/track', query);

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
