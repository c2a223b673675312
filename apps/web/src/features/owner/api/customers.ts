import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerClient } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

export interface CustomersFilter {
  q?: string | undefined;
  page: number;
}

/** The customers' keys, under `['owner']` with the console's others (signing out forgets them too). */
export const customerKeys = {
  all: () => [...ownerKeys.all, 'clients'] as const,
  lists: () => [...customerKeys.all(), 'list'] as const,
  list: (filter: CustomersFilter) => [...customerKeys.lists(), filter] as const,
  record: (telephone: string) => [...customerKeys.all(), 'record', telephone] as const,
};

/** `GET /api/owner/clients?q=&page=`: a page of the customers, latest order first. */
export const ownerClientsQueryOptions = (filter: CustomersFilter) =>
  queryOptions({
    queryKey: customerKeys.list(filter),
    queryFn: ({ signal }) =>
      ownerCall(
        'listOwnerClients',
        { query: { q: filter.q || undefined, page: filter.page > 1 ? filter.page : undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** `GET /api/owner/clients/:telephone`: a customer's record (404 when the phone placed no order). */
export const ownerClientQueryOptions = (telephone: string) =>
  queryOptions({
    queryKey: customerKeys.record(telephone),
    queryFn: ({ signal }) => ownerCall('getOwnerClient', { params: { telephone } }, { signal }),
    staleTime: 0,
  });

/** `POST /api/owner/clients/:telephone/notes {texte}`: the note joins the record at once. */
export function useAddClientNote(telephone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texte: string) => ownerCall('addClientNote', { params: { telephone }, body: { texte } }),
    onSuccess: (note) =>
      queryClient.setQueryData<OwnerClient>(customerKeys.record(telephone), (record) =>
        record ? { ...record, notes: [note, ...record.notes.filter((each) => each.id !== note.id)] } : record,
      ),
  });
}

/**
 * `POST /api/owner/clients/:telephone/blocage {bloque, raison?}`: answers the record; the lists and the
 * orders (which say whether their phone is blocked) follow.
 */
export function useBlockClient(telephone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: { bloque: boolean; raison?: string | undefined }) =>
      ownerCall('blockClient', { params: { telephone }, body: block }),
    onSuccess: (record) => queryClient.setQueryData(customerKeys.record(telephone), record),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.orderLists() });
    },
  });
}
