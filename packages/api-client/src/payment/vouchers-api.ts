import { voucherDataSchema, voucherErrorCodeSchema, type Money, type VoucherData, type VoucherErrorCode, type VoucherResult } from '@tableside/billing-domain';
import { applyVoucher } from '@tableside/contracts/services';
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.js';
import { routeRequest } from '../http/route-request.js';
import { err, type Result } from '../result.js';

/** "Voucher failure codes" shown via voucher.error.{code} (2-paying §5), verbatim. */
export const VOUCHER_FAILURE_CODES = voucherErrorCodeSchema.options;

const voucherFailureBodySchema = z.looseObject({
  code: z.optional(voucherErrorCodeSchema),
  type: z.optional(voucherErrorCodeSchema),
  data: z.nullish(voucherDataSchema),
});

/** "Voucher not applicable" with the server's code and data, or "Voucher unexpected error" with code UNEXPECTED. */
export type VoucherError =
  | { readonly message: 'Voucher not applicable'; readonly code: VoucherErrorCode; readonly data?: VoucherData }
  | { readonly message: 'Voucher unexpected error'; readonly code: 'UNEXPECTED' };

export interface VouchersApi {
  /**
   * `POST /payment/vouchers/{code}` with `{ amount, businessId }` (2-paying §7). With `billId` and `splitId` (and the
   * guest token) the voucher is applied to the split: reserved on it, taken off its charge and spent when it is paid.
   */
  evaluateVoucher(input: { code: string; amount: Money; businessId: string; billId?: string; splitId?: string }): Promise<Result<VoucherResult, VoucherError>>;
}

/** Creates the voucher call. */
export function createVouchersApi(http: HttpClient): VouchersApi {
  return {
    async evaluateVoucher({ code, amount, businessId, billId, splitId }) {
      const onSplit = billId !== undefined && splitId !== undefined ? { billId, splitId } : undefined;
      const result = await http.json(
        routeRequest(applyVoucher, { code }, { body: { amount, businessId, ...onSplit }, ...(onSplit ? { guest: true } : {}) }),
        applyVoucher.responses[200],
      );
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
