import { skipToken, useQuery } from '@tanstack/react-query';
import { advisedRefetchInterval, refreshAdvice, refreshQueryDefaults } from '../../../lib/realtime/refresh-query.js';
import { useServices } from '../../../lib/services-context.js';

/**
 * Syncs the table from the point of sale on the advised delay (a query whose `refetchInterval` is the advice) until
 * `done`: "The table refresh stops once the order is fresh and the user's own" (1-core §4). True once a refresh has
 * answered.
 */
export function useTableRefresh(tableId: string | undefined, done: boolean): boolean {
  const { api } = useServices();
  const refresh = useQuery({
    queryKey: ['pos-refresh', 'table', tableId],
    queryFn: tableId === undefined ? skipToken : () => refreshAdvice(() => api.refresh.refreshTable(tableId), 'Table refresh'),
    ...refreshQueryDefaults,
    refetchInterval: done ? false : advisedRefetchInterval,
  });
  return refresh.isFetched;
}
