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

/** The CSV of the orders of a state tab placed in a date range (the whole history when none is given). */
export const ordersCsvHref = (query: OwnerOrdersExportQuery) =>
  urlOf(OWNER_ROUTES, 'exportOwnerOrders', { query });
