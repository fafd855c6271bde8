import * as z from 'zod/mini';
import { storedBillSplitSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { eur } from '../../../test/fixtures.js';
import { splitPaymentBreakdown } from './split-payment-breakdown.js';

const splitSchema = z.pick(storedBillSplitSchema, { billSplitAmount: true, breakdown: true, consumerSundayFees: true });
const tax = { type: 'TAX' as const, model: 'RATE' as const, label: 'VAT', rate: 1000, chargedAmount: eur(5) };
const service = { type: 'SERVICE_CHARGE' as const, model: 'RATE' as const, label: 'Service', rate: 1250, chargedAmount: eur(10) };

describe('"Payment breakdown lines: subtotal, service charge, tip, digital/user fee, taxes and fees, voucher, loyalty discount, total" (2-paying §9)', () => {
  test.each([
    [
      'a plain split',
      { billSplitAmount: eur(50) },
      undefined,
      undefined,
      [
        ['subtotal', 50],
        ['total', 50],
      ],
      50,
    ],
    [
      'a tip on top',
      { billSplitAmount: eur(50) },
      eur(5),
      undefined,
      [
        ['subtotal', 50],
        ['tip', 5],
        ['total', 55],
      ],
      50,
    ],
    [
      'a voucher off',
      { billSplitAmount: eur(50) },
      undefined,
      eur(5),
      [
        ['subtotal', 50],
        ['voucher', -5],
        ['total', 45],
      ],
      45,
    ],
    [
      'a voucher above the split takes off the split only',
      { billSplitAmount: eur(4) },
      undefined,
      eur(5),
      [
        ['subtotal', 4],
        ['voucher', -4],
        ['total', 0],
      ],
      0,
    ],
    [
      'itemised charges that add up to the split',
      { billSplitAmount: eur(95), breakdown: { subTotal: eur(80), appliedCharges: [service, tax], appliedVats: [], appliedDiscounts: [] } },
      undefined,
      undefined,
      [
        ['subtotal', 80],
        ['serviceCharge', 10],
        ['taxesAndFees', 5],
        ['total', 95],
      ],
      95,
    ],
    [
      'charges that do not add up are left in the subtotal',
      { billSplitAmount: eur(50), breakdown: { subTotal: eur(80), appliedCharges: [tax], appliedVats: [], appliedDiscounts: [] } },
      undefined,
      undefined,
      [
        ['subtotal', 50],
        ['total', 50],
      ],
      50,
    ],
    [
      'the digital fee is added',
      { billSplitAmount: eur(50), consumerSundayFees: eur(1) },
      eur(2),
      undefined,
      [
        ['subtotal', 50],
        ['tip', 2],
        ['digitalFee', 1],
        ['total', 53],
      ],
      51,
    ],
  ] as const)('%s', (_name, split, tip, voucher, lines, left) => {
    const breakdown = splitPaymentBreakdown({ split: splitSchema.parse(split), tip, voucher });
    expect(breakdown.lines.map((line) => [line.kind, line.amount.amount / 100_000])).toEqual(lines);
    expect(breakdown.leftAmount).toEqual(eur(left));
  });
});

describe('the loyalty discount line: "the charged amount always equals split amount minus applied reward" (issue 13)', () => {
  test.each([
    [
      'a reward off the split',
      eur(50),
      undefined,
      undefined,
      eur(6),
      [
        ['subtotal', 50],
        ['loyaltyDiscount', -6],
        ['total', 44],
      ],
      44,
    ],
    [
      'the reward never pays the tip',
      eur(5),
      eur(2),
      undefined,
      eur(6),
      [
        ['subtotal', 5],
        ['tip', 2],
        ['loyaltyDiscount', -5],
        ['total', 2],
      ],
      0,
    ],
    [
      'after a voucher, at most what it left',
      eur(10),
      undefined,
      eur(7),
      eur(6),
      [
        ['subtotal', 10],
        ['voucher', -7],
        ['loyaltyDiscount', -3],
        ['total', 0],
      ],
      0,
    ],
    [
      'a reward in another currency is not taken off',
      eur(50),
      undefined,
      undefined,
      { amount: 600_000, currency: 'GBP' },
      [
        ['subtotal', 50],
        ['total', 50],
      ],
      50,
    ],
  ] as const)('%s', (_name, amount, tip, voucher, loyaltyReward, lines, left) => {
    const breakdown = splitPaymentBreakdown({ split: splitSchema.parse({ billSplitAmount: amount }), tip, voucher, loyaltyReward });
    expect(breakdown.lines.map((line) => [line.kind, line.amount.amount / 100_000])).toEqual(lines);
    expect(breakdown.leftAmount).toEqual(eur(left));
  });
});
