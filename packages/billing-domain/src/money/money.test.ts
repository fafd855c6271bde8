import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MONEY_UNIT,
  add,
  allocate,
  compare,
  equals,
  fromDisplayUnits,
  fromMinorUnits,
  greaterThan,
  greaterThanOrEqual,
  isKnownCurrency,
  isNegative,
  isPositive,
  isZero,
  lessThan,
  lessThanOrEqual,
  maximum,
  minimum,
  money,
  moneySchema,
  multiplyBy,
  multiplyByQuantity,
  multiplyByRate,
  negate,
  nonNegativeMoneySchema,
  roundToStep,
  subtract,
  sum,
  toDisplayUnits,
  toMinorUnits,
  zero,
} from './money.js';
import { toEpochMilliseconds } from './timestamp.js';

const eur = (amount: number) => money(amount, 'EUR');

describe('money at scale 5', () => {
  test.each([
    ['Money scale 5 decimals; displayed amounts ... divide by 100000', 1_234_500, 12.345],
    ['Money scale 5 decimals; displayed amounts ... divide by 100000', 100_000, 1],
    ['Money scale 5 decimals; displayed amounts ... divide by 100000', 0, 0],
  ])('%s: %d → %d', (_rule, amount, display) => {
    expect(toDisplayUnits(eur(amount))).toBe(display);
  });

  test.each([
    ['Item quantities are scale 5: 1.5 × 10.00', 1_000_000, 150_000, 1_500_000],
    ['Item quantities are scale 5: 0.33333 × 3.00', 300_000, 33_333, 99_999],
    ['Item quantities are scale 5: 2 × 0.00001', 1, 200_000, 2],
  ])('%s', (_rule, amount, quantity, expected) => {
    expect(multiplyByQuantity(eur(amount), quantity).amount).toBe(expected);
  });

  test.each([
    ['Percent rates are stored in hundredths (value/100 = percent): 1250 is 12.5 %', 10_000_000, 1250, 1_250_000],
    ['Percent rates are stored in hundredths: 1500 is 15 %', 2_000_000, 1500, 300_000],
    ['Percent rates are stored in hundredths: 1 is 0.01 %', 100_000, 1, 10],
  ])('%s', (_rule, amount, rate, expected) => {
    expect(multiplyByRate(eur(amount), rate).amount).toBe(expected);
  });

  test('arithmetic, comparisons and sums', () => {
    expect(add(eur(1), eur(2))).toEqual(eur(3));
    expect(subtract(eur(1), eur(2))).toEqual(eur(-1));
    expect(sum([eur(1), eur(2), eur(3)], 'EUR')).toEqual(eur(6));
    expect(sum([], 'EUR')).toEqual(zero('EUR'));
    expect(multiplyBy(eur(7), 3)).toEqual(eur(21));
    expect(compare(eur(1), eur(2))).toBe(-1);
    expect(equals(eur(2), eur(2))).toBe(true);
    expect(greaterThan(eur(3), eur(2))).toBe(true);
    expect(greaterThanOrEqual(eur(2), eur(2))).toBe(true);
    expect(lessThan(eur(1), eur(2))).toBe(true);
    expect(lessThanOrEqual(eur(3), eur(2))).toBe(false);
    expect([isZero(eur(0)), isPositive(eur(1)), isNegative(eur(-1))]).toEqual([true, true, true]);
    expect(minimum(eur(1), eur(2))).toEqual(eur(1));
    expect(maximum(eur(1), eur(2))).toEqual(eur(2));
    expect(negate(eur(5))).toEqual(eur(-5));
  });

  test.each([
    ['mixing currencies', () => add(eur(1), money(1, 'USD')), 'Currency mismatch'],
    ['a fractional amount', () => money(1.5, 'EUR'), 'safe integer'],
    ['an unknown currency', () => money(1, 'XYZ'), 'Unknown currency'],
    ['a fractional factor', () => multiplyBy(eur(1), 1.5), 'Integer factor'],
    ['a fractional rate', () => multiplyByRate(eur(1), 12.5), 'hundredths'],
    ['no ratios', () => allocate(eur(1), []), 'at least one ratio'],
    ['negative ratios', () => allocate(eur(1), [1, -1]), 'non-negative'],
    ['all-zero ratios', () => allocate(eur(1), [0, 0]), 'not all be zero'],
    ['fractional minor units', () => fromMinorUnits(1.5, 'EUR'), 'Minor units'],
    ['a zero step', () => roundToStep(eur(1), 0), 'Step'],
  ])('a broken invariant throws: %s', (_case, run, message) => {
    expect(run).toThrow(message);
  });

  test('minor units round half up and come back at scale 5', () => {
    expect(toMinorUnits(eur(123_456))).toBe(123);
    expect(toMinorUnits(eur(123_500))).toBe(124);
    expect(toMinorUnits(eur(123_500), 'down')).toBe(123);
    expect(fromMinorUnits(123, 'EUR')).toEqual(eur(123_000));
  });

  test.each([
    ['12.5', 1_250_000],
    ['0.00001', 1],
    ['-3', -300_000],
    [7.25, 725_000],
    ['1.234567', undefined],
    ['abc', undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['99999999999999999', undefined],
  ])('fromDisplayUnits(%j) is an exact decimal parse → %j', (input, amount) => {
    expect(fromDisplayUnits(input, 'EUR')?.amount).toBe(amount);
  });

  test.each([
    [1_230_000, 50_000, 'halfUp', 1_250_000],
    [1_220_000, 50_000, 'halfUp', 1_200_000],
    [1_225_000, 50_000, 'halfUp', 1_250_000],
    [1_225_000, 50_000, 'halfEven', 1_200_000],
    [1_275_000, 50_000, 'halfEven', 1_300_000],
    [1_201_000, 50_000, 'up', 1_250_000],
    [1_249_000, 50_000, 'down', 1_200_000],
  ] as const)('roundToStep(%d, %d, %s) = %d', (amount, step, rounding, expected) => {
    expect(roundToStep(eur(amount), step, rounding).amount).toBe(expected);
  });

  test.each([
    ['A timestamp above 9999999999 is milliseconds', 10_000_000_000, 10_000_000_000],
    ['otherwise seconds', 9_999_999_999, 9_999_999_999_000],
    ['otherwise seconds', 1_700_000_000, 1_700_000_000_000],
  ])('%s: %d → %d', (_rule, input, expected) => {
    expect(toEpochMilliseconds(input)).toBe(expected);
  });

  test('schemas reject unknown currencies, fractions and negatives where asked', () => {
    expect(isKnownCurrency('GBP')).toBe(true);
    expect(moneySchema.safeParse({ amount: 1.5, currency: 'EUR' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 1, currency: 'ABC' }).success).toBe(false);
    expect(nonNegativeMoneySchema.safeParse({ amount: -1, currency: 'EUR' }).success).toBe(false);
    expect(nonNegativeMoneySchema.safeParse({ amount: 0, currency: 'EUR' }).success).toBe(true);
  });
});

describe('allocation (largest remainder)', () => {
  test.each([
    ['10.00 in 3 equal shares', 1_000_000, [1, 1, 1], [333_334, 333_333, 333_333]],
    ['0.00002 in 3 equal shares', 2, [1, 1, 1], [1, 1, 0]],
    ['by ratio 1:2', 300_000, [1, 2], [100_000, 200_000]],
  ])('%s', (_case, amount, ratios, expected) => {
    expect(allocate(eur(amount), ratios).map((m) => m.amount)).toEqual(expected);
  });

  const amounts = fc.integer({ min: 0, max: 10 ** 12 });
  const ratioLists = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 32 }).filter((r) => r.some((x) => x > 0));

  test('property: allocation always sums to the total', () => {
    fc.assert(
      fc.property(amounts, ratioLists, (amount, ratios) => {
        const parts = allocate(eur(amount), ratios);
        expect(parts).toHaveLength(ratios.length);
        expect(sum(parts, 'EUR')).toEqual(eur(amount));
      }),
    );
  });

  test('property: no share is negative', () => {
    fc.assert(
      fc.property(amounts, ratioLists, (amount, ratios) => {
        expect(allocate(eur(amount), ratios).every((part) => part.amount >= 0)).toBe(true);
      }),
    );
  });

  test('property: equal shares differ by at most one unit at scale 5', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 1, max: 32 }), (amount, n) => {
        const parts = allocate(
          eur(amount),
          Array.from({ length: n }, () => 1),
        ).map((p) => p.amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('MONEY_UNIT is one currency unit', () => {
    expect(toDisplayUnits(eur(MONEY_UNIT))).toBe(1);
  });
});
