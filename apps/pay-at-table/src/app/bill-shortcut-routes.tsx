import { Spinner } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useBillContext } from '../lib/data/use-bill-context.js';
import { orderingPaths } from '../lib/menu-paths.js';
import { paths } from '../lib/paths.js';
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
  if (context.status === 'pending') return <Spinner label={t('table.fetching')} />;
  if (context.status === 'missing') return <NotFoundPage />;
  const device = context.tableDevice;
  const to = device ? orderingPaths.basket(venueId, device.id) : orderingPaths.menus({ kind: 'bill', venueId, billId });
  return <Navigate to={to} replace />;
}

/** `/venues/{venueId}/bills/{billId}/items` (1-core §2 Bills): paying by items, the new split page opened on that type. */
export function BillItemsRoute() {
  const { venueId, billId } = useBillParams();
  const state: NewSplitRouteState = { splitType: 'items' };
  return <Navigate to={paths.newSplit(venueId, billId)} state={state} replace />;
}
