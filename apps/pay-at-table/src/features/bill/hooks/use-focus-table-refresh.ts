import { FOCUS_REFRESH_GRACE_MS, FOCUS_REFRESH_MIN_INTERVAL_MS } from '@tableside/realtime';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshAdvice, refreshQueryDefaults } from '../../../lib/realtime/refresh-query.js';
import { useServices } from '../../../lib/services-context.js';

/**
 * "Shortly after the page regains focus (30-second grace), a table order refresh is triggered, at most once per 20
 * seconds" (1-core §4), as the focus handling of a table refresh query: it is not fetched on opening (the page holds
 * an answer dated from then), is refetched when the page regains focus once the grace has passed, and an answer
 * stays fresh for 20 s.
 */
export function useFocusTableRefresh(tableId: string | undefined): void {
  const { api, clock } = useServices();
  const [openedAt] = useState(() => clock.now());
  useQuery({
    queryKey: ['pos-refresh', 'table-on-focus', tableId],
    queryFn: tableId === undefined ? skipToken : () => refreshAdvice(() => api.refresh.refreshTable(tableId), 'Table refresh on focus'),
    ...refreshQueryDefaults,
    initialData: null,
    initialDataUpdatedAt: openedAt,
    staleTime: FOCUS_REFRESH_MIN_INTERVAL_MS,
    refetchOnMount: false,
    refetchOnWindowFocus: () => clock.now() - openedAt >= FOCUS_REFRESH_GRACE_MS,
    // The page reads nothing of this query: none of its changes re-renders it.
    notifyOnChangeProps: [],
  });
}
