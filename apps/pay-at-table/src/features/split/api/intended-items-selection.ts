import { sum, type CurrencyCode, type Money, type SplitItem } from '@tableside/billing-domain';

/** The diner's own selection as the anomaly check sees it: what they chose, paid in the meantime included. */
export interface IntendedItemsSelection {
  /** Product id to scale-5 quantity, as the by-items call sends it (1-core §3). */
  readonly splitItemsSelection: Record<string, number>;
  readonly amount: Money;
}

/**
 * What the diner selected, including the items paid or marked as paid since they selected them. "Items paid in the
 * meantime show as already paid with a warning count" and "Split issue flow: 1. Check for anomalies first"
 * (2-paying §4): the check must see those items, or the AlreadyPaidItems anomaly could never show. Items another
 * diner's split chose since (a same-items race) stay in too, so the recovery tells the diner and offers the rest.
 */
export function intendedItemsSelection(items: readonly SplitItem[], selectedIds: ReadonlySet<string>, currency: CurrencyCode): IntendedItemsSelection {
  const chosen = items.filter((item) => selectedIds.has(item.id) && item.kind !== 'available');
  const splitItemsSelection: Record<string, number> = {};
  for (const item of chosen) splitItemsSelection[item.productId] = (splitItemsSelection[item.productId] ?? 0) + item.quantity;
  return {
    splitItemsSelection,
    amount: sum(
      chosen.map((item) => item.amount),
      currency,
    ),
  };
}
