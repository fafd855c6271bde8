import { billSchema, isTableDeviceOwn, tableDeviceSchema, venueSchema, type TableDevice } from '@tableside/billing-domain';
import { createRefreshScheduler } from '@tableside/realtime';
import { EmptyState, ErrorState, Spinner } from '@tableside/ui';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useTableParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useNow } from '../../../lib/use-now.js';
import { useDocument } from '../../../lib/realtime/hooks/use-document.js';
import { useQueryFirst } from '../../../lib/realtime/hooks/use-query-first.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { tableLandingDecision } from '../api/table-landing-decision.js';
import type { MenuLandingProps } from './menu-landing.js';

/** Syncs the table from the point of sale on the advised delay until its order is fresh and the diner's own. */
function useTableRefresh(tableId: string | undefined, isDone: () => boolean): boolean {
  const { api, clock, timers } = useServices();
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    if (tableId === undefined) return undefined;
    const scheduler = createRefreshScheduler({
      refresh: async () => {
        const result = await api.refresh.refreshTable(tableId);
        setRefreshed(true);
        if (result.ok) return result.value.advisoryDelayUntilNext;
        console.warn('Table refresh failed', result.error);
        return undefined;
      },
      isDone,
      clock,
      timers,
    });
    void scheduler.start();
    return () => scheduler.stop();
  }, [api, clock, timers, tableId, isDone]);
  return refreshed;
}

/**
 * Table landing (1-core §2): loads the table device and the venue, then sends the diner to the open bill. The menu
 * landing (menu-landing.tsx with the menu and ordering widgets) is composed and lazy-loaded by the app layer.
 */
export function TableLandingPage({ MenuLanding }: { readonly MenuLanding: ComponentType<MenuLandingProps> }) {
  const { t } = useTranslation();
  const { venueId, deviceId } = useTableParams();
  const { clock } = useServices();
  const [initialRenderAt] = useState(() => clock.now());
  const now = useNow();
  const device = useDocument(`table_devices/${deviceId}`, tableDeviceSchema);
  const venue = useDocument(`venues/${venueId}`, venueSchema);
  const tableId = device.status === 'success' ? device.data.tableId : undefined;
  const where = useMemo(
    () =>
      tableId === undefined
        ? undefined
        : ([
            ['order.tableId', '==', tableId],
            ['closed', '==', false],
          ] as const),
    [tableId],
  );
  const bill = useQueryFirst('bills', where, billSchema);
  const decision =
    device.status === 'success' && bill.status !== 'pending'
      ? { tableDevice: device.data, bill: bill.status === 'success' ? bill.data : undefined }
      : undefined;
  const deviceRef = useRef<TableDevice | undefined>(undefined);
  deviceRef.current = device.status === 'success' ? device.data : undefined;
  // "The table refresh stops once the order is fresh and the user's own" (1-core §4).
  const isDone = useCallback(() => {
    const current = deviceRef.current;
    return current?.orderId !== undefined && isTableDeviceOwn(current, initialRenderAt);
  }, [initialRenderAt]);
  const refreshed = useTableRefresh(tableId, isDone);

  if (device.status === 'missing' || device.status === 'error') return <ErrorState title={t('app.table.notAssociatedWithTableDevice')} />;
  if (venue.status === 'missing' || venue.status === 'error') return <ErrorState title={t('app.table.notAssociatedWithVenue')} />;
  if (!decision || venue.status !== 'success') return <Spinner label={t('table.fetching')} showLabel />;

  const next = tableLandingDecision({ ...decision, venue: venue.data, refreshed, initialRenderAt, now });
  switch (next.kind) {
    case 'redirect-to-bill':
      // The bill route's code may take seconds to arrive on a slow network: keep saying what is loading meanwhile.
      return (
        <>
          <Spinner label={t('table.fetching')} showLabel />
          <Navigate to={paths.bill(venueId, next.billId)} replace />
        </>
      );
    case 'loading':
      return <Spinner label={t('table.fetching')} showLabel />;
    case 'redirect-to-menu':
      return <Navigate to={orderingPaths.menus({ kind: 'table', venueId, deviceId })} replace />;
    case 'menu-landing':
      return (
        <Suspense fallback={<Spinner label={t('table.fetching')} showLabel />}>
          <MenuLanding venue={venue.data} tableDevice={decision.tableDevice} bill={decision.bill} />
        </Suspense>
      );
    case 'no-bill':
      return (
        <>
          <p>{venue.data.name}</p>
          <EmptyState title={t('landing.noBillYet')} description={t('landing.noBillYet.subtitle')} />
        </>
      );
    default: {
      const unreachable: never = next;
      throw new Error(`Unhandled table landing decision ${JSON.stringify(unreachable)}`);
    }
  }
}
