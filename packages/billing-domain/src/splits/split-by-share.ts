import { allocate, sum, type Money } from '../money/money.js';
import { err, ok, type Result } from '../result/result.js';

/** "guests 2 to 32" (2-paying §5). */
export const MIN_GUESTS = 2;
/** "Guest sectors 1 to 32" (2-paying §9): at most 32. */
export const MAX_GUESTS = 32;

export type ShareSplitError =
  | { code: 'guests-out-of-range'; numberOfGuests: number }
  | { code: 'shares-out-of-range'; numberOfShares: number; maximum: number }
  | { code: 'guests-locked'; numberOfGuests: number };

/** The inputs of a split by share; `paidShares` are the shares of the ongoing split already paid. */
export interface ShareSplitInput {
  baseAmount: Money;
  numberOfGuests: number;
  numberOfShares: number;
  paidShares: number;
  /** The guest count of the ongoing split by share, if any. */
  ongoingNumberOfGuests?: number | undefined;
}

/** "locked once shares are paid" (2-paying §5): the guest count can change only while no share is paid. */
export function canChangeNumberOfGuests(paidShares: number): boolean {
  return paidShares === 0;
}

/** The largest share count the guest may take: guests minus paid shares (2-paying §5). */
export function maximumShares(numberOfGuests: number, paidShares: number): number {
  return Math.max(numberOfGuests - paidShares, 0);
}

/** "Guest changes clamp shares to the guest count" (2-paying §4), within 1 and guests minus paid shares. */
export function clampShares(numberOfShares: number, numberOfGuests: number, paidShares: number): number {
  return Math.min(Math.max(numberOfShares, 1), Math.max(maximumShares(numberOfGuests, paidShares), 1));
}

/**
 * The amount of a split by share: the base amount is allocated among the guests with largest remainder, and the
 * payer takes the next `numberOfShares` shares after those already paid, so all shares sum to the base amount.
 * "Shares at least 1 and at most guests minus paid shares; guests 2 to 32 sectors, locked once shares are paid"
 * (2-paying §5).
 */
export function splitAmountByShare(input: ShareSplitInput): Result<Money, ShareSplitError> {
  const { baseAmount, numberOfGuests, numberOfShares, paidShares, ongoingNumberOfGuests } = input;
  if (!Number.isInteger(numberOfGuests) || numberOfGuests < MIN_GUESTS || numberOfGuests > MAX_GUESTS) {
    return err({ code: 'guests-out-of-range', numberOfGuests });
  }
  if (ongoingNumberOfGuests !== undefined && !canChangeNumberOfGuests(paidShares) && ongoingNumberOfGuests !== numberOfGuests) {
    return err({ code: 'guests-locked', numberOfGuests });
  }
  const maximum = maximumShares(numberOfGuests, paidShares);
  if (!Number.isInteger(numberOfShares) || numberOfShares < 1 || numberOfShares > maximum) {
    return err({ code: 'shares-out-of-range', numberOfShares, maximum });
  }
  const shares = allocate(
    baseAmount,
    Array.from({ length: numberOfGuests }, () => 1),
  );
  return ok(sum(shares.slice(paidShares, paidShares + numberOfShares), baseAmount.currency));
}
