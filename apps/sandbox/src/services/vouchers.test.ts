import { money } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { VOUCHER_SEED, evaluateVoucher, type VoucherFailureCode } from './vouchers.js';

const unit = 100_000;
const now = Date.UTC(2026, 5, 1);
const seeded = (code: string) => VOUCHER_SEED.find((voucher) => voucher.code === code);
const request = (amountUnits: number, currency = 'EUR', businessId = 'business-paris') => ({
  amount: money(amountUnits * unit, currency),
  businessId,
});

describe('voucher failure codes (2-paying §5 "Voucher failure codes shown via voucher.error.{code}")', () => {
  test.each<[string, string | undefined, ReturnType<typeof request>, VoucherFailureCode, object]>([
    ['UNKNOWN: no such code', 'NOPE', request(40), 'UNKNOWN', {}],
    ['EXPIRED: with its expiry date', 'EXPIRED2024', request(40), 'EXPIRED', { expiredDate: '2025-01-01T00:00:00.000Z' }],
    ['NOT_YET_ACTIVE: with its start date', 'NOTYET', request(40), 'NOT_YET_ACTIVE', { startedAt: '2099-01-01T00:00:00.000Z' }],
    ['INSUFFICIENT_AMOUNT: with the minimum amount', 'MIN50', request(49), 'INSUFFICIENT_AMOUNT', { minimalAmount: 50 * unit, currency: 'EUR' }],
    ['INVALID_CURRENCY: with the currency', 'USDONLY', request(40), 'INVALID_CURRENCY', { currency: 'USD' }],
    ['INVALID_VENUE: another business', 'OTHERVENUE', request(40), 'INVALID_VENUE', {}],
    ['MAX_USE_REACHED: with maxUse', 'ONCE', request(40), 'MAX_USE_REACHED', { maxUse: 1 }],
    ['UNEXPECTED: neither a percentage nor an amount', 'MISCONFIGURED', request(40), 'UNEXPECTED', {}],
  ])('%s', (_rule, code, body, expected, data) => {
    const result = evaluateVoucher(code === undefined ? undefined : seeded(code), body, now);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(expected);
      expect(result.error.data).toMatchObject(data);
    }
  });
});

describe('applied vouchers', () => {
  test.each([
    ['WELCOME10 takes 10% of 40.00', 'WELCOME10', request(40), 4 * unit, 1000],
    ['FIVEOFF takes 5.00 in the bill currency', 'FIVEOFF', request(40, 'GBP'), 5 * unit, undefined],
    ['FIVEOFF never takes more than the amount', 'FIVEOFF', request(3), 3 * unit, undefined],
    ['MIN50 applies from exactly 50.00', 'MIN50', request(50), 7.5 * unit, 1500],
    ['USDONLY applies in USD', 'USDONLY', request(40, 'USD'), 10 * unit, undefined],
    ['OTHERVENUE applies to its own business', 'OTHERVENUE', request(40, 'EUR', 'business-elsewhere'), 8 * unit, 2000],
  ])('%s', (_rule, code, body, discount, percentage) => {
    const result = evaluateVoucher(seeded(code), body, now);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.discountAmount).toEqual(money(discount, body.amount.currency));
      expect(result.value.discountPercentage).toBe(percentage);
    }
  });

  test('NOTYET applies once started and EXPIRED2024 before its expiry', () => {
    expect(evaluateVoucher(seeded('NOTYET'), request(40), Date.UTC(2099, 0, 1)).ok).toBe(true);
    expect(evaluateVoucher(seeded('EXPIRED2024'), request(40), Date.UTC(2024, 5, 1)).ok).toBe(true);
  });
});
