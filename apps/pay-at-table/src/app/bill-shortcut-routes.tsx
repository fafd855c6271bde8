import { tableDeviceSchema } from '@tableside/billing-domain';
import { Spinner } from '@tableside/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useBillContext } from '../lib/data/use-bill-context.js';
import { orderingPaths } from '../lib/menu-paths.js';
import { paths } from '../lib/paths.js';
import { useLiveQueryFirst } from '../lib/realtime/live-query.js';
import { useBillParams } from '../lib/route-params.js';
import type { NewSplitRouteState } from '../lib/route-state/new-split-route-state.js';
import { NotFoundPage } from './simple-pages.js';

/**
 * `/venues/{venueId}/bills/{billId}/basket` (1-core §2 Bills): the basket of the bill's table, where ordering adds
 * to this bill. A bill with no table device (a tab) has no table basket: its menus are where the diner orders.
 */
export function BillBasketRoute() {
  const { t } = useTranslation();
  const { venueId, billId } = useBillParams();
  const context = useBillContext(venueId, billId);
  // The bill context answers before its query of the table device does (the same live query, read here for its
  // status): until that query answers, a bill at a table would look like a tab and be sent to its menus.
  const tableId = context.status === 'success' ? context.bill.order.tableId : undefined;
  const where = useMemo(() => (tableId === undefined ? undefined : ([['tableId', '==', tableId]] as const)), [tableId]);
  const tableDevice = useLiveQueryFirst('table_devices', where, tableDeviceSchema);
  if (context.status === 'pending' || (tableId !== undefined && tableDevice.status === 'pending')) return <Spinner label={t('table.fetching')} />;
  if (context.status === 'missing') return <NotFoundPage />;
  const device = tableDevice.status === 'success' ? tableDevice.data : undefined;
  const to = device ? orderingPaths.basket(venueId, device.id) : orderingPaths.menus({ kind: 'bill', venueId, billId });
  return <Navigate to={to} replace />;
}

/** `/venues/{venueId}/bills/{billId}/items` (1-core §2 Bills): paying by items, the new split page opened on that type. */
export function BillItemsRoute() {
  const { venueId, billId } = useBillParams();
  const state: NewSplitRouteState = { splitType: 'items' };
  return <Navigate to={paths.newSplit(venueId, billId)} state={state} replace />;
}
