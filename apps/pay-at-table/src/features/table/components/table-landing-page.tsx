import { billSchema, isTableDeviceOwn, tableDeviceSchema, venueSchema } from '@tableside/billing-domain';
import { EmptyState, ErrorState, Spinner } from '@tableside/ui';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useTableParams } from '../../../lib/route-params.js';
import { useServices } from '../../../lib/services-context.js';
import { useNow } from '../../../lib/use-now.js';
import { useLiveDocument, useLiveQueryFirst } from '../../../lib/realtime/live-query.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { tableLandingDecision } from '../api/table-landing-decision.js';
import { useTableRefresh } from '../hooks/use-table-refresh.js';
import type { MenuLandingProps } from './menu-landing.js';

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
  const device = useLiveDocument(`table_devices/${deviceId}`, tableDeviceSchema);
  const venue = useLiveDocument(`venues/${venueId}`, venueSchema);
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
  const bill = useLiveQueryFirst('bills', where, billSchema);
  const decision =
    device.status === 'success' && bill.status !== 'pending'
      ? { tableDevice: device.data, bill: bill.status === 'success' ? bill.data : undefined }
      : undefined;
  // "The table refresh stops once the order is fresh and the user's own" (1-core §4).
  const done = device.status === 'success' && device.data.orderId !== undefined && isTableDeviceOwn(device.data, initialRenderAt);
  const refreshed = useTableRefresh(tableId, done);

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
