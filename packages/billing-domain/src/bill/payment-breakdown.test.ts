import { describe, expect, test } from 'vitest';
import { eur } from '../../test/fixtures.js';
import { buildPaymentBreakdown } from './payment-breakdown.js';

describe('2-paying §9 payment breakdown', () => {
  test('Payment breakdown lines: subtotal, service charge, tip, digital/user fee, taxes and fees, voucher, loyalty discount, total', () => {
    const lines = buildPaymentBreakdown({
      subtotal: eur(5000),
      serviceCharge: eur(625),
      tip: eur(500),
      digitalFee: eur(50),
      taxesAndFees: eur(444),
      voucher: eur(1000),
      loyaltyDiscount: eur(200),
    });
    expect(lines).toEqual([
      { kind: 'subtotal', amount: eur(5000) },
      { kind: 'serviceCharge', amount: eur(625) },
      { kind: 'tip', amount: eur(500) },
      { kind: 'digitalFee', amount: eur(50) },
      { kind: 'taxesAndFees', amount: eur(444) },
      { kind: 'voucher', amount: eur(-1000) },
      { kind: 'loyaltyDiscount', amount: eur(-200) },
      { kind: 'total', amount: eur(5419) },
    ]);
  });

  test.each([
    ['absent lines are left out', { subtotal: eur(1000) }, ['subtotal', 'total']],
    ['zero lines are left out', { subtotal: eur(1000), tip: eur(0), voucher: eur(0) }, ['subtotal', 'total']],
    ['a tip alone', { subtotal: eur(1000), tip: eur(100) }, ['subtotal', 'tip', 'total']],
  ])('%s', (_case, input, kinds) => {
    expect(buildPaymentBreakdown(input).map((l) => l.kind)).toEqual(kinds);
  });
});
