import { describe, expect, test } from 'vitest';
import { anomalyModalTitleKey, type AnomalyModalTitleKey } from './anomaly-modal-title.js';
import { SPLIT_ANOMALY_TYPES, type SplitAnomalyType } from './split-anomaly-type.js';

describe('anomalyModalTitleKey: "Anomaly modal texts" (2-paying §8)', () => {
  const table: [SplitAnomalyType, AnomalyModalTitleKey][] = [
    ['SplitPerItemsAmountExceedsForecastedLeftToPay', 'split.ExceedingAmountTitle'],
    ['SplitAmountExceedsForecastedLeftToPay', 'split.exceedingAmountTitle'],
    ['SplitAmountChangedBetweenIssueAndEngage', 'split.billChanged.title'],
    ['BillSplitTypeChangedBetweenIssueAndEngage', 'split.billChanged.title'],
    ['NotEnoughLeftToPay', 'split.notEnoughRestToPayTitle'],
    ['AlreadyPaidItems', 'split.alreadyPaidItemsModal.title'],
    ['InvalidSplitByShare', 'split.byShare.invalid.modal.title'],
    ['LeftToPayIncreasedWhenSplitTypeRemainingAmount', 'split.leftToPayIncreased.title'],
    ['VirtualDiscountCouldNotBeBurnt', 'error.defaultTitle'],
  ];

  test.each(table)('%s → %s', (type, key) => {
    expect(anomalyModalTitleKey(type)).toBe(key);
  });

  test('every anomaly type has a row and every spec title key is used', () => {
    expect(table.map(([type]) => type).sort()).toEqual([...SPLIT_ANOMALY_TYPES].sort());
    expect(new Set(table.map(([, key]) => key))).toEqual(
      new Set([
        'split.ExceedingAmountTitle',
        'split.exceedingAmountTitle',
        'split.notEnoughRestToPayTitle',
        'split.billChanged.title',
        'split.leftToPayIncreased.title',
        'split.byShare.invalid.modal.title',
        'split.alreadyPaidItemsModal.title',
        'error.defaultTitle',
      ]),
    );
  });

  test('an unknown type is a broken invariant', () => {
    expect(() => anomalyModalTitleKey('Unknown' as never)).toThrow('Unhandled case');
  });
});
