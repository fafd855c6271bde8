import { describe, expect, test } from 'vitest';

import { canConfirmTip, customTipAmount, parseCustomTipAmount, parseCustomTipPercent } from './custom-tip.js';
import { m } from '../test/money.js';

describe('parseCustomTipAmount (2-paying §5 "Custom tip")', () => {
  test.each([
    ['"amount field two decimals"', '12.34', '12.34'],
    ['"comma or dot accepted" (comma)', '12,5', '12.5'],
    ['"comma or dot accepted" (dot, trailing separator)', '7.', '7'],
    ['a whole amount', '3', '3'],
    ['an empty field is a zero tip', '  ', '0'],
  ])('%s: "%s" → %s', (_rule, text, expected) => {
    expect(parseCustomTipAmount(text)).toEqual({ ok: true, value: m(expected, 'USD') });
  });

  test.each([
    ['"a non-numeric ... amount shows error.amountMustBeANumber"', 'abc', 'error.amountMustBeANumber'],
    ['"a ... negative amount shows error.amountMustBeANumber"', '-5', 'error.amountMustBeANumber'],
    ['"one separator only"', '1.2,3', 'error.amountMustBeANumber'],
    ['"one separator only" (two dots)', '1.2.3', 'error.amountMustBeANumber'],
    ['"amount field two decimals" (three given)', '1.234', 'error.amountMustBeANumber'],
    ['"infinity shows a joke message"', 'Infinity', 'error.amountIsInfinite'],
    ['"infinity shows a joke message" (∞)', '∞', 'error.amountIsInfinite'],
    ['"must not be ... infinite": too large to hold', '9'.repeat(400), 'error.amountIsInfinite'],
  ])('%s: "%s"', (_rule, text, code) => {
    expect(parseCustomTipAmount(text)).toEqual({ ok: false, error: { code } });
  });

  test('"Custom tip input currency is USD" unless the venue currency is given', () => {
    expect(parseCustomTipAmount('2', 'EUR')).toEqual({ ok: true, value: m('2', 'EUR') });
  });
});

describe('parseCustomTipPercent', () => {
  test.each([
    ['"Percent field takes whole numbers"', '15', { ok: true, value: 1500 }],
    ['an empty field is a zero tip', '', { ok: true, value: 0 }],
    ['"Percent field takes whole numbers" (decimal refused)', '12.5', { ok: false, error: { code: 'error.amountMustBeANumber' } }],
    ['"a ... negative amount shows error.amountMustBeANumber"', '-3', { ok: false, error: { code: 'error.amountMustBeANumber' } }],
    ['"a non-numeric ... amount shows error.amountMustBeANumber"', 'ten', { ok: false, error: { code: 'error.amountMustBeANumber' } }],
    ['"infinity shows a joke message"', 'infinity', { ok: false, error: { code: 'error.amountIsInfinite' } }],
    ['"infinity shows a joke message" (overflow)', '9'.repeat(400), { ok: false, error: { code: 'error.amountIsInfinite' } }],
  ])('%s: "%s"', (_rule, text, expected) => {
    expect(parseCustomTipPercent(text)).toEqual(expected);
  });
});

describe('customTipAmount and canConfirmTip', () => {
  test.each([
    ['"A custom tip has an amount"', { kind: 'amount', amount: m('4.2') }, '4.2'],
    ['"... or a rate value": 15% of 33.33 to the cent', { kind: 'rate', rate: 1500 }, '5'],
    ['"... or a rate value": 12% of 33.33', { kind: 'rate', rate: 1200 }, '4'],
  ] as const)('%s', (_rule, custom, expected) => {
    expect(customTipAmount(custom, m('33.33'))).toEqual(m(expected));
  });

  test.each([
    ['"Tip confirm is disabled when the tip is zero"', '0', false],
    ['a negative tip cannot be confirmed', '-1', false],
    ['a positive tip can be confirmed', '0.01', true],
  ])('%s', (_rule, tip, expected) => {
    expect(canConfirmTip(m(tip))).toBe(expected);
  });
});

test('an unknown custom tip kind is a broken invariant', () => {
  const custom = JSON.parse('{"kind":"emoji"}');
  expect(() => customTipAmount(custom, m('10'))).toThrow(/Unhandled/);
});
