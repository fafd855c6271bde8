import { describe, expect, test } from 'vitest';
import type { ChargeType } from '../schemas/charge.js';
import { isChargeIncludedInPrices } from './included-charges.js';

describe('charges included in prices (1-core §3 "Charge: type (FEE, TAX, SERVICE_CHARGE, SALES_TAX, UNKNOWN)")', () => {
  test.each<[ChargeType, boolean]>([
    ['TAX', true],
    ['FEE', false],
    ['SERVICE_CHARGE', false],
    ['SALES_TAX', false],
    ['UNKNOWN', false],
  ])('%s included in the product prices: %s', (type, included) => {
    expect(isChargeIncludedInPrices({ type }, 'FR')).toBe(included);
    expect(isChargeIncludedInPrices({ type })).toBe(included);
  });

  test('US venues quote prices before tax: a TAX line is added, like SALES_TAX (1-core §5 "US venues merge taxes")', () => {
    expect(isChargeIncludedInPrices({ type: 'TAX' }, 'US')).toBe(false);
    expect(isChargeIncludedInPrices({ type: 'TAX' }, 'GB')).toBe(true);
  });
});
