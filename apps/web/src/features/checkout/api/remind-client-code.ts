import { useMutation } from '@tanstack/react-query';
import type { ClientCodeReminderRequest, ClientCodeReminderResponse } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

/** `POST /clients/code-reminder`: the same 202 sentence whether or not a client has the address. */
export const remindClientCode = (request: ClientCodeReminderRequest) =>
  apiPost<ClientCodeReminderResponse>('/clients/code-reminder', request);

export function useRemindClientCode() {
  return useMutation({ mutationFn: remindClientCode });
}
