import { add, isPositive, lessThanOrEqual } from '@tableside/billing-domain';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { aBill, aSplit, eur, eurScale5, me } from '../test/fixtures.js';
import { detectSplitAnomaly } from './detect-split-anomaly.js';
import { recoveryFor, type RecoveryOption } from './recovery-options.js';
import type { SplitAnomaly } from './split-anomaly.js';

const amounts = { splitAmount: eur(30), forecastedLeftToPay: eur(20) };
const nothingLeft = { splitAmount: eur(30), forecastedLeftToPay: eur(0) };

describe('recoveryFor: "Offered recovery" (2-paying §4 "Anomalies and recovery")', () => {
  test.each<[string, SplitAnomaly, boolean, RecoveryOption[]]>([
    [
      'Already paid items | Edit the split, or pay only the remaining selected items.',
      {
        ...amounts,
        type: 'AlreadyPaidItems',
        alreadyPaidItems: [{ productId: 'a', selectedQuantity: 2, unpaidQuantity: 1, takenByOthersQuantity: 0 }],
        remainingSelection: { a: 1 },
      },
      true,
      [{ kind: 'edit-split' }, { kind: 'drop-already-paid-items', splitItemsSelection: { a: 1 } }],
    ],
    [
      'Already paid items, none of the selection left unpaid: edit only',
      {
        ...amounts,
        type: 'AlreadyPaidItems',
        alreadyPaidItems: [{ productId: 'a', selectedQuantity: 2, unpaidQuantity: 0, takenByOthersQuantity: 0 }],
        remainingSelection: {},
      },
      true,
      [{ kind: 'edit-split' }],
    ],
    [
      'Per-items amount exceeds forecasted left to pay | Edit, or pay only what is left.',
      { ...amounts, type: 'SplitPerItemsAmountExceedsForecastedLeftToPay', excess: eur(10) },
      true,
      [{ kind: 'edit-split' }, { kind: 'pay-only-bill-left-to-pay', amount: eur(20) }],
    ],
    [
      'Per-items amount exceeds forecasted left to pay, nothing left: edit only ("pay only what is left ... if above 0")',
      { ...nothingLeft, type: 'SplitPerItemsAmountExceedsForecastedLeftToPay', excess: eur(30) },
      true,
      [{ kind: 'edit-split' }],
    ],
    [
      'Split amount exceeds left to pay | Add the excess as a tip (only if tipping is enabled), pay only what is left (if above 0), or delete the split.',
      { ...amounts, type: 'SplitAmountExceedsForecastedLeftToPay', excess: eur(10) },
      true,
      [{ kind: 'turn-overpayment-into-tips', amount: eur(20), tip: eur(10) }, { kind: 'pay-only-bill-left-to-pay', amount: eur(20) }, { kind: 'cancel-split' }],
    ],
    [
      'Split amount exceeds left to pay, tipping disabled: no tip option',
      { ...amounts, type: 'SplitAmountExceedsForecastedLeftToPay', excess: eur(10) },
      false,
      [{ kind: 'pay-only-bill-left-to-pay', amount: eur(20) }, { kind: 'cancel-split' }],
    ],
    [
      'Split amount exceeds left to pay, nothing left: no "pay only what is left", and no tip on a split of 0 (another diner took the rest)',
      { ...nothingLeft, type: 'SplitAmountExceedsForecastedLeftToPay', excess: eur(30) },
      true,
      [{ kind: 'cancel-split' }],
    ],
    [
      'Split amount exceeds left to pay, no measurable excess: no tip of 0',
      { ...amounts, type: 'SplitAmountExceedsForecastedLeftToPay', excess: eur(0) },
      true,
      [{ kind: 'pay-only-bill-left-to-pay', amount: eur(20) }, { kind: 'cancel-split' }],
    ],
    [
      'Amount or type changed between issue and engage | The bill changed; start a new split. (amount)',
      { ...amounts, type: 'SplitAmountChangedBetweenIssueAndEngage', previousBillSplitAmount: undefined, newBillSplitAmount: undefined },
      true,
      [{ kind: 'start-new-split' }],
    ],
    [
      'Amount or type changed between issue and engage | The bill changed; start a new split. (type)',
      { ...amounts, type: 'BillSplitTypeChangedBetweenIssueAndEngage' },
      true,
      [{ kind: 'start-new-split' }],
    ],
    [
      'Left to pay increased for a remaining-amount split | Pay the remaining amount, or delete.',
      { splitAmount: eur(20), forecastedLeftToPay: eur(30), type: 'LeftToPayIncreasedWhenSplitTypeRemainingAmount', increase: eur(10) },
      true,
      [{ kind: 'pay-only-bill-left-to-pay', amount: eur(30) }, { kind: 'cancel-split' }],
    ],
    [
      'Not enough left to pay | Pay only the left amount, or delete.',
      { ...amounts, type: 'NotEnoughLeftToPay' },
      true,
      [{ kind: 'pay-only-bill-left-to-pay', amount: eur(20) }, { kind: 'cancel-split' }],
    ],
    [
      'Virtual discount could not be burnt | Retry, or delete.',
      { ...amounts, type: 'VirtualDiscountCouldNotBeBurnt' },
      true,
      [{ kind: 'retry' }, { kind: 'cancel-split' }],
    ],
    ['Invalid split by share | Edit the split', { ...amounts, type: 'InvalidSplitByShare', reason: 'base-amount-changed' }, true, [{ kind: 'edit-split' }]],
  ])('%s', (_row, anomaly, tippingEnabled, options) => {
    expect(recoveryFor(anomaly, { tippingEnabled }).options).toEqual(options);
  });

  test.each([
    ['shares-differ', 'shares-differ'],
    ['another-payment-exists', 'another-payment-exists'],
    ['base-amount-changed', 'default'],
    ['shares-out-of-range', 'default'],
  ] as const)('Invalid split by share: "a different message if the shares differ or another payment exists" (%s → %s)', (reason, variant) => {
    const recovery = recoveryFor({ ...amounts, type: 'InvalidSplitByShare', reason }, { tippingEnabled: true });
    expect(recovery).toEqual({
      type: 'InvalidSplitByShare',
      titleKey: 'split.byShare.invalid.modal.title',
      messageVariant: variant,
      options: [{ kind: 'edit-split' }],
    });
  });

  test('other anomalies use the default message and their modal title', () => {
    expect(recoveryFor({ ...amounts, type: 'NotEnoughLeftToPay' }, { tippingEnabled: false })).toMatchObject({
      messageVariant: 'default',
      titleKey: 'split.notEnoughRestToPayTitle',
    });
  });

  test('an unknown anomaly is a broken invariant', () => {
    expect(() => recoveryFor({ ...amounts, type: 'Unknown' } as never, { tippingEnabled: true })).toThrow('Unhandled case');
  });
});

describe('recovery amounts of an exceeded by-amount split', () => {
  test('property: paying what is left plus the excess as a tip is exactly the split amount, and nothing offered is negative (even on an overpaid bill)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (forecast, amount) => {
        const anomaly = detectSplitAnomaly({
          bill: aBill({ forecastedLeftToPay: eurScale5(forecast) }),
          split: aSplit({ amount: eurScale5(amount) }),
          user: me,
        });
        if (anomaly?.type !== 'SplitAmountExceedsForecastedLeftToPay') return;
        for (const option of recoveryFor(anomaly, { tippingEnabled: true }).options) {
          if (option.kind === 'turn-overpayment-into-tips') {
            expect(add(option.amount, option.tip)).toEqual(eurScale5(amount));
            expect(isPositive(option.tip)).toBe(true);
            expect(isPositive(option.amount)).toBe(true);
            expect(lessThanOrEqual(option.tip, eurScale5(amount))).toBe(true);
          }
          if (option.kind === 'pay-only-bill-left-to-pay') expect(isPositive(option.amount)).toBe(true);
        }
      }),
    );
  });
});
