import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OWNER_ROUTES, type OwnerOrdersExportQuery, type OwnerOrdersQuery } from '@vitrine/contracts';
import { urlOf } from '@/lib/api-client';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

export type OrdersFilter = Partial<Omit<OwnerOrdersQuery, 'page'>> & { page?: number };

const queryOf = ({ page, ...filter }: OrdersFilter) => ({
  ...filter,
  page: page && page > 1 ? page : undefined,
});

/** `GET /api/owner/orders`: a page of the queue, newest first, with the count of every state. */
export const ownerOrdersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: ownerKeys.orderList(filter),
    queryFn: ({ signal }) => ownerCall('listOwnerOrders', { query: queryOf(filter) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/**
 * `GET /api/owner/orders?file=a_confirmer`: the orders to call, in the order to call them. Read again
 * every minute, so the minutes waiting and the call-backs falling due stay true on an open phone.
 */
export const callQueueQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ownerKeys.orderList({ file: 'a_confirmer', page }),
    queryFn: ({ signal }) =>
      ownerCall('listOwnerOrders', { query: queryOf({ file: 'a_confirmer', page }) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

/** The CSV of the orders of a state tab placed in a date range (the whole history when none is given). */
export const ordersCsvHref = (query: OwnerOrdersExportQuery) =>
  urlOf(OWNER_ROUTES, 'exportOwnerOrders', { query });
