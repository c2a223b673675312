import { useMutation } from '@tanstack/react-query';
import { type ContactMessageFields, ContactMessageResponseSchema } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

export const sendContactMessage = (body: ContactMessageFields) =>
  apiPost('/ContactMessage', body, ContactMessageResponseSchema);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
