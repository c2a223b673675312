import { MESSAGES } from '@vitrine/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * What a form says of a failed request about its one field: the API's word on that field, else the
 * API's message; a failure that is not the API's answer (the network, a bug), the generic one.
 */
export function refusalOf(error: unknown, field: string): string {
  if (!(error instanceof ApiError)) return MESSAGES.internalError;
  return error.fieldErrors[field]?.[0] ?? error.message;
}
