import { describe, expect, test } from 'vitest';
import { eur } from '../../test/fixtures.js';
import { appliedVoucherOf } from './applied-voucher.js';

describe('the voucher applied to the base amount (2-paying §3 "Voucher: code, discount percentage, discountAmount")', () => {
  test.each([
    ["the server's discount amount", { code: 'FIVEOFF', data: {}, discountAmount: eur(5) }, eur(5)],
    ['never more than the base', { code: 'FIVEOFF', data: {}, discountAmount: eur(50) }, eur(20)],
    ['a percentage of the base (1000 = 10%)', { code: 'WELCOME10', data: {}, discountPercentage: 1000 }, eur(2)],
  ])('%s', (_name, result, discount) => {
    expect(appliedVoucherOf(result, eur(20))).toEqual({ code: result.code, discountAmount: discount });
  });

  test('neither a percentage nor an amount applies nothing', () => {
    expect(appliedVoucherOf({ code: 'MISCONFIGURED', data: {} }, eur(20))).toBeUndefined();
  });
});
