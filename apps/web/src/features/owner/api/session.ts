import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerSignIn } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/session`: 204 while signed in (true), 401 otherwise (an error). */
export const ownerSessionQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.session(),
    queryFn: async ({ signal }) => {
      await ownerCall('getOwnerSession', {}, { signal });
      return true;
    },
    retry: false,
    staleTime: 60_000,
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerSignIn) => ownerCall('signIn', { body }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ownerKeys.all });
      queryClient.setQueryData(ownerKeys.session(), true);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ownerCall('signOut'),
    onSettled: () => queryClient.removeQueries({ queryKey: ownerKeys.all }),
  });
}
