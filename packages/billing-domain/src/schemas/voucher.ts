import * as z from 'zod/mini';
import { currencyCodeSchema, nonNegativeMoneySchema } from '../money/money.js';

/** Voucher failure codes (2-paying §5). */
export const voucherErrorCodeSchema = z.enum([
  'EXPIRED',
  'NOT_YET_ACTIVE',
  'INSUFFICIENT_AMOUNT',
  'UNKNOWN',
  'INVALID_CURRENCY',
  'INVALID_VENUE',
  'MAX_USE_REACHED',
  'UNEXPECTED',
]);
export type VoucherErrorCode = z.infer<typeof voucherErrorCodeSchema>;

/** Voucher data {expiredDate, startedAt, minimalAmount, currency, maxUse} (1-core §3, 2-paying §7). */
export const voucherDataSchema = z.object({
  expiredDate: z.optional(z.string()),
  startedAt: z.optional(z.string()),
  minimalAmount: z.optional(z.number().check(z.minimum(0))),
  currency: z.optional(currencyCodeSchema),
  maxUse: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export type VoucherData = z.infer<typeof voucherDataSchema>;

/** A voucher result: code and data, with the discount when applicable (2-paying §3). */
export const voucherResultSchema = z.object({
  code: z.string(),
  data: z._default(voucherDataSchema, {}),
  discountPercentage: z.optional(z.number().check(z.minimum(0))),
  discountAmount: z.optional(nonNegativeMoneySchema),
});
export type VoucherResult = z.infer<typeof voucherResultSchema>;
