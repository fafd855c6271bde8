import {
  equals,
  exceedsForecastedLeftToPay,
  greaterThan,
  heldByOthers,
  isPendingSplitStatus,
  isPositive,
  isSuccessfulSplitStatus,
  lessThan,
  maximum,
  splitBelongsToUser,
  subtract,
  zero,
  type Money,
  type SplitType,
} from '@tableside/billing-domain';
import { forecastedLeftToPayForSplit } from './forecasted-left-to-pay.js';
import type { AlreadyPaidItem, SplitAnomaly } from './split-anomaly.js';
import type { AnomalyBill, AnomalySplit, CurrentUser } from './split-anomaly-input.js';

/** What anomaly detection looks at: the bill, the current user's split and the user. */
export interface SplitAnomalyInput {
  bill: AnomalyBill;
  split: AnomalySplit;
  user: CurrentUser;
  /**
   * The smallest left to pay a payment may leave behind, when the venue has one. Without it,
   * "left to pay under minimum" is known only from the server's left-to-pay-would-be-under-minimum reason.
   */
  minimumLeftToPay?: Money;
}

interface DetectionContext extends SplitAnomalyInput {
  forecastedLeftToPay: Money;
}

type Detector = (context: DetectionContext) => SplitAnomaly | undefined;

/** Split types whose amount comes from the selected items (check or seat splitting selects a whole check). */
const ITEM_BASED_TYPES: ReadonlySet<SplitType> = new Set(['ITEMS', 'CHECK_SEAT']);

const virtualDiscountCouldNotBeBurnt: Detector = ({ split, forecastedLeftToPay }) =>
  split.error?.type === 'virtual-discount-could-not-be-burnt'
    ? { type: 'VirtualDiscountCouldNotBeBurnt', splitAmount: split.amount, forecastedLeftToPay }
    : undefined;

const alreadyPaidItems: Detector = ({ bill, split, user, forecastedLeftToPay }) => {
  // An empty list is what a bill without item tracking carries (the schema's default), so it says nothing.
  if (split.splitItemsSelection === undefined || bill.unpaidItems.length === 0) return undefined;
  const unpaid = new Map<string, number>();
  for (const item of bill.unpaidItems) unpaid.set(item.productId, (unpaid.get(item.productId) ?? 0) + item.quantity);
  // Unpaid items another diner's ongoing split holds are not the diner's to take either (a same-items race).
  const held = new Map<string, number>();
  for (const item of heldByOthers(bill.sundayBillSplits, user)) held.set(item.productId, (held.get(item.productId) ?? 0) + item.quantity);
  const paid: AlreadyPaidItem[] = [];
  const remainingSelection: Record<string, number> = {};
  for (const [productId, selectedQuantity] of Object.entries(split.splitItemsSelection)) {
    if (selectedQuantity === 0) continue;
    const unpaidQuantity = unpaid.get(productId) ?? 0;
    const available = Math.max(unpaidQuantity - (held.get(productId) ?? 0), 0);
    if (selectedQuantity > available) {
      const paidQuantity = Math.max(selectedQuantity - unpaidQuantity, 0);
      paid.push({ productId, selectedQuantity, unpaidQuantity: available, takenByOthersQuantity: selectedQuantity - available - paidQuantity });
    }
    const kept = Math.min(selectedQuantity, available);
    if (kept > 0) remainingSelection[productId] = kept;
  }
  if (paid.length === 0) return undefined;
  return { type: 'AlreadyPaidItems', splitAmount: split.amount, forecastedLeftToPay, alreadyPaidItems: paid, remainingSelection };
};

const billSplitTypeChanged: Detector = ({ bill, split, forecastedLeftToPay }) =>
  split.type === 'SHARE' && split.id !== undefined && !bill.ongoingSplitByShare
    ? { type: 'BillSplitTypeChangedBetweenIssueAndEngage', splitAmount: split.amount, forecastedLeftToPay }
    : undefined;

const invalidSplitByShare: Detector = ({ bill, split, user, forecastedLeftToPay }) => {
  const ongoing = bill.ongoingSplitByShare;
  if (split.type !== 'SHARE' || !ongoing) return undefined;
  const invalid = (reason: Extract<SplitAnomaly, { type: 'InvalidSplitByShare' }>['reason']): SplitAnomaly => ({
    type: 'InvalidSplitByShare',
    splitAmount: split.amount,
    forecastedLeftToPay,
    reason,
  });
  if (split.numberOfGuests !== undefined && split.numberOfGuests !== ongoing.numberOfGuests) return invalid('shares-differ');
  const otherSundayPayment = Object.values(bill.sundayBillSplits).some(
    (other) =>
      other.splitId !== split.id &&
      other.splitType !== 'BY_SHARE' &&
      (isPendingSplitStatus(other.status) || isSuccessfulSplitStatus(other.status)) &&
      !splitBelongsToUser(other, user),
  );
  if (otherSundayPayment || bill.nonSundayBillSplits.length > 0) return invalid('another-payment-exists');
  if (split.baseAmount !== undefined && !equals(split.baseAmount, ongoing.baseAmount)) return invalid('base-amount-changed');
  if (split.numberOfShares !== undefined && (split.numberOfShares < 1 || split.numberOfShares > ongoing.numberOfGuests)) {
    return invalid('shares-out-of-range');
  }
  return undefined;
};

const exceedsForecast: Detector = ({ split, forecastedLeftToPay }) => {
  const exceeded = exceedsForecastedLeftToPay(split.amount, forecastedLeftToPay) || split.error?.type === 'bill-split-exceeds-forecasted-left-to-pay';
  if (!exceeded) return undefined;
  // An overpaid bill has a negative forecast: nothing is payable, so the excess is at most the split itself.
  const payable = maximum(forecastedLeftToPay, zero(forecastedLeftToPay.currency));
  return {
    type: ITEM_BASED_TYPES.has(split.type) ? 'SplitPerItemsAmountExceedsForecastedLeftToPay' : 'SplitAmountExceedsForecastedLeftToPay',
    splitAmount: split.amount,
    forecastedLeftToPay,
    excess: maximum(subtract(split.amount, payable), zero(split.amount.currency)),
  };
};

const amountChanged: Detector = ({ split, forecastedLeftToPay }) =>
  split.error?.type === 'bill-split-amount-changed-between-issue-and-engage'
    ? {
        type: 'SplitAmountChangedBetweenIssueAndEngage',
        splitAmount: split.amount,
        forecastedLeftToPay,
        previousBillSplitAmount: split.error.previousBillSplitAmount,
        newBillSplitAmount: split.error.newBillSplitAmount,
      }
    : undefined;

const notEnoughLeftToPay: Detector = ({ split, forecastedLeftToPay, minimumLeftToPay }) => {
  const rest = subtract(forecastedLeftToPay, split.amount);
  const underMinimum = minimumLeftToPay !== undefined && isPositive(rest) && lessThan(rest, minimumLeftToPay);
  return underMinimum || split.error?.type === 'left-to-pay-would-be-under-minimum'
    ? { type: 'NotEnoughLeftToPay', splitAmount: split.amount, forecastedLeftToPay }
    : undefined;
};

const leftToPayIncreased: Detector = ({ split, forecastedLeftToPay }) =>
  split.type === 'REMAINING_AMOUNT' && greaterThan(forecastedLeftToPay, split.amount)
    ? {
        type: 'LeftToPayIncreasedWhenSplitTypeRemainingAmount',
        splitAmount: split.amount,
        forecastedLeftToPay,
        increase: subtract(forecastedLeftToPay, split.amount),
      }
    : undefined;

/**
 * The detectors in the spec's order (2-paying §4 "Anomalies and recovery"): voucher could not be burnt;
 * already paid items; split type changed (share); invalid split by share; exceeds forecasted left to pay;
 * amount changed between issue and engage; left to pay under minimum; left to pay increased (remaining amount).
 */
const ANOMALY_DETECTION_ORDER: readonly Detector[] = [
  virtualDiscountCouldNotBeBurnt,
  alreadyPaidItems,
  billSplitTypeChanged,
  invalidSplitByShare,
  exceedsForecast,
  amountChanged,
  notEnoughLeftToPay,
  leftToPayIncreased,
];

/**
 * Detects the first anomaly of the current split, in the spec's order (2-paying §4), or undefined when the
 * split can be issued or paid as it is.
 */
export function detectSplitAnomaly(input: SplitAnomalyInput): SplitAnomaly | undefined {
  const context: DetectionContext = { ...input, forecastedLeftToPay: forecastedLeftToPayForSplit(input.bill, input.split) };
  for (const detect of ANOMALY_DETECTION_ORDER) {
    const anomaly = detect(context);
    if (anomaly !== undefined) return anomaly;
  }
  return undefined;
}
