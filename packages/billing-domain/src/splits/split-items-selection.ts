import { greaterThan, isPositive, sum, type Money } from '../money/money.js';
import type { Bill } from '../schemas/bill.js';
import type { SplitItem } from '../schemas/split-item.js';

/** Whether the diner may select or unselect an item: available, or selected by them (not by another diner). */
export function isSelectableSplitItem(item: Pick<SplitItem, 'kind' | 'consumer'>): boolean {
  return item.kind === 'available' || (item.kind === 'selected' && item.consumer === undefined);
}

/** "available items become selected or unselected" (2-paying §4): the selection with one item toggled. */
export function toggleSplitItem(selectedIds: ReadonlySet<string>, item: Pick<SplitItem, 'id' | 'kind' | 'consumer'>): Set<string> {
  const next = new Set(selectedIds);
  if (next.has(item.id)) next.delete(item.id);
  else if (isSelectableSplitItem(item)) next.add(item.id);
  return next;
}

/**
 * "a group can be toggled at once; check or seat splitting selects a whole check" (2-paying §4): every selectable
 * item of the group becomes selected, or, when all of them already are, unselected.
 */
export function toggleSplitItemGroup(items: readonly SplitItem[], selectedIds: ReadonlySet<string>, groupId: string): Set<string> {
  const group = items.filter((item) => item.groupId === groupId && isSelectableSplitItem(item));
  const allSelected = group.length > 0 && group.every((item) => selectedIds.has(item.id));
  const next = new Set(selectedIds);
  for (const item of group) {
    if (allSelected) next.delete(item.id);
    else next.add(item.id);
  }
  return next;
}

/**
 * "Items paid in the meantime show as already paid with a warning count" (2-paying §4): how many items the diner
 * selected are now paid or marked as paid. Items another diner has only chosen are counted apart
 * ({@link itemsTakenInTheMeantime}): they are not paid.
 */
export function itemsPaidInTheMeantime(items: readonly SplitItem[], selectedIds: ReadonlySet<string>): number {
  return items.filter((item) => selectedIds.has(item.id) && (item.kind === 'paid' || item.kind === 'marked-as-paid')).length;
}

/** How many items the diner selected another diner's ongoing split has chosen since (selected, not paid). */
export function itemsTakenInTheMeantime(items: readonly SplitItem[], selectedIds: ReadonlySet<string>): number {
  return items.filter((item) => selectedIds.has(item.id) && item.kind === 'selected' && item.consumer !== undefined).length;
}

/** The diner's selection as the by-items call sends it: product id to scale-5 quantity (1-core §3). */
export function splitItemsSelection(items: readonly SplitItem[]): Record<string, number> {
  const selection: Record<string, number> = {};
  for (const item of items) {
    if (item.kind !== 'selected' || item.consumer !== undefined) continue;
    selection[item.productId] = (selection[item.productId] ?? 0) + item.quantity;
  }
  return selection;
}

/** The totals of the items page (2-paying §2 "Items-split page"). */
export interface ItemsSplitTotals {
  readonly totalBill: Money;
  readonly leftToPay: Money;
  readonly selectedTotal: Money;
  /** "shown red when the selection exceeds left to pay" */
  readonly exceedsLeftToPay: boolean;
  /** "Split by items: confirm disabled when selected total is 0" (2-paying §5) */
  readonly canConfirm: boolean;
}

/** Total bill, left to pay and the selected total, with the two rules that hang on them (2-paying §2, §5). */
export function itemsSplitTotals(bill: Pick<Bill, 'totalBillAmount' | 'leftToPay'>, items: readonly SplitItem[]): ItemsSplitTotals {
  const selectedTotal = sum(
    items.filter((item) => item.kind === 'selected' && item.consumer === undefined).map((item) => item.amount),
    bill.totalBillAmount.currency,
  );
  return {
    totalBill: bill.totalBillAmount,
    leftToPay: bill.leftToPay,
    selectedTotal,
    exceedsLeftToPay: greaterThan(selectedTotal, bill.leftToPay),
    canConfirm: isPositive(selectedTotal),
  };
}

/** Why a bill does not offer the split by items. */
export type SplitByItemsBlock = 'ongoing-split-by-share' | 'no-item-left';

/**
 * "items is hidden when the bill blocks it" (2-paying §4): a bill already divided by shares cannot also be paid
 * by items, and a bill with no item left to choose has nothing to offer.
 */
export function splitByItemsBlock(bill: Pick<Bill, 'ongoingSplitByShare'>, items: readonly SplitItem[]): SplitByItemsBlock | undefined {
  if (bill.ongoingSplitByShare !== undefined) return 'ongoing-split-by-share';
  if (!items.some(isSelectableSplitItem)) return 'no-item-left';
  return undefined;
}
