import { describe, expect, test } from 'vitest';
import { aBill, aSplit, eur, me } from '../test/fixtures.js';
import { recomputeAnomalyAfterEngageFailure, recordEngageFailure } from './record-engage-failure.js';
import type { EngageFailure } from './split-anomaly-input.js';
import type { SplitAnomalyType } from './split-anomaly-type.js';

describe('recordEngageFailure: "error details recorded on an engage failure (type, previousBillSplitAmount, newBillSplitAmount, request)" (2-paying §3)', () => {
  test('records the failure on a copy of the split', () => {
    const split = aSplit({ id: 'split-me' });
    const failure = {
      type: 'bill-split-amount-changed-between-issue-and-engage',
      previousBillSplitAmount: eur(20),
      newBillSplitAmount: eur(21),
      request: { paymentId: 'p-1' },
    };
    expect(recordEngageFailure(split, failure)).toEqual({ ...split, error: failure });
    expect(split.error).toBeUndefined();
  });

  test('rejects a failure whose amounts are not money', () => {
    expect(() => recordEngageFailure(aSplit(), { type: 'x', previousBillSplitAmount: { amount: 1.5, currency: 'EUR' } })).toThrow();
  });
});

describe('recomputeAnomalyAfterEngageFailure: "An engage failure marks the split with an error (type, previous amount, new amount), recomputes the anomaly" (2-paying §4)', () => {
  test.each<[string, EngageFailure, SplitAnomalyType | undefined]>([
    [
      'bill-split-amount-changed-between-issue-and-engage',
      { type: 'bill-split-amount-changed-between-issue-and-engage', previousBillSplitAmount: eur(20), newBillSplitAmount: eur(22) },
      'SplitAmountChangedBetweenIssueAndEngage',
    ],
    ['bill-split-exceeds-forecasted-left-to-pay', { type: 'bill-split-exceeds-forecasted-left-to-pay' }, 'SplitAmountExceedsForecastedLeftToPay'],
    ['left-to-pay-would-be-under-minimum', { type: 'left-to-pay-would-be-under-minimum' }, 'NotEnoughLeftToPay'],
    ['virtual-discount-could-not-be-burnt', { type: 'virtual-discount-could-not-be-burnt' }, 'VirtualDiscountCouldNotBeBurnt'],
    ['split-anomaly-detected, with nothing wrong on the bill', { type: 'split-anomaly-detected' }, undefined],
  ])('%s', (_reason, failure, expected) => {
    const outcome = recomputeAnomalyAfterEngageFailure({ bill: aBill(), split: aSplit({ id: 'split-me' }), user: me }, failure);
    expect(outcome.split.error).toEqual(failure);
    expect(outcome.anomaly?.type).toBe(expected);
  });

  test('split-anomaly-detected finds the anomaly on the bill', () => {
    const outcome = recomputeAnomalyAfterEngageFailure(
      { bill: aBill({ forecastedLeftToPay: eur(10) }), split: aSplit({ id: 'split-me' }), user: me },
      { type: 'split-anomaly-detected' },
    );
    expect(outcome.anomaly).toMatchObject({ type: 'SplitAmountExceedsForecastedLeftToPay', excess: eur(10) });
  });
});
