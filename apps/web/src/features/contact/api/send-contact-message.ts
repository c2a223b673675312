import { useMutation } from '@tanstack/react-query';
import type { ContactMessageFields } from '@vitrine/contracts';
import { call } from '@/lib/api-client';

export const sendContactMessage = (body: ContactMessageFields) => call('sendContactMessage', { body });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
