import { describe, expect, test } from 'vitest';
import { aSplit, eur } from '../test/fixtures.js';
import { anomalyPath, decideSplitIssue } from './split-issue-decision.js';
import { isRetryableSplitFailure, splitIssueFailureOutcome } from './split-issue-failure.js';
import type { SplitAnomaly } from './split-anomaly.js';

const route = { venueId: 'venue-1', billId: 'bill-1' };
const anomaly: SplitAnomaly = { type: 'NotEnoughLeftToPay', splitAmount: eur(20), forecastedLeftToPay: eur(21) };

describe('decideSplitIssue: "Split issue flow" (2-paying §4)', () => {
  test.each([
    [
      '1. Check for anomalies first. If one exists, navigate to the anomaly screen with it in state.',
      anomaly,
      aSplit({ id: 'split-1' }),
      { kind: 'show-anomaly', path: '/venues/venue-1/bills/bill-1/splits/new/anomaly', state: { anomaly } },
    ],
    ['2. Otherwise issue or update the split (a draft is issued).', undefined, aSplit(), { kind: 'issue-split' }],
    [
      '2. Otherwise issue or update the split (an issued split is updated).',
      undefined,
      aSplit({ id: 'split-1' }),
      { kind: 'update-split', splitId: 'split-1' },
    ],
  ])('%s', (_step, found, split, expected) => {
    expect(decideSplitIssue(found, split, route)).toEqual(expected);
  });

  test('the anomaly path escapes its ids', () => {
    expect(anomalyPath({ venueId: 'a b', billId: 'c/d' })).toBe('/venues/a%20b/bills/c%2Fd/splits/new/anomaly');
  });
});

describe('splitIssueFailureOutcome: "Split issue flow" steps 4 and 5 (2-paying §4)', () => {
  test.each([
    ["4. On a retry-type failure, the message 'split.issueSplit.failed' appears.", 'BILLING_INFRASTRUCTURE_FAILURE', true],
    [
      '5. On a billing error the split is stored with an error record (bill-split-exceeds-forecasted-left-to-pay).',
      'bill-split-exceeds-forecasted-left-to-pay',
      false,
    ],
    ['5. On a billing error the split is stored with an error record (a server type outside the domain reasons).', 'SPLIT_NOT_FOUND', false],
  ])('%s', (_step, type, retryable) => {
    expect(isRetryableSplitFailure({ type })).toBe(retryable);
  });

  test('a retry-type failure shows split.issueSplit.failed', () => {
    expect(splitIssueFailureOutcome(aSplit(), { type: 'BILLING_INFRASTRUCTURE_FAILURE' })).toEqual({
      kind: 'show-message',
      messageKey: 'split.issueSplit.failed',
    });
  });

  test('a billing error stores the split with type, previous and new split amount, request', () => {
    const failure = {
      type: 'bill-split-amount-changed-between-issue-and-engage',
      previousBillSplitAmount: eur(20),
      newBillSplitAmount: eur(22),
      request: { newSplitAmount: 20 },
    };
    expect(splitIssueFailureOutcome(aSplit({ id: 's' }), failure)).toEqual({ kind: 'store-error-record', split: { ...aSplit({ id: 's' }), error: failure } });
  });
});
