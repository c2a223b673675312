import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sex } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getSexes = (signal?: AbortSignal) => apiGet<Sex[]>('/Sex', signal);

export const sexesQuery = queryOptions({
  queryKey: catalogueKeys.sexes(),
  queryFn: ({ signal }) => getSexes(signal),
  staleTime: 10 * 60_000,
});

export const useSexes = () => useQuery(sexesQuery);
