import { useQuery } from '@tanstack/react-query';
import { ColorSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getColors = (signal?: AbortSignal) => apiGet('/Color', z.array(ColorSchema), signal);

export function useColors() {
  return useQuery({
    queryKey: catalogKeys.colors,
    queryFn: ({ signal }) => getColors(signal),
    staleTime: 10 * 60_000,
  });
}
