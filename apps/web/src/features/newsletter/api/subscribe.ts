import { useMutation } from '@tanstack/react-query';
import { type NewsletterRequest, NewsletterResponseSchema } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

export const subscribe = (body: NewsletterRequest) => apiPost('/sendemail', body, NewsletterResponseSchema);

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
