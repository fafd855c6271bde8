import { storedBillSplitSchema } from '@tableside/billing-domain';
import { describe, expect, test } from 'vitest';
import { eur, rawSplit, U } from '../../test/fixtures.js';
import { anomalySplitOf } from './anomaly-split-of.js';

const split = (overrides: Record<string, unknown>) =>
  storedBillSplitSchema.parse({ ...rawSplit('split-1', 'guest-me', 20), status: 'ISSUED', paymentId: undefined, ...overrides });

describe('the issued split as anomaly detection reads it (2-paying §3 "Bill split", split types SHARE, ITEMS, AMOUNT, CHECK_SEAT)', () => {
  test.each([
    ['BY_AMOUNT', {}, { type: 'AMOUNT' }],
    ['OTHER', {}, { type: 'AMOUNT' }],
    ['BY_ITEMS', { modality: { items: { 'line-1': U } } }, { type: 'ITEMS', splitItemsSelection: { 'line-1': U } }],
    ['BY_ITEMS', { subOrderId: 'check-1', modality: { items: { 'line-1': U } } }, { type: 'CHECK_SEAT', splitItemsSelection: { 'line-1': U } }],
    [
      'BY_SHARE',
      { modality: { numberOfShares: 1, numberOfGuests: 3, baseAmount: eur(60) } },
      { type: 'SHARE', numberOfShares: 1, numberOfGuests: 3, baseAmount: eur(60) },
    ],
  ])('%s', (splitType, extra, expected) => {
    expect(anomalySplitOf(split({ splitType, ...extra }))).toEqual({ id: 'split-1', amount: eur(20), consumer: { guestId: 'guest-me' }, ...expected });
  });
});
