import { useQuery } from '@tanstack/react-query';
import { advisedRefetchInterval, refreshAdvice, refreshQueryDefaults } from '../../../lib/realtime/refresh-query.js';
import { useServices } from '../../../lib/services-context.js';

/**
 * Polls `PUT /refresh-bill-scheduler/bills/{billId}/refresh` on the server-advised delay (20 s fallback, 1 s
 * de-duplication, 1-core §4) as a query whose `refetchInterval` is the advice. New bill data then arrives through
 * realtime.
 */
export function useBillRefresh(billId: string): void {
  const { api } = useServices();
  useQuery({
    queryKey: ['pos-refresh', 'bill', billId],
    queryFn: () => refreshAdvice(() => api.refresh.refreshBill(billId), 'Bill refresh'),
    refetchInterval: advisedRefetchInterval,
    ...refreshQueryDefaults,
    // The page reads nothing of this query: none of its changes (fetching, answered, every poll) re-renders it.
    notifyOnChangeProps: [],
  });
}
