import { describe, expect, test } from 'vitest';
import { normaliseVoucherCode } from '../../../lib/route-state/applied-voucher.js';
import { voucherErrorMessage } from './voucher-error-message.js';

const format = {
  date: (ms: number) => new Date(ms).toISOString().slice(0, 10),
  money: (m: { amount: number; currency: string }) => `${m.amount / 100_000} ${m.currency}`,
};

describe('"Voucher failure codes shown via voucher.error.{code} with expiry, minimum amount and start date" (2-paying §5)', () => {
  test.each([
    ['EXPIRED', { expiredDate: '2025-01-01T00:00:00.000Z' }, { expiredDate: '2025-01-01' }],
    ['NOT_YET_ACTIVE', { startedAt: '2099-01-01T00:00:00.000Z' }, { startedAt: '2099-01-01' }],
    ['INSUFFICIENT_AMOUNT', { minimalAmount: 5_000_000 }, { minimalAmount: '50 EUR' }],
    ['UNKNOWN', {}, {}],
    ['INVALID_CURRENCY', { currency: 'USD' }, {}],
    ['INVALID_VENUE', {}, {}],
    ['MAX_USE_REACHED', { maxUse: 1 }, {}],
  ] as const)('%s', (code, data, values) => {
    expect(voucherErrorMessage({ message: 'Voucher not applicable', code, data }, 'EUR', format)).toEqual({ key: `voucher.error.${code}`, values });
  });

  test('"other failure: \'Voucher unexpected error\', code UNEXPECTED"', () => {
    expect(voucherErrorMessage({ message: 'Voucher unexpected error', code: 'UNEXPECTED' }, 'EUR', format)).toEqual({
      key: 'voucher.error.UNEXPECTED',
      values: {},
    });
  });

  test('"the code is upper-cased" (2-paying §4)', () => {
    expect(normaliseVoucherCode(' welcome10 ')).toBe('WELCOME10');
  });
});
