import { useQuery } from '@tanstack/react-query';
import { CategorySchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { sharedKeys } from './query-keys';

export const getCategories = (signal?: AbortSignal) => apiGet('/Category', z.array(CategorySchema), signal);

export function useCategories() {
  return useQuery({
    queryKey: sharedKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
}
