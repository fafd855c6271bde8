import { placedOrdersToConsider } from '@tableside/ordering';
import { Spinner } from '@tableside/ui';
import { tableDeviceSchema } from '@tableside/billing-domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useTableParams } from '../../../lib/route-params.js';
import { useOrdering } from '../../../lib/ordering/use-ordering-store.js';
import { orderingPaths } from '../../../lib/menu-paths.js';
import { useLiveDocument } from '../../../lib/realtime/live-query.js';
import { useBillOrders } from '../../../lib/data/use-bill-orders.js';
import { MyOrdersCard } from './my-orders-card.js';
import classes from './ordering.module.css';

/**
 * `/venues/{venueId}/tables/{deviceId}/bills` (3-menus §2 Table routes): where the diner lands after ordering
 * ("table flow: the table bills page"), with My orders live and the way to the bill once the POS has the order.
 */
export function TableBillsPage() {
  const { t } = useTranslation();
  const { venueId, deviceId } = useTableParams();
  const device = useLiveDocument(`table_devices/${deviceId}`, tableDeviceSchema);
  const tableId = device.status === 'success' ? device.data.tableId : undefined;
  const placedByBusiness = useOrdering((state) => state.placedOrders);
  const placed = Object.values(placedByBusiness).flat();
  const orderIds = tableId === undefined ? [] : placedOrdersToConsider(placed, tableId).map((record) => record.id);
  const orders = useBillOrders(orderIds);
  const billId = orders.find((order) => order.billId !== undefined)?.billId;
  return (
    <section className={classes.page} aria-labelledby="table-bills-title">
      <h1 id="table-bills-title">{t('app.ordering.tableBillsTitle')}</h1>
      {orders.length === 0 ? <Spinner label={t('app.ordering.loadingOrders')} /> : <MyOrdersCard orders={orders} />}
      {billId ? (
        <Link className={classes.link} to={paths.bill(venueId, billId)}>
          {t('app.ordering.seeBill')}
        </Link>
      ) : null}
      <Link className={classes.textLink} to={orderingPaths.menus({ kind: 'table', venueId, deviceId })}>
        {t('app.ordering.backToMenu')}
      </Link>
    </section>
  );
}
