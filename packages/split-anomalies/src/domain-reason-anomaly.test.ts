import { describe, expect, test } from 'vitest';
import { anomalyTypeForDomainReason } from './domain-reason-anomaly.js';
import type { SplitType } from '@tableside/billing-domain';
import type { SplitAnomalyType, SplitDomainReason } from './split-anomaly-type.js';

describe('anomalyTypeForDomainReason: "Split domain reasons" (1-core §8, 2-paying §8)', () => {
  test.each<[SplitDomainReason, SplitType, SplitAnomalyType | undefined]>([
    ['bill-split-amount-changed-between-issue-and-engage', 'AMOUNT', 'SplitAmountChangedBetweenIssueAndEngage'],
    ['bill-split-exceeds-forecasted-left-to-pay', 'AMOUNT', 'SplitAmountExceedsForecastedLeftToPay'],
    ['bill-split-exceeds-forecasted-left-to-pay', 'SHARE', 'SplitAmountExceedsForecastedLeftToPay'],
    ['bill-split-exceeds-forecasted-left-to-pay', 'ITEMS', 'SplitPerItemsAmountExceedsForecastedLeftToPay'],
    ['bill-split-exceeds-forecasted-left-to-pay', 'CHECK_SEAT', 'SplitPerItemsAmountExceedsForecastedLeftToPay'],
    ['left-to-pay-would-be-under-minimum', 'AMOUNT', 'NotEnoughLeftToPay'],
    ['virtual-discount-could-not-be-burnt', 'AMOUNT', 'VirtualDiscountCouldNotBeBurnt'],
    ['split-anomaly-detected', 'AMOUNT', undefined],
  ])('%s on a %s split', (reason, splitType, expected) => {
    expect(anomalyTypeForDomainReason(reason, splitType)).toBe(expected);
  });

  test('an unknown reason is a broken invariant', () => {
    expect(() => anomalyTypeForDomainReason('made-up' as never, 'AMOUNT')).toThrow('Unhandled case: "made-up"');
  });
});
