import { useQuery } from '@tanstack/react-query';
import { CollectionSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { sharedKeys } from './query-keys';

export const getCollections = (signal?: AbortSignal) =>
  apiGet('/Collection', z.array(CollectionSchema), signal);

export function useCollections() {
  return useQuery({
    queryKey: sharedKeys.collections,
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: 10 * 60_000,
  });
}
