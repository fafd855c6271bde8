import type { BillSplitResponse } from '@tableside/api-client';
import { buildPaymentBreakdown, equals, maximum, minimum, subtract, sum, zero, type Money, type PaymentBreakdownLine } from '@tableside/billing-domain';

/** The payment breakdown of a split and what the card is charged. */
export interface SplitPaymentBreakdown {
  readonly lines: PaymentBreakdownLine[];
  readonly total: Money;
  /** The total without the tip: what is left to pay on the split once discounts are taken off. */
  readonly leftAmount: Money;
}

export interface SplitPaymentBreakdownInput {
  readonly split: Pick<BillSplitResponse, 'billSplitAmount' | 'breakdown' | 'consumerSundayFees'>;
  readonly tip: Money | undefined;
  /** The applied voucher's discount. */
  readonly voucher: Money | undefined;
  /** The loyalty reward applied on the split: it pays part of the split amount (never the tip or the fee). */
  readonly loyaltyReward?: Money | undefined;
}

/**
 * "Payment breakdown lines: subtotal, service charge, tip, digital/user fee, taxes and fees, voucher, loyalty
 * discount, total" (2-paying §9) for a split, through billing-domain's buildPaymentBreakdown. The split's added
 * charges are shown apart only when its breakdown adds up to its amount; otherwise the amount is the subtotal. The
 * voucher never takes off more than the split and its fee.
 */
export function splitPaymentBreakdown({ split, tip, voucher, loyaltyReward }: SplitPaymentBreakdownInput): SplitPaymentBreakdown {
  const amount = split.billSplitAmount;
  const currency = amount.currency;
  const charges = split.breakdown?.appliedCharges ?? [];
  const serviceCharge = sum(
    charges.filter((c) => c.type === 'SERVICE_CHARGE').map((c) => c.chargedAmount),
    currency,
  );
  const taxesAndFees = sum(
    charges.filter((c) => c.type !== 'SERVICE_CHARGE').map((c) => c.chargedAmount),
    currency,
  );
  const subTotal = split.breakdown?.subTotal;
  const itemised = subTotal !== undefined && equals(sum([subTotal, serviceCharge, taxesAndFees], currency), amount);
  const digitalFee = split.consumerSundayFees;
  const payable = sum([amount, digitalFee ?? zero(currency)], currency);
  const discount = voucher ? minimum(voucher, payable) : undefined;
  // "split amount + fees + tip − voucher − applied reward", the reward at most what the voucher left of the split amount.
  const rewardRoom = maximum(subtract(amount, voucher ?? zero(currency)), zero(currency));
  const reward = loyaltyReward && loyaltyReward.currency === currency && loyaltyReward.amount > 0 ? minimum(loyaltyReward, rewardRoom) : undefined;
  const lines = buildPaymentBreakdown({
    subtotal: itemised ? subTotal : amount,
    ...(itemised ? { serviceCharge, taxesAndFees } : {}),
    tip,
    digitalFee,
    voucher: discount,
    loyaltyDiscount: reward,
  });
  const last = lines[lines.length - 1];
  if (!last || last.kind !== 'total') throw new Error('A payment breakdown ends with its total');
  const leftAmount = maximum(subtract(last.amount, tip ?? zero(currency)), zero(currency));
  return { lines, total: last.amount, leftAmount };
}
