import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@vitrine/contracts';
import { apiGet } from '@/lib/api-client';

export const eventsKey = ['events'] as const;

export const getEvents = (signal?: AbortSignal) => apiGet<Event[]>('/Event', signal);

export const eventsQuery = queryOptions({ queryKey: eventsKey, queryFn: ({ signal }) => getEvents(signal) });

export const useEvents = () => useQuery(eventsQuery);
