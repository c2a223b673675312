import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Only an outage may heal by asking again; an unknown id or an invalid filter will not.
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || ['server', 'network'].includes(error.kind)),
      },
    },
  });
}
