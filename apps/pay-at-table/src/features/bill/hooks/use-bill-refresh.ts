import { createRefreshScheduler } from '@tableside/realtime';
import { useEffect } from 'react';
import { useServices } from '../../../lib/services-context.js';

/**
 * Polls `PUT /refresh-bill-scheduler/bills/{billId}/refresh` on the server-advised delay (20 s fallback, 1 s
 * de-duplication: the realtime package's refresh scheduler). New bill data then arrives through realtime.
 */
export function useBillRefresh(billId: string): void {
  const { api, clock, timers } = useServices();
  useEffect(() => {
    const scheduler = createRefreshScheduler({
      refresh: async () => {
        const result = await api.refresh.refreshBill(billId);
        if (result.ok) return result.value.advisoryDelayUntilNext;
        console.warn('Bill refresh failed', result.error);
        return undefined;
      },
      clock,
      timers,
    });
    void scheduler.start();
    return () => scheduler.stop();
  }, [api, clock, timers, billId]);
}
