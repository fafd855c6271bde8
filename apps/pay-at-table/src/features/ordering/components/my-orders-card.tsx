import { billOrderStatusGroup } from '@tableside/billing-domain';
import { groupBillOrders, type BillOrder } from '@tableside/ordering';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import classes from './ordering.module.css';

function OrderList({ orders }: { readonly orders: readonly BillOrder[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <ul className={classes.orders}>
      {orders.map((order) => (
        <li key={order.orderId} className={classes.order}>
          <span className={classes.status}>{t(`app.ordering.status.${billOrderStatusGroup(order.status)}`)}</span>
          <ul className={classes.orderItems}>
            {order.items.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.quantity} × {item.name}
                {item.priceIncludingSubItems ? ` · ${formatMoney(item.priceIncludingSubItems)}` : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The My orders card (3-menus §2, §4 "Bill order status"): pending orders together under a pending heading,
 * orders placed on the POS, and failed or canceled ones in a collapsible block.
 */
export function MyOrdersCard({ orders }: { readonly orders: readonly BillOrder[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) return null;
  const sections = groupBillOrders(orders);
  return (
    <section className={classes.card} aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">{t('app.ordering.myOrders')}</h2>
      {sections.pending.length > 0 ? (
        <>
          <h3>{t('app.ordering.pendingHeading')}</h3>
          <OrderList orders={sections.pending} />
        </>
      ) : null}
      {sections.placedOnPos.length > 0 ? (
        <>
          <h3>{t('app.ordering.placedHeading')}</h3>
          <OrderList orders={sections.placedOnPos} />
        </>
      ) : null}
      {sections.failedOrCancelled.length > 0 ? (
        <details>
          <summary className={classes.summary}>{t('app.ordering.failedHeading', { count: sections.failedOrCancelled.length })}</summary>
          <OrderList orders={sections.failedOrCancelled} />
        </details>
      ) : null}
    </section>
  );
}
