import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { item } from '../../test/fixtures.js';
import { isSameBasketLine } from './basket-canonical.js';
import { basketReducer, type VenueBaskets } from './basket-reducer.js';
import { basketItemCount } from './basket-totals.js';
import { PRODUCT_ADDED_NOTIFICATION_MS, canDecrementProductQuantity } from './product-quantity.js';

const T0 = 1_700_000_000_000;

const addArb = fc.record({
  productId: fc.constantFrom('a', 'b', 'c'),
  sub: fc.constantFrom<string[]>([], ['s'], ['s', 't'], ['t', 's']),
  quantity: fc.integer({ min: 1, max: 4 }),
});

describe('basket properties (3 §4 "Adding an identical item (same product and sub-items) increases quantity")', () => {
  test('property: adding positive quantities keeps every unit and never leaves two identical lines', () => {
    fc.assert(
      fc.property(fc.array(addArb, { maxLength: 12 }), (adds) => {
        const state = adds.reduce<VenueBaskets>(
          (current, add, i) =>
            basketReducer(current, {
              type: 'addItem',
              venueId: 'v',
              now: T0 + i,
              newBasketId: 'b',
              item: item(add.productId, { quantity: add.quantity, subItems: add.sub.map((id) => item(id)) }),
            }),
          {},
        );
        const items = state.v?.items ?? [];
        expect(basketItemCount({ items })).toBe(adds.reduce((total, add) => total + add.quantity, 0));
        items.forEach((line, i) => items.slice(i + 1).forEach((other) => expect(isSameBasketLine(line, other)).toBe(false)));
      }),
    );
  });
});

describe('3 §4 "Product page quantity minimum 1 (decrement disabled at 1)"', () => {
  test.each([
    [1, false],
    [2, true],
  ])('quantity %i → decrement enabled %s', (quantity, enabled) => {
    expect(canDecrementProductQuantity(quantity)).toBe(enabled);
  });

  test('"A product-added notification shows 8 s"', () => {
    expect(PRODUCT_ADDED_NOTIFICATION_MS).toBe(8_000);
  });
});
