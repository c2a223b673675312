import { queryOptions } from '@tanstack/react-query';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** The drafts' key, under `['owner']` with the console's others (signing out forgets it too). */
export const draftKeys = {
  all: () => [...ownerKeys.all, 'brouillons'] as const,
};

/** `GET /api/owner/brouillons`: the abandoned checkouts of the last 7 days with no order since, newest first. */
export const ownerDraftsQueryOptions = () =>
  queryOptions({
    queryKey: draftKeys.all(),
    queryFn: ({ signal }) => ownerCall('listOwnerDrafts', undefined, { signal }),
    staleTime: 15_000,
  });
