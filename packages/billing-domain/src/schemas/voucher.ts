import { z } from 'zod';
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
  expiredDate: z.string().optional(),
  startedAt: z.string().optional(),
  minimalAmount: z.number().min(0).optional(),
  currency: currencyCodeSchema.optional(),
  maxUse: z.number().int().min(0).optional(),
});
export type VoucherData = z.infer<typeof voucherDataSchema>;

/** A voucher result: code and data, with the discount when applicable (2-paying §3). */
export const voucherResultSchema = z.object({
  code: z.string(),
  data: voucherDataSchema.default({}),
  discountPercentage: z.number().min(0).optional(),
  discountAmount: nonNegativeMoneySchema.optional(),
});
export type VoucherResult = z.infer<typeof voucherResultSchema>;
