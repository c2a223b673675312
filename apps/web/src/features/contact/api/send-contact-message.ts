import { useMutation } from '@tanstack/react-query';
import type { ContactMessageFields, ContactMessageResponse } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

export const sendContactMessage = (body: ContactMessageFields) =>
  apiPost<ContactMessageResponse>('/ContactMessage', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
