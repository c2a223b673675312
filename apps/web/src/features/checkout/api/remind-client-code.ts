import { useMutation } from '@tanstack/react-query';
import type { ClientCodeReminderRequest } from '@vitrine/contracts';
import { call } from '@/lib/api-client';

/** `POST /clients/code-reminder`: the same 202 sentence whether or not a client has the address. */
export const remindClientCode = (request: ClientCodeReminderRequest) =>
  call('remindClientCode', { body: request });

export function useRemindClientCode() {
  return useMutation({ mutationFn: remindClientCode });
}
