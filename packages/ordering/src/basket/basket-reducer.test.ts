import { describe, expect, test } from 'vitest';
import { item } from '../../test/fixtures.js';
import { BASKET_EXPIRY_MS, isBasketExpired } from './basket-expiry.js';
import { basketReducer, liveBasket, type VenueBaskets } from './basket-reducer.js';
import { basketItemCount, basketItemTotal, basketTotal, isBasketEmpty } from './basket-totals.js';
import { basketSchema } from './basket-schema.js';
import { isOrderNoteEnabled } from './order-note.js';

const T0 = 1_700_000_000_000;
const withItems = (...items: ReturnType<typeof item>[]): VenueBaskets => ({ v1: { id: 'b1', items, expiresAt: T0 + BASKET_EXPIRY_MS } });

describe('basket expiry (3 §4 "Expires 20 minutes after the last change"; 3 §9 "Basket expiry 20 minutes")', () => {
  test.each([
    ['one millisecond before 20 minutes', BASKET_EXPIRY_MS - 1, false],
    ['exactly 20 minutes', BASKET_EXPIRY_MS, true],
    ['after 20 minutes', BASKET_EXPIRY_MS + 1, true],
  ])('%s after the last change: expired %s', (_case, elapsed, expired) => {
    const state = basketReducer({}, { type: 'addItem', venueId: 'v1', now: T0, newBasketId: 'b1', item: item('a') });
    const basket = state.v1;
    expect(basket?.expiresAt).toBe(T0 + BASKET_EXPIRY_MS);
    expect(isBasketExpired({ expiresAt: T0 + BASKET_EXPIRY_MS }, T0 + elapsed)).toBe(expired);
    expect(liveBasket(state, 'v1', T0 + elapsed) === undefined).toBe(expired);
  });

  test.each([
    ['addItem', { type: 'addItem', venueId: 'v1', now: T0 + 60_000, newBasketId: 'x', item: item('b') }],
    ['replaceItem', { type: 'replaceItem', venueId: 'v1', now: T0 + 60_000, index: 0, item: item('b') }],
    ['setQuantity', { type: 'setQuantity', venueId: 'v1', now: T0 + 60_000, index: 0, quantity: 3 }],
    ['setNote', { type: 'setNote', venueId: 'v1', now: T0 + 60_000, note: 'no onions' }],
  ] as const)('"after the last change": %s moves the expiry to 20 minutes after it', (_name, action) => {
    const next = basketReducer(withItems(item('a')), action);
    expect(next.v1?.expiresAt).toBe(T0 + 60_000 + BASKET_EXPIRY_MS);
    expect(next.v1?.id).toBe('b1');
  });

  test('"auto-cleaned when detected stale": adding to an expired basket starts a new one', () => {
    const later = T0 + BASKET_EXPIRY_MS;
    const next = basketReducer(withItems(item('a')), { type: 'addItem', venueId: 'v1', now: later, newBasketId: 'b2', item: item('b') });
    expect(next.v1).toEqual({ id: 'b2', items: [item('b')], expiresAt: later + BASKET_EXPIRY_MS });
  });

  test('"auto-cleaned when detected stale": pruneExpired drops only expired baskets', () => {
    const state: VenueBaskets = { ...withItems(item('a')), v2: { id: 'b2', items: [], expiresAt: T0 + 2 * BASKET_EXPIRY_MS } };
    expect(Object.keys(basketReducer(state, { type: 'pruneExpired', now: T0 + BASKET_EXPIRY_MS }))).toEqual(['v2']);
  });
});

describe('basket lines (3 §4 Basket)', () => {
  test.each([
    [
      '"Adding an identical item (same product and sub-items) increases quantity"',
      [item('a', { subItems: [item('s'), item('t')] })],
      item('a', { quantity: 2, subItems: [item('t'), item('s')] }),
      [item('a', { quantity: 3, subItems: [item('s'), item('t')] })],
    ],
    [
      'same product, different sub-items: a new line',
      [item('a', { subItems: [item('s')] })],
      item('a', { subItems: [item('t')] }),
      [item('a', { subItems: [item('s')] }), item('a', { subItems: [item('t')] })],
    ],
    [
      'same product, different sub-item quantity: a new line',
      [item('a', { subItems: [item('s')] })],
      item('a', { subItems: [item('s', { quantity: 2 })] }),
      [item('a', { subItems: [item('s')] }), item('a', { subItems: [item('s', { quantity: 2 })] })],
    ],
    ['a different product: a new line', [item('a')], item('b'), [item('a'), item('b')]],
    ['"Quantity 0 or less removes the item" (adding -1 to a quantity of 1)', [item('a')], item('a', { quantity: -1 }), []],
    ['a new line with quantity 0 is not added', [item('a')], item('b', { quantity: 0 }), [item('a')]],
  ])('%s', (_rule, items, added, expected) => {
    const next = basketReducer(withItems(...items), { type: 'addItem', venueId: 'v1', now: T0, newBasketId: 'x', item: added });
    expect(next.v1?.items).toEqual(expected);
  });

  test.each([
    ['"Quantity 0 or less removes the item": 0', 0, []],
    ['"Quantity 0 or less removes the item": -2', -2, []],
    ['a positive quantity is kept', 4, [item('a', { quantity: 4 })]],
  ])('setQuantity: %s', (_rule, quantity, expected) => {
    expect(basketReducer(withItems(item('a')), { type: 'setQuantity', venueId: 'v1', now: T0, index: 0, quantity }).v1?.items).toEqual(expected);
  });

  test.each([
    ['editing replaces the line in place', [item('a'), item('b')], 0, item('c'), [item('c'), item('b')]],
    ['editing into a line identical to another merges them', [item('a'), item('b')], 0, item('b', { quantity: 2 }), [item('b', { quantity: 3 })]],
    ['"Quantity 0 or less removes the item" when editing', [item('a'), item('b')], 1, item('b', { quantity: 0 }), [item('a')]],
  ])('replaceItem (editItemIndex): %s', (_rule, items, index, replacement, expected) => {
    expect(basketReducer(withItems(...items), { type: 'replaceItem', venueId: 'v1', now: T0, index, item: replacement }).v1?.items).toEqual(expected);
  });

  test.each([
    ['an index past the end', 1],
    ['a negative index', -1],
  ])('throws for %s', (_case, index) => {
    expect(() => basketReducer(withItems(item('a')), { type: 'setQuantity', venueId: 'v1', now: T0, index, quantity: 1 })).toThrow(/does not exist/);
  });

  test('throws when editing the basket of a venue that has none', () => {
    expect(() => basketReducer({}, { type: 'replaceItem', venueId: 'v1', now: T0, index: 0, item: item('a') })).toThrow(/does not exist/);
    expect(() => basketReducer({}, { type: 'setNote', venueId: 'v1', now: T0, note: 'x' })).toThrow(/No live basket/);
  });

  test('"kept per venue": other venues are untouched and clear removes one venue only', () => {
    const state = basketReducer(withItems(item('a')), { type: 'addItem', venueId: 'v2', now: T0, newBasketId: 'b2', item: item('z') });
    expect(state.v1?.items).toEqual([item('a')]);
    expect(state.v2?.items).toEqual([item('z')]);
    expect(basketReducer(state, { type: 'clear', venueId: 'v1' })).toEqual({ v2: state.v2 });
  });

  test('setNote stores the note', () => {
    expect(basketReducer(withItems(item('a')), { type: 'setNote', venueId: 'v1', now: T0, note: 'no onions' }).v1?.note).toBe('no onions');
  });

  test('an unknown action throws', () => {
    expect(() => basketReducer({}, JSON.parse('{"type":"explode"}'))).toThrow(/Unhandled case/);
  });
});

describe('basket totals (3 §2 "footer titled \'Total to add to your bill\'", "\'View basket\' button with item count")', () => {
  const burger = item('burger', {
    quantity: 2,
    unitPrice: { amount: 1_250_000, currency: 'EUR' },
    subItems: [item('cheese', { unitPrice: { amount: 100_000, currency: 'EUR' } })],
  });
  test.each([
    ['a line is (unit price + sub-item lines) × quantity', () => basketItemTotal(burger).amount, 2_700_000],
    ['the total sums the lines', () => basketTotal({ items: [burger, item('water')] }, 'EUR').amount, 3_700_000],
    ['an empty basket totals zero', () => basketTotal({ items: [] }, 'EUR').amount, 0],
    ['the item count sums quantities', () => basketItemCount({ items: [burger, item('water')] }), 3],
  ])('%s', (_rule, compute, expected) => {
    expect(compute()).toBe(expected);
  });

  test.each([
    ['no basket', undefined, true],
    ['no items', { items: [] }, true],
    ['one item', { items: [item('a')] }, false],
  ])('"an empty basket triggers back navigation": %s → empty %s', (_case, basket, empty) => {
    expect(isBasketEmpty(basket)).toBe(empty);
  });
});

describe('order note (3 §5 "Order note shown only for businesses with the note feature enabled (a list or a wildcard)")', () => {
  test.each([
    ['listed business', 'biz-1', ['biz-1'], true],
    ['unlisted business', 'biz-2', ['biz-1'], false],
    ['wildcard', 'biz-2', ['*'], true],
    ['empty list', 'biz-1', [], false],
  ])('%s', (_case, businessId, list, shown) => {
    expect(isOrderNoteEnabled(businessId, list)).toBe(shown);
  });
});

describe('basket schema (3 §3 "Basket (per venue): id, items, expiresAt, note. Basket item: menuId, productId, productName, productImageUrl, subItems (nested, same shape), quantity, unitPrice {amount, currency}")', () => {
  test('parses a stored basket with nested sub-items', () => {
    const stored = {
      id: 'b1',
      items: [item('a', { productImageUrl: 'https://img', subItems: [item('s', { subItems: [item('t')] })] })],
      expiresAt: T0,
      note: 'n',
    };
    expect(basketSchema.parse(stored)).toEqual(stored);
  });

  test.each([
    ['a float quantity', { id: 'b1', items: [item('a', { quantity: 1.5 })], expiresAt: T0 }],
    ['a nested sub-item without productId', { id: 'b1', items: [item('a', { subItems: [item('')] })], expiresAt: T0 }],
    ['an unknown currency', { id: 'b1', items: [item('a', { unitPrice: { amount: 1, currency: 'XYZ' } })], expiresAt: T0 }],
    ['no expiresAt', { id: 'b1', items: [] }],
  ])('rejects %s', (_case, stored) => {
    expect(basketSchema.safeParse(stored).success).toBe(false);
  });
});
