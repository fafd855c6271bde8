import type { Money } from '@tableside/billing-domain';

/** Amounts every anomaly carries: the split's amount and the forecasted left to pay available to it. */
interface AnomalyAmounts {
  splitAmount: Money;
  /** The bill's forecasted left to pay plus this split's own amount when the bill already counts it. */
  forecastedLeftToPay: Money;
}

/** A selected item the bill no longer has unpaid (2-paying §4 "Items paid in the meantime show as already paid"). */
export interface AlreadyPaidItem {
  productId: string;
  /** Scale-5 quantity selected in the split. */
  selectedQuantity: number;
  /** Scale-5 quantity still unpaid on the bill and not held by another diner's ongoing split: what the diner can take. */
  unpaidQuantity: number;
  /** Scale-5 part of the shortfall another diner's ongoing split holds (chosen, not paid); the rest is paid. */
  takenByOthersQuantity: number;
}

/** Why a split by share is invalid; the first two pick a different message (2-paying §4 table). */
export type InvalidSplitByShareReason = 'shares-differ' | 'another-payment-exists' | 'base-amount-changed' | 'shares-out-of-range';

/** A detected split anomaly, keyed by the spec's anomaly type (2-paying §8). */
export type SplitAnomaly =
  | (AnomalyAmounts & { type: 'VirtualDiscountCouldNotBeBurnt' })
  | (AnomalyAmounts & {
      type: 'AlreadyPaidItems';
      alreadyPaidItems: AlreadyPaidItem[];
      /** The selection with the already-paid quantities dropped (scale-5 quantities, only positive ones). */
      remainingSelection: Record<string, number>;
    })
  | (AnomalyAmounts & { type: 'BillSplitTypeChangedBetweenIssueAndEngage' })
  | (AnomalyAmounts & { type: 'InvalidSplitByShare'; reason: InvalidSplitByShareReason })
  | (AnomalyAmounts & { type: 'SplitPerItemsAmountExceedsForecastedLeftToPay' | 'SplitAmountExceedsForecastedLeftToPay'; excess: Money })
  | (AnomalyAmounts & {
      type: 'SplitAmountChangedBetweenIssueAndEngage';
      previousBillSplitAmount: Money | undefined;
      newBillSplitAmount: Money | undefined;
    })
  | (AnomalyAmounts & { type: 'NotEnoughLeftToPay' })
  | (AnomalyAmounts & { type: 'LeftToPayIncreasedWhenSplitTypeRemainingAmount'; increase: Money });
