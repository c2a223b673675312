import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest } from '@vitrine/contracts';
import { call } from '@/lib/api-client';

export const subscribe = (body: NewsletterRequest) => call('subscribeNewsletter', { body });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
