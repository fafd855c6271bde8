import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { minimumTip, percentageTip, roundTip, roundTipsInOrder, roundTipToNearestDollar, tipStep } from './tip-rounding.js';
import { m } from '../test/money.js';

describe('roundTip (2-paying §5 "Tip computation")', () => {
  test.each([
    ['"minimum tip 0.5 in the UK"', 'GB', '2', 500, '0.5'],
    ['"minimum tip ... 1 elsewhere"', 'FR', '2', 500, '1'],
    ['"minimum tip ... 1 elsewhere"', 'US', '9', 1000, '1'],
    ['"below 1.5 it is 0.25" (UK, 1.2 → 1.25)', 'GB', '12', 1000, '1.25'],
    ['"below 1.5 it is 0.25" (UK, 1.1 → 1)', 'GB', '11', 1000, '1'],
    ['"below 10 the step is 0.5" (3.2 → 3)', 'FR', '32', 1000, '3'],
    ['"below 10 the step is 0.5" (3.25 → 3.5, half up)', 'FR', '32.5', 1000, '3.5'],
    ['"below 10 the step is 0.5" (9.8 → 10)', 'FR', '98', 1000, '10'],
    ['"below 10 the step is 0.5" (9.7 → 9.5)', 'FR', '97', 1000, '9.5'],
    ['at and above 10 the step is one unit (12.4 → 12)', 'FR', '124', 1000, '12'],
    ['at and above 10 the step is one unit (12.5 → 13)', 'FR', '125', 1000, '13'],
    ['"a tip is 0 if the base amount ... is 0"', 'FR', '0', 1000, '0'],
    ['"a tip is 0 if ... the percentage is 0"', 'FR', '50', 0, '0'],
  ])('%s: %s base %s at %i → %s', (_rule, country, base, rate, expected) => {
    expect(roundTip(m(base), rate, country)).toEqual(m(expected));
  });

  test.each([
    ['0.25 below 1.5', '1.49', 25_000],
    ['0.5 from 1.5', '1.5', 50_000],
    ['0.5 below 10', '9.99', 50_000],
    ['whole units from 10', '10', 100_000],
  ])('tipStep: %s', (_rule, tip, step) => {
    expect(tipStep(m(tip))).toBe(step);
  });

  test('minimumTip follows the venue currency', () => {
    expect(minimumTip('GB', 'GBP')).toEqual(m('0.5', 'GBP'));
  });

  test.each([
    ['a negative base', m('-1'), 1000],
    ['a fractional rate', m('10'), 10.5],
    ['a negative rate', m('10'), -1],
  ])('throws on %s', (_case, base, rate) => {
    expect(() => roundTip(base, rate, 'FR')).toThrow();
  });
});

describe('roundTipsInOrder', () => {
  test.each([
    ['"if two tips round to the same amount, the later is bumped above the previous"', '10', [500, 1000, 1500], 'FR', ['1', '1.25', '1.5']],
    ['"if two tips round to the same amount, the later is bumped above the previous" (UK)', '4', [500, 1000, 1500], 'GB', ['0.5', '0.75', '1']],
    ['distinct tips are left alone', '100', [500, 1000, 1500], 'FR', ['5', '10', '15']],
    ['bumped by the step of the previous tip', '100', [1000, 1000, 1000], 'FR', ['10', '11', '12']],
    ['"a tip is 0 if the base amount ... is 0"', '0', [500, 1000, 1500], 'FR', ['0', '0', '0']],
    ['"a tip is 0 if ... the percentage is 0"', '40', [0, 0, 1000], 'FR', ['0', '0', '4']],
  ])('%s', (_rule, base, rates, country, expected) => {
    expect(roundTipsInOrder(m(base), rates, country)).toEqual(expected.map((e) => m(e)));
  });

  test.each([
    ['whole units, half up', '47', [1000, 1500, 2000], ['5', '7', '9']],
    ['a minimum of one unit, bumped by one unit', '3', [500, 1000, 1500], ['1', '2', '3']],
    ['zero base gives zero tips', '0', [500, 1000, 1500], ['0', '0', '0']],
  ])('nearest dollar: %s', (_rule, base, rates, expected) => {
    expect(roundTipsInOrder(m(base, 'USD'), rates, 'US', 'NEAREST_DOLLAR')).toEqual(expected.map((e) => m(e, 'USD')));
  });

  const bases = fc.integer({ min: 1, max: 100_000_000_000 });
  const rates = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 }).map((r) => [...r].sort((a, b) => a - b));
  const countries = fc.constantFrom('GB', 'FR', 'US', 'DE');

  test('property: tip suggestions stay strictly increasing after rounding and bumping', () => {
    fc.assert(
      fc.property(bases, rates, countries, fc.constantFrom('STEPPED' as const, 'NEAREST_DOLLAR' as const), (base, sorted, country, rounding) => {
        const tips = roundTipsInOrder({ amount: base, currency: 'EUR' }, sorted, country, rounding);
        for (let i = 1; i < tips.length; i++) expect(tips[i]?.amount).toBeGreaterThan(tips[i - 1]?.amount ?? Infinity);
      }),
    );
  });

  test('property: rounding never gives a tip below the minimum unless it is 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), countries, (base, rate, country) => {
        const tip = roundTip({ amount: base, currency: 'EUR' }, rate, country);
        if (tip.amount !== 0) expect(tip.amount).toBeGreaterThanOrEqual(minimumTip(country, 'EUR').amount);
        expect(tip.amount === 0).toBe(base === 0 || rate === 0);
      }),
    );
  });
});

describe('percentageTip and roundTipToNearestDollar', () => {
  test.each([
    ['"otherwise raw percentage": 12.5% of 33.33 to the cent', '33.33', 1250, '4.17'],
    ['"otherwise raw percentage": 10% of 12.34', '12.34', 1000, '1.23'],
  ])('%s', (_rule, base, rate, expected) => {
    expect(percentageTip(m(base), rate)).toEqual(m(expected));
  });

  test('nearest dollar keeps zero for a zero rate', () => {
    expect(roundTipToNearestDollar(m('50', 'USD'), 0)).toEqual(m('0', 'USD'));
  });
});
