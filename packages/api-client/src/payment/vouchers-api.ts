import { moneySchema, type Money } from '@tableside/billing-domain';
import { z } from 'zod';
import { path, type HttpClient } from '../http/http-client.js';
import { err, type Result } from '../result.js';

/** "Voucher failure codes" shown via voucher.error.{code} (2-paying §5), verbatim. */
export const VOUCHER_FAILURE_CODES = [
  'EXPIRED',
  'NOT_YET_ACTIVE',
  'INSUFFICIENT_AMOUNT',
  'UNKNOWN',
  'INVALID_CURRENCY',
  'INVALID_VENUE',
  'MAX_USE_REACHED',
  'UNEXPECTED',
] as const;
export const voucherFailureCodeSchema = z.enum(VOUCHER_FAILURE_CODES);
export type VoucherFailureCode = z.infer<typeof voucherFailureCodeSchema>;

/** Voucher data: `{expiredDate, startedAt, minimalAmount, currency, maxUse}` (1-core §3 "Voucher result"). */
export const voucherDataSchema = z.looseObject({
  expiredDate: z.union([z.string(), z.number()]).nullish(),
  startedAt: z.union([z.string(), z.number()]).nullish(),
  minimalAmount: z.union([z.number(), moneySchema]).nullish(),
  currency: z.string().nullish(),
  maxUse: z.number().nullish(),
});

/** An applicable voucher (2-paying §3 "Voucher: code, discount percentage, discountAmount"). */
export const voucherSchema = z.looseObject({
  code: z.string().min(1),
  percentage: z.number().nullish(),
  discountAmount: moneySchema.nullish(),
  data: voucherDataSchema.nullish(),
});
export type Voucher = z.infer<typeof voucherSchema>;

const voucherFailureBodySchema = z.looseObject({
  code: voucherFailureCodeSchema.optional(),
  type: voucherFailureCodeSchema.optional(),
  data: voucherDataSchema.nullish(),
});

/** "Voucher not applicable" with the server's code and data, or "Voucher unexpected error" with code UNEXPECTED. */
export type VoucherError =
  | { readonly message: 'Voucher not applicable'; readonly code: VoucherFailureCode; readonly data?: z.infer<typeof voucherDataSchema> }
  | { readonly message: 'Voucher unexpected error'; readonly code: 'UNEXPECTED' };

export interface VouchersApi {
  /** `POST /payment/vouchers/{code}` with `{ amount, businessId }` (2-paying §7). */
  evaluateVoucher(input: { code: string; amount: Money; businessId: string }): Promise<Result<Voucher, VoucherError>>;
}

/** Creates the voucher call. */
export function createVouchersApi(http: HttpClient): VouchersApi {
  return {
    async evaluateVoucher({ code, amount, businessId }) {
      const result = await http.json({ method: 'POST', path: path`/payment/vouchers/${code}`, body: { amount, businessId } }, voucherSchema);
      if (result.ok) return result;
      const unexpected = err({ message: 'Voucher unexpected error', code: 'UNEXPECTED' } as const);
      if (result.error.type !== 'http') return unexpected;
      const body = voucherFailureBodySchema.safeParse(result.error.body);
      const failureCode = body.success ? (body.data.code ?? body.data.type) : undefined;
      if (!body.success || failureCode === undefined) return unexpected;
      const data = body.data.data ?? undefined;
      return err({ message: 'Voucher not applicable', code: failureCode, ...(data === undefined ? {} : { data }) });
    },
  };
}
