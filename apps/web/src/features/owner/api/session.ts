import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerSignIn, StaffRole } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/session`: who is signed in (name and role), 401 otherwise (an error). */
export const ownerSessionQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.session(),
    queryFn: ({ signal }) => ownerCall('getOwnerSession', {}, { signal }),
    retry: false,
    staleTime: 60_000,
  });

/** The signed-in member's role; undefined until the session is read. */
export function useStaffRole(): StaffRole | undefined {
  return useQuery(ownerSessionQueryOptions()).data?.role;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerSignIn) => ownerCall('signIn', { body }),
    // Whoever was signed in before, the console reads everything again as the new session.
    onSuccess: () => queryClient.removeQueries({ queryKey: ownerKeys.all }),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ownerCall('signOut'),
    onSettled: () => queryClient.removeQueries({ queryKey: ownerKeys.all }),
  });
}
