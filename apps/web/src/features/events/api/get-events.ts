import { useQuery } from '@tanstack/react-query';
import { EventSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

export const eventsKey = ['events'] as const;

export const getEvents = (signal?: AbortSignal) => apiGet('/Event', z.array(EventSchema), signal);

export function useEvents() {
  return useQuery({ queryKey: eventsKey, queryFn: ({ signal }) => getEvents(signal) });
}
