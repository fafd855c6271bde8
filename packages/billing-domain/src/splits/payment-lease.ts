import { add, maximum, money, subtract, type Money } from '../money/money.js';

/**
 * An engaged (PENDING) split holds its amount only while its payment runs (issue 9 "Lifecycle of an engaged
 * split"): a declined or failed payment releases it at once; an intent left unconfirmed this long is cancelled and
 * the split goes back to ISSUED. 15 minutes leaves time for a 3-D Secure challenge.
 */
export const PAYMENT_ENGAGEMENT_LEASE_MS = 15 * 60_000;

/** The smallest upper bound of a tip: 100 currency units at scale 5 (a tip may also reach the split's amount). */
export const MINIMUM_TIP_CEILING = 100 * 100_000;

/** The largest tip a split accepts: its amount, or MINIMUM_TIP_CEILING when that is higher. */
export function maximumTip(billSplitAmount: Money): Money {
  return maximum(billSplitAmount, money(MINIMUM_TIP_CEILING, billSplitAmount.currency));
}

/** What a split's payment captures: "the charge is the debt" (issue 9). */
export interface PaymentOwedInput {
  billSplitAmount: Money;
  /** The consumer's digital fee (`consumerSundayFees`). */
  fees: Money;
  tip: Money;
  /** The voucher applied to the split (never more than its amount). */
  voucherDiscount: Money;
}

/** Split amount + fees + tip − voucher, never below zero. All amounts are in the split's currency. */
export function paymentAmountOwed(input: PaymentOwedInput): Money {
  const gross = add(add(input.billSplitAmount, input.fees), input.tip);
  return maximum(subtract(gross, input.voucherDiscount), money(0, gross.currency));
}
