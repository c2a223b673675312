import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getSexes = (signal?: AbortSignal) => call('listSexes', {}, { signal });

export const sexesQuery = queryOptions({
  queryKey: catalogueKeys.sexes(),
  queryFn: ({ signal }) => getSexes(signal),
  staleTime: 10 * 60_000,
});

export const useSexes = () => useQuery(sexesQuery);
