import { add, isZero, negate, subtract, type Money } from '../money/money.js';

/** Breakdown line kinds in the order of 2-paying §9. */
export type PaymentBreakdownLineKind = 'subtotal' | 'serviceCharge' | 'tip' | 'digitalFee' | 'taxesAndFees' | 'voucher' | 'loyaltyDiscount' | 'total';

export interface PaymentBreakdownLine {
  kind: PaymentBreakdownLineKind;
  /** Signed: voucher and loyalty discount lines are negative. */
  amount: Money;
}

/** The amounts a payment is made of; the optional ones are left out of the breakdown when absent or zero. */
export interface PaymentBreakdownInput {
  subtotal: Money;
  serviceCharge?: Money | undefined;
  tip?: Money | undefined;
  digitalFee?: Money | undefined;
  taxesAndFees?: Money | undefined;
  /** The voucher discount, as a positive amount. */
  voucher?: Money | undefined;
  /** The loyalty discount, as a positive amount. */
  loyaltyDiscount?: Money | undefined;
}

/**
 * "Payment breakdown lines: subtotal, service charge, tip, digital/user fee, taxes and fees, voucher, loyalty
 * discount, total" (2-paying §9). The total adds the charges, tip and fee to the subtotal and takes the discounts
 * off.
 */
export function buildPaymentBreakdown(input: PaymentBreakdownInput): PaymentBreakdownLine[] {
  const lines: PaymentBreakdownLine[] = [{ kind: 'subtotal', amount: input.subtotal }];
  let total = input.subtotal;
  const addition = (kind: PaymentBreakdownLineKind, amount: Money | undefined): void => {
    if (!amount || isZero(amount)) return;
    lines.push({ kind, amount });
    total = add(total, amount);
  };
  const deduction = (kind: PaymentBreakdownLineKind, amount: Money | undefined): void => {
    if (!amount || isZero(amount)) return;
    lines.push({ kind, amount: negate(amount) });
    total = subtract(total, amount);
  };
  addition('serviceCharge', input.serviceCharge);
  addition('tip', input.tip);
  addition('digitalFee', input.digitalFee);
  addition('taxesAndFees', input.taxesAndFees);
  deduction('voucher', input.voucher);
  deduction('loyaltyDiscount', input.loyaltyDiscount);
  lines.push({ kind: 'total', amount: total });
  return lines;
}
