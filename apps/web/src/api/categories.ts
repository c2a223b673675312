import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getCategories = (signal?: AbortSignal) => call('listCategories', {}, { signal });

export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 10 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
