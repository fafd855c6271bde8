import { minimum, multiplyByRate, nonNegativeMoneySchema, type Money, type VoucherResult } from '@tableside/billing-domain';
import * as z from 'zod/mini';

/** A voucher the diner applied: its code and the discount it gives on the base amount (2-paying §3 "Voucher"). */
export const appliedVoucherSchema = z.object({ code: z.string().check(z.minLength(1)), discountAmount: nonNegativeMoneySchema });
export type AppliedVoucher = z.infer<typeof appliedVoucherSchema>;

/** "The code is upper-cased" (2-paying §4 "Voucher"); surrounding spaces are not part of a code. */
export function normaliseVoucherCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * The voucher as applied to the base amount: the server's discount amount, else its percentage (hundredths of a
 * percent) of the base, never more than the base; undefined when the answer carries neither.
 */
export function appliedVoucherOf(result: VoucherResult, base: Money): AppliedVoucher | undefined {
  if (result.discountAmount) return { code: result.code, discountAmount: minimum(result.discountAmount, base) };
  if (result.discountPercentage !== undefined && Number.isInteger(result.discountPercentage)) {
    return { code: result.code, discountAmount: minimum(multiplyByRate(base, result.discountPercentage, 'down'), base) };
  }
  return undefined;
}
