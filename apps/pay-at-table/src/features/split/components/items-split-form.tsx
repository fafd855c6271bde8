import {
  NO_ITEM_GROUP,
  exhaustiveSwitchError,
  isSelectableSplitItem,
  itemsPaidInTheMeantime,
  itemsSplitTotals,
  itemsTakenInTheMeantime,
  splitItemsSelection,
  toggleSplitItem,
  toggleSplitItemGroup,
  type SplitItem,
} from '@tableside/billing-domain';
import { Banner, Button } from '@tableside/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services-context.js';
import type { BillDocument } from '../../../lib/documents/bill-document-schema.js';
import { useFormatMoney } from '../../../lib/i18n/use-format-money.js';
import classes from './items-split-form.module.css';
import { intendedItemsSelection } from '../api/intended-items-selection.js';
import { issueItemsSplit } from '../../../lib/operations/issue-items-split.js';
import { markItemsAsPaid } from '../api/mark-items-as-paid.js';
import type { useIssueSplit } from '../../../lib/operations/use-issue-split.js';

export interface ItemsSplitFormProps {
  readonly bill: BillDocument;
  readonly items: readonly SplitItem[];
  readonly selectedIds: ReadonlySet<string>;
  readonly onSelect: (selectedIds: Set<string>) => void;
  /** The check or seat the split belongs to (route state subOrderId). */
  readonly subOrderId: string | undefined;
  readonly flow: ReturnType<typeof useIssueSplit>;
}

function groupsOf(items: readonly SplitItem[]): { id: string; name: string; items: SplitItem[] }[] {
  const groups: { id: string; name: string; items: SplitItem[] }[] = [];
  for (const item of items) {
    const group = groups.find((candidate) => candidate.id === item.groupId);
    if (group) group.items.push(item);
    else groups.push({ id: item.groupId, name: item.groupName, items: [item] });
  }
  return groups;
}

/**
 * The items-split page (2-paying §2, §4 "By items"): items grouped by seat, a group toggled at once, items paid
 * in the meantime with a warning count, the totals (selected total red above the left to pay), confirm disabled
 * at 0, and 'mark as paid' through the shared store. Every rule comes from billing-domain.
 */
export function ItemsSplitForm({ bill, items, selectedIds, onSelect, subOrderId, flow }: ItemsSplitFormProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { store } = useServices();
  const [marking, setMarking] = useState<'idle' | 'marking' | 'failed'>('idle');
  const totals = itemsSplitTotals(bill, items);
  const paidMeanwhile = itemsPaidInTheMeantime(items, selectedIds);
  const takenMeanwhile = itemsTakenInTheMeantime(items, selectedIds);
  // Items lost since they were chosen keep confirm open, so confirming leads to the AlreadyPaidItems recovery.
  const lostMeanwhile = paidMeanwhile + takenMeanwhile > 0;
  const selection = splitItemsSelection(items);
  const mine = items.filter((item) => item.kind === 'selected' && item.consumer === undefined);

  function stateLabel(item: SplitItem): string | undefined {
    switch (item.kind) {
      case 'available':
        return undefined;
      case 'selected':
        return item.consumer === undefined ? undefined : t('app.split.items.takenByOther');
      case 'paid':
        return t('app.split.items.paid');
      case 'marked-as-paid':
        return t('app.split.items.markedAsPaid');
      default:
        return exhaustiveSwitchError(item.kind);
    }
  }

  async function markAsPaid() {
    setMarking('marking');
    const written = await markItemsAsPaid(store, bill.id, mine);
    setMarking(written.ok ? 'idle' : 'failed');
    if (written.ok) onSelect(new Set());
  }

  return (
    <form
      className={classes.actions}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!totals.canConfirm && !lostMeanwhile) return;
        // The anomaly check sees the items paid or chosen in the meantime too ("Check for anomalies first", 2-paying §4).
        const intended = lostMeanwhile
          ? intendedItemsSelection(items, selectedIds, bill.totalBillAmount.currency)
          : { amount: totals.selectedTotal, splitItemsSelection: selection };
        void flow.issue(bill, { type: 'ITEMS', ...intended }, (services) => issueItemsSplit(services, bill.id, selection, subOrderId));
      }}
    >
      {paidMeanwhile > 0 ? <Banner tone="warning">{t('app.split.items.paidMeanwhile', { count: paidMeanwhile })}</Banner> : null}
      {takenMeanwhile > 0 ? <Banner tone="warning">{t('app.split.items.takenMeanwhile', { count: takenMeanwhile })}</Banner> : null}
      {marking === 'failed' ? <Banner tone="error">{t('app.split.items.markFailed')}</Banner> : null}
      <ul className={classes.groups} aria-label={t('app.split.items.label')}>
        {groupsOf(items).map((group) => {
          const selectable = group.items.filter(isSelectableSplitItem);
          const allSelected = selectable.length > 0 && selectable.every((item) => selectedIds.has(item.id));
          const title = group.id === NO_ITEM_GROUP ? t('app.split.items.label') : group.name;
          const titleId = `items-group-${group.id}`;
          return (
            <li key={group.id} className={classes.group} aria-labelledby={titleId}>
              <div className={classes.groupHeader}>
                <h2 id={titleId} className={classes.groupTitle}>
                  {title}
                </h2>
                {selectable.length > 0 ? (
                  <Button variant="ghost" onClick={() => onSelect(toggleSplitItemGroup(items, selectedIds, group.id))}>
                    {allSelected ? t('app.split.items.unselectGroup', { group: title }) : t('app.split.items.selectGroup', { group: title })}
                  </Button>
                ) : null}
              </div>
              <ul className={classes.items}>
                {group.items.map((item) => {
                  const label = stateLabel(item);
                  const inputId = `split-item-${item.id}`;
                  return (
                    <li key={item.id} className={classes.item}>
                      <label htmlFor={inputId}>
                        <input
                          id={inputId}
                          type="checkbox"
                          className={classes.checkbox}
                          checked={item.kind === 'selected' && item.consumer === undefined}
                          disabled={!isSelectableSplitItem(item)}
                          onChange={() => onSelect(toggleSplitItem(selectedIds, item))}
                        />
                        <span className={classes.name}>{item.name}</span>
                        {label ? <span className={classes.state}>{label}</span> : null}
                        <span>{format(item.amount)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      <dl className={classes.totals}>
        <dt>{t('app.split.items.totalBill')}</dt>
        <dd>{format(totals.totalBill)}</dd>
        <dt>{t('app.bill.leftToPay')}</dt>
        <dd>{format(totals.leftToPay)}</dd>
        <dt>{t('app.split.items.selectedTotal')}</dt>
        <dd className={totals.exceedsLeftToPay ? classes.exceeding : undefined} aria-live="polite">
          {format(totals.selectedTotal)}
        </dd>
      </dl>
      {totals.exceedsLeftToPay ? <p className={classes.exceeding}>{t('app.split.items.exceeds')}</p> : null}
      <Button type="submit" fullWidth disabled={!totals.canConfirm && !lostMeanwhile} loading={flow.state === 'issuing'} loadingLabel={t('app.loading')}>
        {t('app.split.confirm')}
      </Button>
      <Button
        variant="secondary"
        fullWidth
        disabled={mine.length === 0}
        loading={marking === 'marking'}
        loadingLabel={t('app.loading')}
        onClick={() => void markAsPaid()}
      >
        {t('app.split.items.markAsPaid')}
      </Button>
    </form>
  );
}
