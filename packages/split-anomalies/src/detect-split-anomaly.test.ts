import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { aBill, aBillSplit, aSplit, eur, eurScale5, me } from '../test/fixtures.js';
import { detectSplitAnomaly } from './detect-split-anomaly.js';
import type { AnomalyBill, AnomalySplit } from './split-anomaly-input.js';
import type { SplitAnomalyType } from './split-anomaly-type.js';

const shareBill = (overrides: Partial<AnomalyBill> = {}): AnomalyBill =>
  aBill({ ongoingSplitByShare: { numberOfGuests: 4, baseAmount: eur(100), shares: 1 }, ...overrides });
const shareSplit = (overrides: Partial<AnomalySplit> = {}): AnomalySplit =>
  aSplit({ id: 'split-me', type: 'SHARE', amount: eur(25), numberOfGuests: 4, numberOfShares: 1, baseAmount: eur(100), ...overrides });

describe('detectSplitAnomaly: each anomaly type (2-paying §4 "Anomalies and recovery", §8 "Split anomaly types")', () => {
  test.each<[string, AnomalyBill, AnomalySplit, SplitAnomalyType]>([
    ['voucher could not be burnt', aBill(), aSplit({ error: { type: 'virtual-discount-could-not-be-burnt' } }), 'VirtualDiscountCouldNotBeBurnt'],
    [
      'already paid items',
      aBill({ unpaidItems: [{ productId: 'burger', quantity: 100_000 }] }),
      aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 200_000 } }),
      'AlreadyPaidItems',
    ],
    ['split type changed (share)', aBill({ ongoingSplitByShare: undefined }), shareSplit(), 'BillSplitTypeChangedBetweenIssueAndEngage'],
    ['invalid split by share', shareBill(), shareSplit({ numberOfGuests: 3 }), 'InvalidSplitByShare'],
    [
      'exceeds forecasted left to pay (by items)',
      aBill({ forecastedLeftToPay: eur(10) }),
      aSplit({ type: 'ITEMS', amount: eur(12) }),
      'SplitPerItemsAmountExceedsForecastedLeftToPay',
    ],
    [
      'exceeds forecasted left to pay (check or seat selects a whole check)',
      aBill({ forecastedLeftToPay: eur(10) }),
      aSplit({ type: 'CHECK_SEAT', amount: eur(12) }),
      'SplitPerItemsAmountExceedsForecastedLeftToPay',
    ],
    [
      'exceeds forecasted left to pay (by amount)',
      aBill({ forecastedLeftToPay: eur(10) }),
      aSplit({ amount: eur(12) }),
      'SplitAmountExceedsForecastedLeftToPay',
    ],
    [
      'exceeds forecasted left to pay (server reason bill-split-exceeds-forecasted-left-to-pay)',
      aBill(),
      aSplit({ error: { type: 'bill-split-exceeds-forecasted-left-to-pay' } }),
      'SplitAmountExceedsForecastedLeftToPay',
    ],
    [
      'amount changed between issue and engage',
      aBill(),
      aSplit({ error: { type: 'bill-split-amount-changed-between-issue-and-engage', previousBillSplitAmount: eur(20), newBillSplitAmount: eur(22) } }),
      'SplitAmountChangedBetweenIssueAndEngage',
    ],
    ['left to pay under minimum', aBill(), aSplit({ error: { type: 'left-to-pay-would-be-under-minimum' } }), 'NotEnoughLeftToPay'],
    [
      'left to pay increased (remaining amount)',
      aBill({ forecastedLeftToPay: eur(30) }),
      aSplit({ type: 'REMAINING_AMOUNT', amount: eur(25) }),
      'LeftToPayIncreasedWhenSplitTypeRemainingAmount',
    ],
  ])('%s', (_rule, bill, split, expected) => {
    expect(detectSplitAnomaly({ bill, split, user: me })?.type).toBe(expected);
  });

  test.each<[string, AnomalyBill, AnomalySplit]>([
    ['a split within the forecasted left to pay', aBill(), aSplit()],
    ['a draft split by share on a bill not yet split by share', aBill(), shareSplit({ id: undefined })],
    ['a split by share matching the ongoing split by share', shareBill(), shareSplit()],
    [
      'selected items that are all still unpaid',
      aBill({ unpaidItems: [{ productId: 'burger', quantity: 200_000 }] }),
      aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 200_000, fries: 0 } }),
    ],
    [
      'a selection when the bill does not list unpaid items (an empty list)',
      aBill({ unpaidItems: [] }),
      aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 200_000 } }),
    ],
    ['a remaining-amount split equal to what is left', aBill({ forecastedLeftToPay: eur(20) }), aSplit({ type: 'REMAINING_AMOUNT', amount: eur(20) })],
    ['an engage failure of another type', aBill(), aSplit({ error: { type: 'split-anomaly-detected' } })],
  ])('no anomaly for %s', (_case, bill, split) => {
    expect(detectSplitAnomaly({ bill, split, user: me })).toBeUndefined();
  });
});

describe('detectSplitAnomaly: detection order (2-paying §4 "Anomalies are detected in this order")', () => {
  test.each<[string, AnomalyBill, AnomalySplit, SplitAnomalyType]>([
    [
      '"voucher could not be burnt" before "already paid items"',
      aBill({ unpaidItems: [{ productId: 'fries', quantity: 100_000 }] }),
      aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 100_000 }, error: { type: 'virtual-discount-could-not-be-burnt' } }),
      'VirtualDiscountCouldNotBeBurnt',
    ],
    [
      '"already paid items" before "exceeds forecasted left to pay"',
      aBill({ unpaidItems: [{ productId: 'fries', quantity: 100_000 }], forecastedLeftToPay: eur(0) }),
      aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 100_000 } }),
      'AlreadyPaidItems',
    ],
    [
      '"split type changed (share)" before "exceeds forecasted left to pay"',
      aBill({ forecastedLeftToPay: eur(1) }),
      shareSplit(),
      'BillSplitTypeChangedBetweenIssueAndEngage',
    ],
    [
      '"split type changed (share)" before "amount changed between issue and engage"',
      aBill(),
      shareSplit({ error: { type: 'bill-split-amount-changed-between-issue-and-engage' } }),
      'BillSplitTypeChangedBetweenIssueAndEngage',
    ],
    [
      '"invalid split by share" before "exceeds forecasted left to pay"',
      shareBill({ forecastedLeftToPay: eur(1) }),
      shareSplit({ numberOfGuests: 5 }),
      'InvalidSplitByShare',
    ],
    [
      '"exceeds forecasted left to pay" before "amount changed between issue and engage"',
      aBill({ forecastedLeftToPay: eur(1) }),
      aSplit({ error: { type: 'bill-split-amount-changed-between-issue-and-engage' } }),
      'SplitAmountExceedsForecastedLeftToPay',
    ],
    [
      '"amount changed between issue and engage" before "left to pay under minimum"',
      aBill({ forecastedLeftToPay: eur(21) }),
      aSplit({ error: { type: 'bill-split-amount-changed-between-issue-and-engage' } }),
      'SplitAmountChangedBetweenIssueAndEngage',
    ],
    [
      '"left to pay under minimum" before "left to pay increased (remaining amount)"',
      aBill({ forecastedLeftToPay: eur(30) }),
      aSplit({ type: 'REMAINING_AMOUNT', error: { type: 'left-to-pay-would-be-under-minimum' } }),
      'NotEnoughLeftToPay',
    ],
  ])('%s', (_rule, bill, split, expected) => {
    expect(detectSplitAnomaly({ bill, split, user: me, minimumLeftToPay: eur(2) })?.type).toBe(expected);
  });
});

describe('exceeds forecasted left to pay: "Forecast-exceeded tolerance: 10 units at 5-decimal scale" (2-paying §9)', () => {
  test.each<[string, number, boolean]>([
    ['equal to the forecast', 2_000_000, false],
    ['1 unit above', 2_000_001, false],
    ['10 units above (at the tolerance)', 2_000_010, false],
    ['11 units above', 2_000_011, true],
    ['one currency unit above', 2_100_000, true],
  ])('a split %s', (_case, amount, exceeded) => {
    const anomaly = detectSplitAnomaly({ bill: aBill({ forecastedLeftToPay: eur(20) }), split: aSplit({ amount: eurScale5(amount) }), user: me });
    expect(anomaly?.type === 'SplitAmountExceedsForecastedLeftToPay').toBe(exceeded);
  });

  test('an issued split already deducted from the forecast is compared with the forecast plus its own amount', () => {
    const bill = aBill({
      forecastedLeftToPay: eur(5),
      sundayBillSplits: { a: aBillSplit({ splitId: 'split-me', status: 'ISSUED', billSplitAmount: eur(20), consumer: { guestId: me.deviceId } }) },
    });
    expect(detectSplitAnomaly({ bill, split: aSplit({ id: 'split-me' }), user: me })).toBeUndefined();
    expect(detectSplitAnomaly({ bill, split: aSplit({ id: 'split-me', amount: eur(26) }), user: me })).toMatchObject({
      type: 'SplitAmountExceedsForecastedLeftToPay',
      forecastedLeftToPay: eur(25),
      excess: eur(1),
    });
  });

  test.each([
    ['PENDING (a payment in progress)', 'PENDING', undefined],
    ['PAID (no longer in the forecast)', 'PAID', 'SplitAmountExceedsForecastedLeftToPay'],
  ] as const)('the own split %s', (_case, status, expected) => {
    const bill = aBill({ forecastedLeftToPay: eur(5), sundayBillSplits: { a: aBillSplit({ splitId: 'split-me', status, billSplitAmount: eur(20) }) } });
    expect(detectSplitAnomaly({ bill, split: aSplit({ id: 'split-me' }), user: me })?.type).toBe(expected);
  });

  test('on an overpaid bill (negative forecast) the excess is the whole split, not more', () => {
    expect(detectSplitAnomaly({ bill: aBill({ forecastedLeftToPay: eur(-5) }), split: aSplit({ amount: eur(20) }), user: me })).toMatchObject({
      excess: eur(20),
    });
  });

  test('the excess is never negative when the server reason alone reports it', () => {
    expect(detectSplitAnomaly({ bill: aBill(), split: aSplit({ error: { type: 'bill-split-exceeds-forecasted-left-to-pay' } }), user: me })).toMatchObject({
      excess: eur(0),
    });
  });

  test('property: a by-amount split without a recorded failure is anomalous exactly when it exceeds the forecast by more than 10 units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (forecast, amount) => {
        const anomaly = detectSplitAnomaly({
          bill: aBill({ forecastedLeftToPay: eurScale5(forecast) }),
          split: aSplit({ amount: eurScale5(amount) }),
          user: me,
        });
        expect(anomaly?.type === 'SplitAmountExceedsForecastedLeftToPay').toBe(amount - forecast > 10);
        expect(anomaly === undefined || anomaly.type === 'SplitAmountExceedsForecastedLeftToPay').toBe(true);
      }),
    );
  });
});

describe('already paid items: "Items paid in the meantime show as already paid" (2-paying §4)', () => {
  test('lists the paid quantities and keeps the unpaid part of the selection', () => {
    const bill = aBill({
      unpaidItems: [
        { productId: 'burger', quantity: 100_000 },
        { productId: 'wine', quantity: 100_000 },
        { productId: 'wine', quantity: 100_000 },
      ],
    });
    const split = aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 300_000, wine: 200_000, cake: 100_000 } });
    expect(detectSplitAnomaly({ bill, split, user: me })).toMatchObject({
      type: 'AlreadyPaidItems',
      alreadyPaidItems: [
        { productId: 'burger', selectedQuantity: 300_000, unpaidQuantity: 100_000, takenByOthersQuantity: 0 },
        { productId: 'cake', selectedQuantity: 100_000, unpaidQuantity: 0, takenByOthersQuantity: 0 },
      ],
      remainingSelection: { burger: 100_000, wine: 200_000 },
    });
  });

  test("a same-items race: items another diner's ongoing split chose are not the diner's to pay, and are told apart from paid ones", () => {
    const bill = aBill({
      unpaidItems: [
        { productId: 'burger', quantity: 200_000 },
        { productId: 'wine', quantity: 100_000 },
      ],
      sundayBillSplits: {
        other: aBillSplit({ splitId: 'other', splitType: 'BY_ITEMS', status: 'ISSUED', modality: { items: { burger: 100_000 } } }),
      },
    });
    const split = aSplit({ type: 'ITEMS', splitItemsSelection: { burger: 200_000, wine: 100_000, cake: 100_000 } });
    expect(detectSplitAnomaly({ bill, split, user: me })).toMatchObject({
      type: 'AlreadyPaidItems',
      alreadyPaidItems: [
        { productId: 'burger', selectedQuantity: 200_000, unpaidQuantity: 100_000, takenByOthersQuantity: 100_000 },
        { productId: 'cake', selectedQuantity: 100_000, unpaidQuantity: 0, takenByOthersQuantity: 0 },
      ],
      remainingSelection: { burger: 100_000, wine: 100_000 },
    });
  });

  test("the diner's own ongoing split does not hold items against them", () => {
    const bill = aBill({
      unpaidItems: [{ productId: 'burger', quantity: 100_000 }],
      sundayBillSplits: {
        mine: aBillSplit({
          splitId: 'mine',
          splitType: 'BY_ITEMS',
          status: 'ISSUED',
          consumer: { guestId: me.deviceId },
          modality: { items: { burger: 100_000 } },
        }),
      },
    });
    expect(detectSplitAnomaly({ bill, split: aSplit({ id: 'mine', type: 'ITEMS', splitItemsSelection: { burger: 100_000 } }), user: me })).toBeUndefined();
  });
});

describe('invalid split by share: "a different message if the shares differ or another payment exists" (2-paying §4)', () => {
  test.each<[string, AnomalyBill, AnomalySplit, string | undefined]>([
    ['the shares differ from the ongoing split by share', shareBill(), shareSplit({ numberOfGuests: 6 }), 'shares-differ'],
    ['another diner paid by amount', shareBill({ sundayBillSplits: { x: aBillSplit() } }), shareSplit(), 'another-payment-exists'],
    [
      'a payment at the till',
      shareBill({ nonSundayBillSplits: [{ type: 'GIFT_CARD_APPLIED_ON_TILL', amount: eur(10) }] }),
      shareSplit(),
      'another-payment-exists',
    ],
    ['the base amount changed', shareBill(), shareSplit({ baseAmount: eur(90) }), 'base-amount-changed'],
    ['no share taken ("Shares at least 1", 2-paying §5)', shareBill(), shareSplit({ numberOfShares: 0 }), 'shares-out-of-range'],
    ['more shares than guests', shareBill(), shareSplit({ numberOfShares: 5 }), 'shares-out-of-range'],
    ['another diner paying their share', shareBill({ sundayBillSplits: { x: aBillSplit({ splitType: 'BY_SHARE' }) } }), shareSplit(), undefined],
    [
      'the logged-in user’s own payment from another device',
      shareBill({ sundayBillSplits: { x: aBillSplit({ consumer: { sundayUserId: 'user-me', guestId: 'device-old' } }) } }),
      shareSplit(),
      undefined,
    ],
    [
      'the user’s own earlier payment by amount',
      shareBill({ sundayBillSplits: { x: aBillSplit({ consumer: { guestId: me.deviceId } }) } }),
      shareSplit(),
      undefined,
    ],
    ['another diner’s split not yet engaged', shareBill({ sundayBillSplits: { x: aBillSplit({ status: 'ISSUED' }) } }), shareSplit(), undefined],
  ])('%s', (_case, bill, split, reason) => {
    const anomaly = detectSplitAnomaly({ bill, split, user: me });
    expect(anomaly?.type === 'InvalidSplitByShare' ? anomaly.reason : undefined).toBe(reason);
  });
});

describe('left to pay under minimum (server reason left-to-pay-would-be-under-minimum)', () => {
  test.each<[string, number, boolean]>([
    ['leaves 0 behind', 20, false],
    ['leaves 1 behind, under a minimum of 2', 21, true],
    ['leaves exactly the minimum', 22, false],
  ])('a payment that %s', (_case, forecast, anomalous) => {
    const anomaly = detectSplitAnomaly({ bill: aBill({ forecastedLeftToPay: eur(forecast) }), split: aSplit(), user: me, minimumLeftToPay: eur(2) });
    expect(anomaly?.type === 'NotEnoughLeftToPay').toBe(anomalous);
  });
});
