import { describe, expect, test } from 'vitest';
import { anomalyBillSchema, anomalySplitSchema } from './split-anomaly-input.js';
import { isSplitDomainReason } from './split-anomaly-type.js';

describe('isSplitDomainReason (1-core §8 "Bill split domain reasons")', () => {
  test.each([
    ['bill-split-amount-changed-between-issue-and-engage', true],
    ['bill-split-exceeds-forecasted-left-to-pay', true],
    ['left-to-pay-would-be-under-minimum', true],
    ['virtual-discount-could-not-be-burnt', true],
    ['split-anomaly-detected', true],
    ['BILLING_INFRASTRUCTURE_FAILURE', false],
  ])('%s → %s', (type, expected) => {
    expect(isSplitDomainReason(type)).toBe(expected);
  });
});

describe('input schemas parse the wire field names', () => {
  test('a bill with an ongoing split by share and bill splits', () => {
    const parsed = anomalyBillSchema.safeParse({
      id: 'b',
      leftToPay: { amount: 100, currency: 'EUR' },
      forecastedLeftToPay: { amount: 100, currency: 'EUR' },
      ongoingSplitByShare: { numberOfGuests: 4, baseAmount: { amount: 100, currency: 'EUR' }, shares: 1 },
      sundayBillSplits: { s: { splitId: 's', splitType: 'BY_SHARE', billSplitAmount: { amount: 25, currency: 'EUR' }, status: 'PAID' } },
    });
    expect(parsed.success && parsed.data.unpaidItems).toEqual([]);
  });

  test('a split with a fractional quantity is rejected', () => {
    expect(anomalySplitSchema.safeParse({ type: 'ITEMS', amount: { amount: 1, currency: 'EUR' }, splitItemsSelection: { a: 0.5 } }).success).toBe(false);
  });
});
