import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoChange, PromoCreate } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/promos`: every code, newest first, with its uses. */
export const ownerPromosQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.promos(),
    queryFn: ({ signal }) => ownerCall('listOwnerPromos', undefined, { signal }),
    staleTime: 15_000,
  });

/** `POST /api/owner/promos`: a new code; the list is read again. */
export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promo: PromoCreate) => ownerCall('createOwnerPromo', { body: promo }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.promos() }),
  });
}

/** `PATCH /api/owner/promos/:id`: what changed; the list is read again, done or refused. */
export function useChangePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PromoChange }) =>
      ownerCall('changeOwnerPromo', { params: { id }, body: change }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.promos() }),
  });
}
