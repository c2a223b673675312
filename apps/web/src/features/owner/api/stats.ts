import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** A period of the dashboard: both days (`YYYY-MM-DD`, Tunis), or neither for the API's last 30 days. */
export interface StatsPeriod {
  du?: string | undefined;
  au?: string | undefined;
}

/** The dashboard's keys, under `['owner']` with the console's others (signing out forgets them too). */
export const statsKeys = {
  all: () => [...ownerKeys.all, 'stats'] as const,
  period: (period: StatsPeriod) => [...statsKeys.all(), period] as const,
};

/** `GET /api/owner/stats?du=&au=`: the shop's figures over the orders placed in the period. */
export const ownerStatsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: statsKeys.period(period),
    queryFn: ({ signal }) => ownerCall('getOwnerStats', { query: period }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
