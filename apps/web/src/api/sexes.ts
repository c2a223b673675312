import { useQuery } from '@tanstack/react-query';
import { SexSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { sharedKeys } from './query-keys';

export const getSexes = (signal?: AbortSignal) => apiGet('/Sex', z.array(SexSchema), signal);

export function useSexes() {
  return useQuery({
    queryKey: sharedKeys.sexes,
    queryFn: ({ signal }) => getSexes(signal),
    staleTime: 10 * 60_000,
  });
}
