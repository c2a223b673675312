import { useQuery } from '@tanstack/react-query';
import type { Color } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';
import { sharedKeys } from './query-keys';

export const getColors = (signal?: AbortSignal) => apiGet<Color[]>('/Color', signal);

export function useColors() {
  return useQuery({
    queryKey: sharedKeys.colors,
    queryFn: ({ signal }) => getColors(signal),
    staleTime: 10 * 60_000,
  });
}
