import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest, NewsletterResponse } from '@vitrine/contracts';
import { apiPost } from '@/lib/api-client';

export const subscribe = (body: NewsletterRequest) => apiPost<NewsletterResponse>('/sendemail', body);

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
