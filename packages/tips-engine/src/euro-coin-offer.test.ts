import { describe, expect, test } from 'vitest';

import { euroCoinOffer } from './euro-coin-offer.js';
import { m } from '../test/money.js';

const fr = { countryCode: 'FR' };

describe('euroCoinOffer (2-paying §5 "Coin modals (FR)")', () => {
  test.each([
    ['"split below 50 units offers 1 euro"', '49.99', { kind: 'ONE_EURO', tip: m('1') }],
    ['"split below 50 units offers 1 euro" (small split)', '3.2', { kind: 'ONE_EURO', tip: m('1') }],
    ['"50 to under 100 offers 2 euro"', '50', { kind: 'TWO_EUROS', tip: m('2') }],
    ['"50 to under 100 offers 2 euro" (upper edge)', '99.99', { kind: 'TWO_EUROS', tip: m('2') }],
    ['"100 and above offers round up to a multiple of 5"', '100.01', { kind: 'ROUND_UP', tip: m('4.99'), total: m('105') }],
    ['"100 and above offers round up to a multiple of 5" (123.4)', '123.4', { kind: 'ROUND_UP', tip: m('1.6'), total: m('125') }],
    ['a split already on a multiple of 5 has no change to keep', '100', { kind: 'NONE' }],
    ['a zero split gets no offer', '0', { kind: 'NONE' }],
  ])('%s: %s', (_rule, amount, expected) => {
    expect(euroCoinOffer(m(amount), fr)).toEqual(expected);
  });

  test.each([
    ['euroCoinEnabled false', fr, false],
    ['a venue outside FR', { countryCode: 'BE' }, true],
  ])('no offer with %s', (_case, venue, euroCoinEnabled) => {
    expect(euroCoinOffer(m('20'), venue, euroCoinEnabled)).toEqual({ kind: 'NONE' });
  });

  test('"euroCoinEnabled (default true)"', () => {
    expect(euroCoinOffer(m('20'), fr).kind).toBe('ONE_EURO');
  });
});
