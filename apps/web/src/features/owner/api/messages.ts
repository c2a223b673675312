import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerMessagesPage as MessagesPage } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/messages`: the contact messages, newest first, and how many are unread. */
export const ownerMessagesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ownerKeys.messagePage(page),
    queryFn: ({ signal }) =>
      ownerCall('listOwnerMessages', { query: { page: page > 1 ? page : undefined } }, { signal }),
    staleTime: 30_000,
  });

/** `POST /api/owner/messages/:id/lu {lu}`: the list and its unread count follow at once. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lu }: { id: number; lu: boolean }) =>
      ownerCall('markOwnerMessage', { params: { id }, body: { lu } }),
    onMutate: ({ id, lu }) => {
      queryClient.setQueriesData<MessagesPage>({ queryKey: ownerKeys.messages() }, (page) => {
        if (!page) return page;
        const before = page.messages.find((message) => message.id === id);
        if (!before || before.lu === lu) return page;
        return {
          ...page,
          unread: page.unread + (lu ? -1 : 1),
          messages: page.messages.map((message) => (message.id === id ? { ...message, lu } : message)),
        };
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.messages() }),
  });
}
