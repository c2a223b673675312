import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffChange, StaffCreation } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/equipe`: the team's accounts. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.team(),
    queryFn: ({ signal }) => ownerCall('listStaff', {}, { signal }),
  });

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCreation) => ownerCall('addStaff', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.team() }),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffChange & { id: number }) =>
      ownerCall('changeStaff', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.team() }),
  });
}

/** `GET /api/owner/journal?page=`: who did what, newest first. */
export const journalQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ownerKeys.journalPage(page),
    queryFn: ({ signal }) => ownerCall('getJournal', { query: { page } }, { signal }),
  });
