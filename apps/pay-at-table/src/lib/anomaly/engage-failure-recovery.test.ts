import { anomalyBillSchema } from '@tableside/split-anomalies';
import { describe, expect, test } from 'vitest';
import { billDoc, eur } from '../../test/fixtures.js';
import { engageFailureStep } from './engage-failure-recovery.js';

const bill = anomalyBillSchema.parse(billDoc({ leftToPay: eur(50), forecastedLeftToPay: eur(50) }));
const split = { id: 'split-1', type: 'AMOUNT' as const, amount: eur(56.5), consumer: { guestId: 'guest-me' } };
const step = (code: string) => engageFailureStep({ venueId: 'venue-1', billId: 'bill-1', bill, split, error: { code }, request: { paymentId: 'p' } });

describe('"An engage failure … recomputes the anomaly and displays the recovery modals" (2-paying §4)', () => {
  test.each([
    ['bill-split-exceeds-forecasted-left-to-pay', 'SplitAmountExceedsForecastedLeftToPay'],
    ['bill-split-amount-changed-between-issue-and-engage', 'SplitAmountExceedsForecastedLeftToPay'],
    ['left-to-pay-would-be-under-minimum', 'SplitAmountExceedsForecastedLeftToPay'],
    ['virtual-discount-could-not-be-burnt', 'VirtualDiscountCouldNotBeBurnt'],
  ])('split domain reason %s → the anomaly screen with the split id (%s, first in the spec order)', (code, type) => {
    const result = step(code);
    expect(result).toMatchObject({
      kind: 'show-anomaly',
      path: '/venues/venue-1/bills/bill-1/splits/new/anomaly',
      state: { splitId: 'split-1', anomaly: { type } },
    });
  });

  test.each([['split-already-settled'], ['BILLING_INFRASTRUCTURE_FAILURE']])('"Engagement failure: Payment error page" for %s', (code) => {
    expect(step(code)).toEqual({ kind: 'payment-error-page' });
  });
});
