import { createFocusRefreshTrigger } from '@tableside/realtime';
import { useEffect } from 'react';
import { useServices } from '../../../lib/services-context.js';

/**
 * "Shortly after the page regains focus (30-second grace), a table order refresh is triggered, at most once per 20
 * seconds" (1-core §4): the realtime package's focus trigger, fed by the browser's focus and visibility events.
 */
export function useFocusTableRefresh(tableId: string | undefined): void {
  const { api, clock } = useServices();
  useEffect(() => {
    if (tableId === undefined) return undefined;
    const trigger = createFocusRefreshTrigger({
      clock,
      refresh: () => {
        void api.refresh.refreshTable(tableId).then((result) => {
          if (!result.ok) console.warn('Table refresh on focus failed', result.error);
        });
      },
    });
    const onFocus = () => void trigger.onFocusRegained();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, clock, tableId]);
}
