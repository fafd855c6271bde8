import { greaterThanOrEqual, minimum, money, multiplyByRate, type Money } from '@tableside/billing-domain';
import type { vouchers } from './schema.js';

/** A stored voucher. */
export type Voucher = typeof vouchers.$inferSelect;

/** Voucher failure codes (2-paying §5 "voucher.error.{code}"). */
export type VoucherFailureCode =
  'EXPIRED' | 'NOT_YET_ACTIVE' | 'INSUFFICIENT_AMOUNT' | 'UNKNOWN' | 'INVALID_CURRENCY' | 'INVALID_VENUE' | 'MAX_USE_REACHED' | 'UNEXPECTED';

/** The data a voucher answer carries (2-paying §7: expiredDate, startedAt, minimalAmount, currency, maxUse). */
/** Dates are ISO 8601 and `minimalAmount` is scale 5 in `currency`, as billing-domain's voucherDataSchema reads them. */
export interface VoucherData {
  expiredDate?: string;
  startedAt?: string;
  minimalAmount?: number;
  currency?: string;
  maxUse?: number;
}

export interface AppliedVoucher {
  code: string;
  /** Hundredths of a percent (1000 = 10%), for a percentage voucher. */
  discountPercentage?: number;
  /** The same rate under the name the api-client reads. */
  percentage?: number;
  /** The discount on the given amount (never more than the amount). */
  discountAmount: Money;
  data: VoucherData;
}

export type VoucherResult = { ok: true; value: AppliedVoucher } | { ok: false; error: { code: VoucherFailureCode; data: VoucherData } };

function dataOf(voucher: Voucher, currency: string): VoucherData {
  const data: VoucherData = {};
  if (voucher.expiredDate !== null) data.expiredDate = new Date(voucher.expiredDate).toISOString();
  if (voucher.startedAt !== null) data.startedAt = new Date(voucher.startedAt).toISOString();
  if (voucher.minimalAmount !== null) {
    data.minimalAmount = voucher.minimalAmount;
    data.currency = voucher.currency ?? currency;
  }
  if (voucher.currency !== null) data.currency = voucher.currency;
  if (voucher.maxUse !== null) data.maxUse = voucher.maxUse;
  return data;
}

/**
 * Evaluates a voucher against the base amount and business (2-paying §4 "Voucher": "evaluated against the base
 * amount and business; applied or shown an error by code"). Checks run in this order: UNKNOWN, INVALID_VENUE,
 * INVALID_CURRENCY, NOT_YET_ACTIVE, EXPIRED, MAX_USE_REACHED, INSUFFICIENT_AMOUNT; a voucher with neither a
 * percentage nor an amount is UNEXPECTED.
 */
export function evaluateVoucher(voucher: Voucher | undefined, request: { amount: Money; businessId: string }, now: number): VoucherResult {
  if (!voucher) return { ok: false, error: { code: 'UNKNOWN', data: {} } };
  const data = dataOf(voucher, request.amount.currency);
  const fail = (code: VoucherFailureCode): VoucherResult => ({ ok: false, error: { code, data } });
  if (voucher.businessId !== null && voucher.businessId !== request.businessId) return fail('INVALID_VENUE');
  if (voucher.currency !== null && voucher.currency !== request.amount.currency) return fail('INVALID_CURRENCY');
  if (voucher.startedAt !== null && now < voucher.startedAt) return fail('NOT_YET_ACTIVE');
  if (voucher.expiredDate !== null && now >= voucher.expiredDate) return fail('EXPIRED');
  if (voucher.maxUse !== null && voucher.usedCount >= voucher.maxUse) return fail('MAX_USE_REACHED');
  if (voucher.minimalAmount !== null && !greaterThanOrEqual(request.amount, money(voucher.minimalAmount, request.amount.currency))) {
    return fail('INSUFFICIENT_AMOUNT');
  }
  if (voucher.discountPercentage !== null) {
    return {
      ok: true,
      value: {
        code: voucher.code,
        discountPercentage: voucher.discountPercentage,
        discountAmount: minimum(multiplyByRate(request.amount, voucher.discountPercentage, 'down'), request.amount),
        data,
      },
    };
  }
  if (voucher.discountAmount !== null) {
    return {
      ok: true,
      value: {
        code: voucher.code,
        discountAmount: minimum(money(voucher.discountAmount, request.amount.currency), request.amount),
        data,
      },
    };
  }
  return fail('UNEXPECTED');
}

const unit = 100_000;

/** Seeded vouchers (any business unless said): the code is what a diner types, upper-cased by the server. */
export const VOUCHER_SEED: readonly Voucher[] = [
  {
    code: 'WELCOME10',
    discountPercentage: 1000,
    discountAmount: null,
    currency: null,
    businessId: null,
    startedAt: null,
    expiredDate: null,
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'FIVEOFF',
    discountPercentage: null,
    discountAmount: 5 * unit,
    currency: null,
    businessId: null,
    startedAt: null,
    expiredDate: null,
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'EXPIRED2024',
    discountPercentage: 1000,
    discountAmount: null,
    currency: null,
    businessId: null,
    startedAt: Date.UTC(2024, 0, 1),
    expiredDate: Date.UTC(2025, 0, 1),
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'NOTYET',
    discountPercentage: 1500,
    discountAmount: null,
    currency: null,
    businessId: null,
    startedAt: Date.UTC(2099, 0, 1),
    expiredDate: null,
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'MIN50',
    discountPercentage: 1500,
    discountAmount: null,
    currency: null,
    businessId: null,
    startedAt: null,
    expiredDate: null,
    minimalAmount: 50 * unit,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'USDONLY',
    discountPercentage: null,
    discountAmount: 10 * unit,
    currency: 'USD',
    businessId: null,
    startedAt: null,
    expiredDate: null,
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'OTHERVENUE',
    discountPercentage: 2000,
    discountAmount: null,
    currency: null,
    businessId: 'business-elsewhere',
    startedAt: null,
    expiredDate: null,
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
  {
    code: 'ONCE',
    discountPercentage: 500,
    discountAmount: null,
    currency: null,
    businessId: null,
    startedAt: null,
    expiredDate: null,
    minimalAmount: null,
    maxUse: 1,
    usedCount: 1,
  },
  {
    code: 'MISCONFIGURED',
    discountPercentage: null,
    discountAmount: null,
    currency: null,
    businessId: null,
    startedAt: null,
    expiredDate: null,
    minimalAmount: null,
    maxUse: null,
    usedCount: 0,
  },
];

/** The seeded voucher codes, for journeys and tests. */
export const VOUCHER_CODES = {
  percentage: 'WELCOME10',
  amount: 'FIVEOFF',
  expired: 'EXPIRED2024',
  notYetActive: 'NOTYET',
  minimalAmount: 'MIN50',
  usdOnly: 'USDONLY',
  otherVenue: 'OTHERVENUE',
  maxUseReached: 'ONCE',
  unexpected: 'MISCONFIGURED',
} as const;
