import { describe, expect, test } from 'vitest';
import { bill, eur, storedSplit, venueInput } from '../../test/fixtures.js';
import { checkVenueRecord } from '../schemas/venue-record-check.js';
import { buildBillPaymentLines } from './payment-lines.js';

describe('1-core §3 payment-line kinds on a bill', () => {
  test('sunday, pre-authorized, deposit, till, smart-terminal', () => {
    const b = bill({
      tabId: 'tab-1',
      sundayBillSplits: {
        a: storedSplit({ splitId: 'a', status: 'PAID', billSplitAmount: eur(1000), actuallyPaidOnBill: eur(900) }),
        b: storedSplit({ splitId: 'b', status: 'PENDING' }),
        c: storedSplit({ splitId: 'c', status: 'REGISTERED', origin: 'PDQ', billSplitAmount: eur(500) }),
        d: storedSplit({ splitId: 'd', status: 'FULLY_DISCOUNTED', billSplitAmount: eur(0) }),
      },
      sundaySmartTerminalBillSplits: [
        storedSplit({ splitId: 'e', status: 'PAID', billSplitAmount: eur(300) }),
        storedSplit({ splitId: 'f', status: 'ISSUED' }),
      ],
      sundayPreAuthorizedBillSplits: [
        storedSplit({ splitId: 'g', status: 'PAID', billSplitAmount: eur(200) }),
        storedSplit({ splitId: 'h', status: 'PENDING' }),
      ],
      nonSundayBillSplits: [
        { type: 'DEPOSIT', amount: eur(100) },
        { type: 'GIFT_CARD_APPLIED_ON_TILL', amount: eur(50) },
        { type: 'DEPOSIT', amount: eur(0) },
      ],
    });
    expect(buildBillPaymentLines(b).map((l) => [l.kind, l.amount.amount])).toEqual([
      ['sunday', 900_000],
      ['smart-terminal', 500_000],
      ['sunday', 0],
      ['smart-terminal', 300_000],
      ['pre-authorized', 200_000],
      ['deposit', 100_000],
      ['till', 50_000],
    ]);
  });
});

describe('2-paying: a reward burnt through the app is a loyalty-reward-applied-via-sunday line', () => {
  test.each([
    [
      'the card paid the rest',
      eur(400),
      [
        ['sunday', 600_000],
        ['loyalty-reward-applied-via-sunday', 400_000],
      ],
    ],
    [
      'the reward paid it all',
      eur(1000),
      [
        ['sunday', 0],
        ['loyalty-reward-applied-via-sunday', 1_000_000],
      ],
    ],
    ['no reward', undefined, [['sunday', 1_000_000]]],
    ['a zero reward is no line', eur(0), [['sunday', 1_000_000]]],
    ['a reward above what the split settled is ignored', eur(1200), [['sunday', 1_000_000]]],
  ] as const)('%s', (_rule, loyaltyReward, expected) => {
    const split = storedSplit({ splitId: 'a', status: 'PAID', billSplitAmount: eur(1000), ...(loyaltyReward ? { loyaltyReward } : {}) });
    const lines = buildBillPaymentLines(bill({ sundayBillSplits: { a: split } }));
    expect(lines.map((l) => [l.kind, l.amount.amount])).toEqual(expected);
  });
});

describe('1-core §5 venue record check', () => {
  test('a valid record parses', () => {
    expect(checkVenueRecord(venueInput()).ok).toBe(true);
  });

  test('Venue records are checked for valid enrollmentId, businessId and tipsSuggestion; a failure is only logged', () => {
    const result = checkVenueRecord({ ...venueInput(), enrollmentId: '', countryCode: 'ZZ' });
    expect(!result.ok && result.error.issues.map((i) => i.path)).toEqual(['enrollmentId', 'countryCode']);
  });
});
