import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getColors = (signal?: AbortSignal) => call('listColors', {}, { signal });

export const colorsQuery = queryOptions({
  queryKey: catalogueKeys.colors(),
  queryFn: ({ signal }) => getColors(signal),
  staleTime: 10 * 60_000,
});

export const useColors = () => useQuery(colorsQuery);
