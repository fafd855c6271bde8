import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bill, eur, subOrderInput } from '../../test/fixtures.js';
import { sum } from '../money/money.js';
import type { QuantifiedProduct } from '../schemas/product.js';
import { exceedsForecastedLeftToPay, leftToPaySplitAmount } from './left-to-pay.js';
import { MINIMUM_SPLIT_AMOUNT, parseSplitAmount } from './split-by-amount.js';
import { splitAmountByItems } from './split-by-items.js';
import { canChangeNumberOfGuests, clampShares, maximumShares, splitAmountByShare } from './split-by-share.js';
import { splitAmountBySubOrders } from './split-by-sub-orders.js';

const product = (productId: string, quantity: number, cents: number, extra: Partial<QuantifiedProduct['product']> = {}): QuantifiedProduct => ({
  productId,
  quantity,
  product: { name: productId, unitPriceAfterTax: eur(cents), discounts: [], subProducts: [], exclusiveCharges: [], ...extra },
});

const itemsBill = bill({
  totalBillAmount: eur(7250),
  order: {
    ...bill().order,
    subOrders: [
      subOrderInput({
        id: 'check-1',
        quantifiedProducts: [
          product('burger', 200_000, 1500),
          product('wine', 300_000, 900, { unitPriceAfterTaxAndDiscount: eur(800) }),
          product('salad', 100_000, 1200, { discounts: [{ unitAmount: eur(200) }] }),
          product('steak', 100_000, 2000, { subProducts: [{ name: 'Sauce', quantity: 200_000, unitPriceAfterTax: eur(150) }] }),
        ],
      }),
      subOrderInput({ id: 'check-2', forecastedLeftToPay: eur(-100), subOrderAmount: eur(1000), quantifiedProducts: [product('burger', 100_000, 1500)] }),
    ],
  },
});

describe('2-paying §4 split by items', () => {
  test.each([
    ['quantities at scale 5: one of two burgers', { burger: 100_000 }, 1500],
    ['quantities at scale 5: half a burger', { burger: 50_000 }, 750],
    ['unit price after tax and discount as given by the POS', { wine: 200_000 }, 1600],
    ['product discounts with unitAmount', { salad: 100_000 }, 1000],
    ['sub-products (name, quantity, unitPriceAfterTax) detail the line: its POS unit price already includes them', { steak: 100_000 }, 2000],
    ['total equals the sum of items', { burger: 100_000, wine: 100_000, steak: 100_000 }, 4300],
    ['a zero quantity selects nothing', { burger: 100_000, wine: 0 }, 1500],
  ])('%s', (_rule, selection, cents) => {
    const result = splitAmountByItems(itemsBill, selection);
    expect(result.ok && result.value.total).toEqual(eur(cents));
  });

  test.each([
    ['Split by items: confirm disabled when selected total is 0', {}, 'selected-total-is-zero'],
    ['an unknown product', { pizza: 100_000 }, 'unknown-product'],
    ['more than the bill holds', { burger: 400_000 }, 'quantity-exceeds-bill'],
    ['a negative quantity', { burger: -1 }, 'invalid-quantity'],
  ])('%s is refused', (_rule, selection, code) => {
    const result = splitAmountByItems(itemsBill, selection);
    expect(!result.ok && result.error.code).toBe(code);
  });

  test('with seat splitting, items are looked up in the chosen check', () => {
    const result = splitAmountByItems(itemsBill, { burger: 200_000 }, 'check-2');
    expect(!result.ok && result.error.code).toBe('quantity-exceeds-bill');
  });

  test('property: a by-items total equals the sum of its items', () => {
    const lines = fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 2_000_000 }) }), {
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(lines, fc.infiniteStream(fc.integer({ min: 0, max: 2_000_000 })), (specs, picks) => {
        const quantified = specs.map((s, i) => product(`p${i}`, s.quantity, s.cents));
        const b = bill({ order: { ...bill().order, subOrders: [subOrderInput({ quantifiedProducts: quantified })] } });
        const iterator = picks[Symbol.iterator]();
        const selection = Object.fromEntries(specs.map((s, i) => [`p${i}`, Math.min(iterator.next().value, s.quantity)]));
        const result = splitAmountByItems(b, selection);
        if (!result.ok) {
          expect(result.error.code).toBe('selected-total-is-zero');
          return;
        }
        expect(result.value.total).toEqual(
          sum(
            result.value.items.map((i) => i.amount),
            'EUR',
          ),
        );
        expect(result.value.total.amount).toBeGreaterThan(0);
      }),
    );
  });
});

describe('2-paying §5 split by share', () => {
  test.each([
    ['Shares at least 1 and at most guests minus paid shares (largest remainder goes to the first share)', 3, 1, 0, 3_333_334],
    ['Shares at least 1 and at most guests minus paid shares', 3, 1, 1, 3_333_333],
    ['Shares at least 1 and at most guests minus paid shares', 3, 2, 1, 6_666_666],
    ['guests 2 to 32 sectors', 2, 2, 0, 10_000_000],
    ['guests 2 to 32 sectors', 32, 1, 0, 312_500],
  ])('%s: %d guests, %d shares, %d paid', (_rule, numberOfGuests, numberOfShares, paidShares, amount) => {
    const result = splitAmountByShare({ baseAmount: eur(10000), numberOfGuests, numberOfShares, paidShares });
    expect(result.ok && result.value).toEqual({ amount, currency: 'EUR' });
  });

  test.each([
    ['guests 2 to 32 sectors', 1, 1, 0, undefined, 'guests-out-of-range'],
    ['guests 2 to 32 sectors', 33, 1, 0, undefined, 'guests-out-of-range'],
    ['Shares at least 1', 4, 0, 0, undefined, 'shares-out-of-range'],
    ['at most guests minus paid shares', 4, 3, 2, undefined, 'shares-out-of-range'],
    ['locked once shares are paid', 5, 1, 1, 4, 'guests-locked'],
  ])('%s: refused with %s', (_rule, numberOfGuests, numberOfShares, paidShares, ongoingNumberOfGuests, code) => {
    const result = splitAmountByShare({ baseAmount: eur(10000), numberOfGuests, numberOfShares, paidShares, ongoingNumberOfGuests });
    expect(!result.ok && result.error.code).toBe(code);
  });

  test.each([
    ['Guest changes clamp shares to the guest count', 5, 3, 0, 3],
    ['Guest changes clamp shares to the guest count', 0, 3, 0, 1],
    ['at most guests minus paid shares', 3, 3, 1, 2],
  ])('%s: %d shares of %d guests with %d paid → %d', (_rule, shares, guests, paid, expected) => {
    expect(clampShares(shares, guests, paid)).toBe(expected);
  });

  test('locked once shares are paid', () => {
    expect([canChangeNumberOfGuests(0), canChangeNumberOfGuests(1), maximumShares(2, 3)]).toEqual([true, false, 0]);
  });

  test('property: all the shares of a split by share sum to the base amount and none is negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 2, max: 32 }), (amount, guests) => {
        const parts = Array.from({ length: guests }, (_, paid) => {
          const result = splitAmountByShare({ baseAmount: { amount, currency: 'EUR' }, numberOfGuests: guests, numberOfShares: 1, paidShares: paid });
          if (!result.ok) throw new Error(result.error.code);
          return result.value;
        });
        expect(sum(parts, 'EUR').amount).toBe(amount);
        expect(parts.every((p) => p.amount >= 0)).toBe(true);
      }),
    );
  });
});

describe('2-paying §4 split by amount', () => {
  test.each([
    ['confirm is enabled only when the amount is above 0 and finite', '12.50', { ok: true, value: eur(1250) }],
    ['comma or dot accepted', '12,5', { ok: true, value: eur(1250) }],
    ['confirm is enabled only when the amount is above 0 and finite', 7, { ok: true, value: eur(700) }],
    ['above 0', '0', { ok: false, error: { code: 'amount-not-positive' } }],
    ['above 0', '-3', { ok: false, error: { code: 'amount-not-positive' } }],
    ['finite', Number.POSITIVE_INFINITY, { ok: false, error: { code: 'amount-not-finite' } }],
    ['finite', 'Infinity', { ok: false, error: { code: 'amount-not-finite' } }],
    ['a number', Number.NaN, { ok: false, error: { code: 'amount-not-a-number' } }],
    ['a number', 'abc', { ok: false, error: { code: 'amount-not-a-number' } }],
    ['finite', '-Infinity', { ok: false, error: { code: 'amount-not-finite' } }],
    ['whole cents: 0.001 is not a split of 0.00', '0.001', { ok: false, error: { code: 'amount-too-precise' } }],
    ['whole cents', '12.505', { ok: false, error: { code: 'amount-too-precise' } }],
    ['whole cents', '1.0000001', { ok: false, error: { code: 'amount-too-precise' } }],
    ['at least the minimum amount', '0.49', { ok: false, error: { code: 'amount-below-minimum', minimum: { amount: MINIMUM_SPLIT_AMOUNT, currency: 'EUR' } } }],
    ['the minimum amount itself', '0.50', { ok: true, value: eur(50) }],
  ])('%s: %s', (_rule, value, expected) => {
    expect(parseSplitAmount(value, 'EUR')).toEqual(expected);
  });

  test('less than the minimum left to pay: all of it may still be paid, not less', () => {
    expect(parseSplitAmount('0.30', 'EUR', { leftToPay: eur(30) })).toEqual({ ok: true, value: eur(30) });
    expect(parseSplitAmount('0.20', 'EUR', { leftToPay: eur(30) })).toEqual({ ok: false, error: { code: 'amount-below-minimum', minimum: eur(30) } });
    expect(parseSplitAmount('0.30', 'EUR', { leftToPay: eur(5000) })).toEqual({ ok: false, error: { code: 'amount-below-minimum', minimum: eur(50) } });
  });
});

describe('split by sub-orders and on the left to pay', () => {
  test.each([
    ['one check', ['check-1'], { ok: true, value: eur(3000) }],
    ['a paid check counts as nothing', ['check-1', 'check-2'], { ok: true, value: eur(3000) }],
    ['an unknown check', ['check-9'], { ok: false, error: { code: 'unknown-sub-order', subOrderId: 'check-9' } }],
    ['no check', [], { ok: false, error: { code: 'no-sub-order-selected' } }],
  ])('%s', (_case, ids, expected) => {
    expect(splitAmountBySubOrders(itemsBill, ids)).toEqual(expected);
  });

  test.each([
    ["Pay what's left takes the forecasted left to pay", 2500, 2500],
    ['never below zero', -100, 0],
  ])('%s', (_case, cents, expected) => {
    expect(leftToPaySplitAmount({ forecastedLeftToPay: eur(cents) })).toEqual(eur(expected));
  });
});

describe('2-paying §9 forecast-exceeded tolerance', () => {
  test.each([
    ['Forecast-exceeded tolerance: 10 units at 5-decimal scale', 1_000_010, 1_000_000, false],
    ['Forecast-exceeded tolerance: 10 units at 5-decimal scale', 1_000_011, 1_000_000, true],
    ['Forecast-exceeded tolerance: 10 units at 5-decimal scale', 999_999, 1_000_000, false],
  ])('%s: %d against %d → %s', (_rule, amount, forecast, expected) => {
    expect(exceedsForecastedLeftToPay({ amount, currency: 'EUR' }, { amount: forecast, currency: 'EUR' })).toBe(expected);
  });

  test('currencies must match', () => {
    expect(() => exceedsForecastedLeftToPay(eur(1), { amount: 1, currency: 'USD' })).toThrow('Currency mismatch');
  });
});
