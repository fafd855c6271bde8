import { describe, expect, test } from 'vitest';
import { categorySchema, type Category } from '../catalog/category.js';
import { applyMenuFilter, productMatchesFilter, showsCategoryTabBar } from './apply-menu-filter.js';
import { initialMenuFilter, menuFilterSchema, toAvailableForOrderOrAllMenu, type MenuFilter } from './menu-filter.js';

const NOW = Date.UTC(2024, 5, 14, 10, 30);
const everything = { now: NOW, unavailableProducts: [] };

describe('"Product-filter mapping: products available for order maps to AVAILABLE_FOR_ORDER; all products and hidden map to ALL_MENU" (3-menus §4)', () => {
  test.each([
    ['PRODUCTS_AVAILABLE_FOR_ORDER', 'AVAILABLE_FOR_ORDER', true],
    ['ALL_PRODUCTS', 'ALL_MENU', true],
    ['HIDDEN', 'ALL_MENU', false],
  ] as const)('%s → %s (item-type choice shown: %s)', (configuration, mapped, shown) => {
    expect(toAvailableForOrderOrAllMenu(configuration)).toBe(mapped);
    expect(initialMenuFilter(configuration)).toEqual({
      selectedTagIds: [],
      selectedCategoryIds: [],
      excludedAllergenIds: [],
      availableForOrderOrAllMenu: mapped,
      showProductAvailableForOrderFilter: shown,
    });
  });
});

const product = (id: string, fields: object = {}) => ({
  type: 'PRODUCT' as const,
  product: { id, productType: 'PRODUCT', name: id, isAvailableForOrder: true, ...fields },
});
const categories: Category[] = [
  categorySchema.parse({
    id: 'starters',
    name: 'Starters',
    elements: [
      product('soup', { tags: [{ id: 'veggie', name: 'Veggie' }] }),
      product('bread', { allergens: [{ id: 'gluten', name: 'Gluten' }], tags: [{ id: 'veggie', name: 'Veggie' }] }),
      { type: 'BLOCK', block: { id: 'promo', title: 'Happy hour' } },
    ],
  }),
  categorySchema.parse({
    id: 'mains',
    name: 'Mains',
    elements: [
      product('steak', { allergens: [{ id: 'sulphites', name: 'Sulphites' }] }),
      product('special', { isAvailableForOrder: false }),
      product('snoozed', { snoozePeriod: { startAt: '2024-06-14T00:00:00Z', endAt: '2024-06-15T00:00:00Z' } }),
    ],
  }),
];

const filter = (input: Partial<MenuFilter>): MenuFilter => menuFilterSchema.parse(input);
const ids = (filtered: Category[]) => filtered.map((c) => `${c.id}: ${c.elements.map((e) => (e.type === 'PRODUCT' ? e.product.id : e.block.id)).join(', ')}`);

describe('Filter modal: "item type (available for order or all), tags, categories, excluded allergens" (3-menus §2)', () => {
  test.each<[string, Partial<MenuFilter>, string[]]>([
    [
      'no filter: everything except snoozed products ("Products are hidden while their snooze period covers the current time")',
      {},
      ['starters: soup, bread, promo', 'mains: steak, special'],
    ],
    ['item type "available for order"', { availableForOrderOrAllMenu: 'AVAILABLE_FOR_ORDER' }, ['starters: soup, bread', 'mains: steak']],
    ['tags', { selectedTagIds: ['veggie'] }, ['starters: soup, bread']],
    ['categories', { selectedCategoryIds: ['mains'] }, ['mains: steak, special']],
    ['excluded allergens', { excludedAllergenIds: ['gluten', 'sulphites'] }, ['starters: soup, promo', 'mains: special']],
    ['combined: empty categories are dropped', { selectedTagIds: ['veggie'], excludedAllergenIds: ['gluten'] }, ['starters: soup']],
  ])('%s', (_rule, input, expected) => {
    expect(ids(applyMenuFilter(categories, filter(input), everything))).toEqual(expected);
  });

  test('"or while listed as unavailable within start and end" also hides products', () => {
    const unavailableProducts = [{ externalId: 'steak', start: '2024-06-14T00:00:00Z', end: '2024-06-15T00:00:00Z' }];
    expect(ids(applyMenuFilter(categories, filter({ selectedCategoryIds: ['mains'] }), { now: NOW, unavailableProducts }))).toEqual(['mains: special']);
  });

  test('productMatchesFilter reads tags, allergens and availability for order', () => {
    const p = { tags: [], allergens: [], isAvailableForOrder: false };
    expect(productMatchesFilter(p, filter({}))).toBe(true);
    expect(productMatchesFilter(p, filter({ availableForOrderOrAllMenu: 'AVAILABLE_FOR_ORDER' }))).toBe(false);
  });
});

describe('"category tab bar (shown when more than one category remains after filtering)" (3-menus §2)', () => {
  test.each([
    [{}, true],
    [{ selectedCategoryIds: ['mains'] }, false],
    [{ selectedTagIds: ['nothing'] }, false],
  ])('filter %j → tab bar %s', (input, shown) => {
    expect(showsCategoryTabBar(applyMenuFilter(categories, filter(input), everything))).toBe(shown);
  });
});
