import {
  MAX_GUESTS,
  MIN_GUESTS,
  clampShares,
  maximumShares,
  splitAmountByShare,
  type Bill,
  type Money,
  type Result,
  type ShareSplitError,
} from '@tableside/billing-domain';

/** What the divide-the-bill form shows: the base, whether guests are locked, the bounds and the diner's amount. */
export interface ShareSplitModel {
  readonly baseAmount: Money;
  readonly numberOfGuests: number;
  readonly numberOfShares: number;
  readonly paidShares: number;
  readonly guestsLocked: boolean;
  readonly maximumShares: number;
  readonly amount: Result<Money, ShareSplitError>;
}

/**
 * The split-by-share form (2-paying §4 "By share", §5): an ongoing split by share fixes the base and, once shares
 * are paid, the guest count ("locked once shares are paid"); shares are clamped to the guests left; guests are
 * 2 to 32. The amount comes from billing-domain's splitAmountByShare (largest-remainder allocation).
 */
export function shareSplitModel(
  bill: Pick<Bill, 'ongoingSplitByShare' | 'forecastedLeftToPay' | 'order'>,
  requested: { numberOfGuests?: number; numberOfShares?: number },
): ShareSplitModel {
  const ongoing = bill.ongoingSplitByShare;
  const paidShares = ongoing?.shares ?? 0;
  const guestsLocked = ongoing !== undefined && paidShares > 0;
  const baseAmount = ongoing?.baseAmount ?? bill.forecastedLeftToPay;
  const defaultGuests = Math.min(Math.max(bill.order.numberOfGuests, MIN_GUESTS), MAX_GUESTS);
  const numberOfGuests = guestsLocked && ongoing ? ongoing.numberOfGuests : (requested.numberOfGuests ?? ongoing?.numberOfGuests ?? defaultGuests);
  const numberOfShares = clampShares(requested.numberOfShares ?? 1, numberOfGuests, paidShares);
  return {
    baseAmount,
    numberOfGuests,
    numberOfShares,
    paidShares,
    guestsLocked,
    maximumShares: maximumShares(numberOfGuests, paidShares),
    amount: splitAmountByShare({ baseAmount, numberOfGuests, numberOfShares, paidShares, ongoingNumberOfGuests: ongoing?.numberOfGuests }),
  };
}
