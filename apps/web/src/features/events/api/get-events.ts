import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@vitrine/contracts';
import { catalogueKeys } from '@/api/catalogue-keys';
import { apiGet } from '@/lib/api-client';

export const getEvents = (signal?: AbortSignal) => apiGet<Event[]>('/Event', signal);

export const eventsQuery = queryOptions({
  queryKey: catalogueKeys.events(),
  queryFn: ({ signal }) => getEvents(signal),
});

export const useEvents = () => useQuery(eventsQuery);
