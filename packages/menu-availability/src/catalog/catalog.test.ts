import { describe, expect, test } from 'vitest';
import { menuSchema, parseMenuPublication } from './menu.js';
import { bundleSchema, modifierGroupSchema, variantGroupSchema } from './product-groups.js';
import { PRODUCT_TYPES, productSchema } from './product.js';

const burger = {
  id: 'burger',
  productType: 'PRODUCT',
  name: 'Burger',
  price: { amount: 1_450_000, currency: 'EUR' },
  tags: [{ id: 'veggie', name: 'Veggie' }],
  allergens: [{ id: 'gluten', name: 'Gluten', translations: { FR: 'Gluten' } }],
  isAvailableForOrder: true,
  snoozePeriod: { startAt: '2024-06-14T10:00:00Z', endAt: '2024-06-14T12:00:00Z' },
  subProductIds: ['sides'],
  min: 0,
  max: 2,
  multiMax: 1,
  calories: 650,
  relatedProducts: ['fries'],
  menuId: 'lunch',
};

describe('entities of 3-menus §3', () => {
  test('"productType (BUNDLE, MODIFIER, MODIFIER_GROUP, PRODUCT, VARIANT, VARIANT_GROUP)"', () => {
    expect(PRODUCT_TYPES).toEqual(['BUNDLE', 'MODIFIER', 'MODIFIER_GROUP', 'PRODUCT', 'VARIANT', 'VARIANT_GROUP']);
    expect(productSchema.safeParse({ ...burger, productType: 'COMBO' }).success).toBe(false);
  });

  test('a product keeps the wire field names and gets defaults for absent lists', () => {
    const parsed = productSchema.parse({ id: 'water', productType: 'PRODUCT', name: 'Water' });
    expect(parsed).toEqual({
      id: 'water',
      productType: 'PRODUCT',
      name: 'Water',
      tags: [],
      allergens: [],
      isAvailableForOrder: false,
      subProductIds: [],
      priceDeterminedBySubProducts: false,
      relatedProducts: [],
    });
    expect(productSchema.parse(burger)).toMatchObject(burger);
  });

  test.each([
    ['a snooze period with an invalid date', { snoozePeriod: { startAt: 'now', endAt: '2024-06-14T12:00:00Z' } }, 'Invalid ISO date string'],
    ['a price that is not scale-5 integer money', { price: { amount: 14.5, currency: 'EUR' } }, '"expected":"int"'],
    ['a negative selection count', { min: -1 }, '"code":"too_small"'],
  ])('rejects %s', (_case, override, message) => {
    const parsed = productSchema.safeParse({ ...burger, ...override });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(message);
  });

  test.each([
    [variantGroupSchema, 'VARIANT_GROUP'],
    [modifierGroupSchema, 'MODIFIER_GROUP'],
    [bundleSchema, 'BUNDLE'],
  ] as const)('group schema accepts only %# its product type %s', (schema, productType) => {
    expect(schema.safeParse({ ...burger, productType }).success).toBe(true);
    expect(schema.safeParse(burger).success).toBe(false);
  });

  test('"Category: id, name, description, elements. Element: product or block."', () => {
    const parsed = menuSchema.parse({
      id: 'lunch',
      name: 'Lunch',
      categories: [
        {
          id: 'mains',
          name: 'Mains',
          elements: [
            { type: 'PRODUCT', product: burger },
            { type: 'BLOCK', block: { id: 'b', title: 'Happy hour', url: 'https://example.com', urlLabel: 'More' } },
          ],
        },
      ],
    });
    expect(parsed.categories[0]?.elements.map((element) => element.type)).toEqual(['PRODUCT', 'BLOCK']);
    expect(parsed).toMatchObject({ schedules: [], imageLinks: [], languages: [], visible: true, products: [] });
  });
});

describe('"an invalid menu publication raises an error" (3-menus §5)', () => {
  test('a valid publication is returned parsed', () => {
    expect(parseMenuPublication({ menus: [{ id: 'lunch', name: 'Lunch' }] }).menus[0]?.id).toBe('lunch');
  });
  test.each([
    [
      'a schedule with an invalid time',
      { menus: [{ id: 'x', name: 'X', schedules: [{ day: 'friday', startDate: '12:00', endDate: '24:00' }] }] },
      'invalid time format',
    ],
    [
      'a day outside sunday to saturday',
      { menus: [{ id: 'x', name: 'X', schedules: [{ day: 'funday', startDate: '12:00', endDate: '13:00' }] }] },
      'Invalid menu publication',
    ],
    ['no menus', {}, 'Invalid menu publication'],
  ])('%s', (_case, raw, message) => {
    expect(() => parseMenuPublication(raw)).toThrow(message);
  });
});
