import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue-keys';
import { call } from '@/lib/api-client';

export const getEvents = (signal?: AbortSignal) => call('listEvents', {}, { signal });

export const eventsQuery = queryOptions({
  queryKey: catalogueKeys.events(),
  queryFn: ({ signal }) => getEvents(signal),
});

export const useEvents = () => useQuery(eventsQuery);
