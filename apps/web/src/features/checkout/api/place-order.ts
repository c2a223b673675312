import { call } from '@/lib/api-client';

/**
 * `POST /Order` with the multipart payload of the spec. The same `Idempotency-Key` sent again (a retry
 * after a lost answer, a double click) gets the same order back instead of a second one.
 */
export const placeOrder = (payload: FormData, idempotencyKey: string) =>
  call('placeOrder', { body: payload }, { headers: { 'Idempotency-Key': idempotencyKey } });
