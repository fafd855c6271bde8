import {
  buildSplitItems,
  buildSubBills,
  exhaustiveSwitchError,
  hasSubBills,
  itemsSplitTotals,
  splitItemsSelection,
  toggleSplitItemGroup,
  type SubBillType,
} from '@tableside/billing-domain';
import { Button, Toast } from '@tableside/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.js';
import { useDeviceStore } from '../../../lib/identity/use-device-store.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import type { NewSplitRouteState } from '../../../lib/route-state/new-split-route-state.js';
import { issueItemsSplit } from '../../../lib/operations/issue-items-split.js';
import { useIssueSplit } from '../../../lib/operations/use-issue-split.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import classes from './sub-bills.module.css';
import pageClasses from './bill-page.module.css';

export interface SubBillsProps {
  readonly bill: BillDocument;
  readonly venueId: string;
  /** Whether the bill page allows payment (1-core §4). */
  readonly canPay: boolean;
}

/**
 * The sub-bills of a bill split on the point of sale (1-core §3 "Sub-bill display", §4 "Sub-bills"): each check
 * or seat with its type (paid, partiallyPaid, other), paid ones after unpaid ones (billing-domain's
 * buildSubBills). "Pay-check starts a split by items for that sub-order, or, with seat splitting on the point of
 * sale, opens the split page with a subOrderId state."
 */
export function SubBills({ bill, venueId, canPay }: SubBillsProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const navigate = useNavigate();
  const guestId = useDeviceStore((state) => state.identity?.guestId);
  const flow = useIssueSplit(venueId, bill.id);
  if (!hasSubBills(bill.order)) return null;
  const subBills = buildSubBills(bill.order.subOrders);

  function typeLabel(type: SubBillType): string {
    switch (type) {
      case 'paid':
        return t('app.split.subBills.paid');
      case 'partiallyPaid':
        return t('app.split.subBills.partiallyPaid');
      case 'other':
        return t('app.split.subBills.toPay');
      default:
        return exhaustiveSwitchError(type);
    }
  }

  function payCheck(subOrderId: string) {
    if (bill.order.posSplitMode === 'SPLIT_BY_SEAT_ON_POS') {
      const state: NewSplitRouteState = { subOrderId };
      navigate(paths.newSplit(venueId, bill.id), { state });
      return;
    }
    const user = { deviceId: guestId };
    const unselected = buildSplitItems({ bill, selectedIds: new Set(), user });
    const items = buildSplitItems({ bill, selectedIds: toggleSplitItemGroup(unselected, new Set(), subOrderId), user });
    const selection = splitItemsSelection(items);
    const totals = itemsSplitTotals(bill, items);
    if (!totals.canConfirm) return;
    void flow.issue(bill, { type: 'ITEMS', amount: totals.selectedTotal, splitItemsSelection: selection }, (services) =>
      issueItemsSplit(services, bill.id, selection, subOrderId),
    );
  }

  return (
    <section aria-labelledby="bill-sub-bills">
      {flow.state === 'failed' ? (
        <Toast tone="error" onDismiss={flow.dismiss} dismissLabel={t('app.dismiss')}>
          {t('split.issueSplit.failed')}
        </Toast>
      ) : null}
      <h2 id="bill-sub-bills" className={pageClasses.sectionTitle}>
        {bill.order.posSplitMode === 'SPLIT_BY_SEAT_ON_POS' ? t('app.split.subBills.seats') : t('app.split.subBills.checks')}
      </h2>
      <ul className={classes.list}>
        {subBills.map((subBill) => (
          <li key={subBill.id} className={classes.card} aria-labelledby={`sub-bill-${subBill.id}`}>
            <div className={classes.header}>
              <h3 id={`sub-bill-${subBill.id}`} className={classes.name}>
                {subBill.name}
              </h3>
              <span className={classes.status}>{typeLabel(subBill.type)}</span>
            </div>
            <dl className={classes.amounts}>
              <dt>{t('app.split.subBills.total')}</dt>
              <dd>{format(subBill.totalAmount)}</dd>
              {subBill.type === 'paid' ? null : (
                <>
                  <dt>{t('app.bill.leftToPay')}</dt>
                  <dd>{format(subBill.forecastedLeftToPayOnTotal)}</dd>
                </>
              )}
            </dl>
            {subBill.type === 'paid' ? null : (
              <Button
                variant="secondary"
                fullWidth
                disabled={!canPay}
                loading={flow.state === 'issuing'}
                loadingLabel={t('app.loading')}
                onClick={() => payCheck(subBill.id)}
              >
                {t('app.split.subBills.pay', { name: subBill.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
