import { describe, expect, test } from 'vitest';
import { menu, product } from '../../test/fixtures.js';
import { menuCatalog, menuFilterOptions } from './menu-catalog.js';

const steak = product({
  id: 'steak',
  tags: [{ id: 'meat', name: 'Meat' }],
  allergens: [{ id: 'mustard', name: 'Mustard', translations: { FR: 'Moutarde', UK: 'Гірчиця' } }],
});
const burger = product({
  id: 'burger',
  tags: [
    { id: 'meat', name: 'Meat' },
    { id: 'spicy', name: 'Spicy' },
  ],
  allergens: [{ id: 'gluten', name: 'Gluten' }],
});
const sauce = product({ id: 'sauce', allergens: [{ id: 'egg', name: 'Egg' }] });
const carte = menu({
  products: [sauce],
  categories: [
    {
      id: 'mains',
      name: 'Mains',
      elements: [
        { type: 'PRODUCT', product: steak },
        { type: 'PRODUCT', product: burger },
      ],
    },
    { id: 'notes', name: 'Notes', elements: [{ type: 'BLOCK', block: { id: 'b1', title: 'Daily' } }] },
  ],
});

describe('menu catalog and filter choices (3-menus §3 "Menu ... categories ... products", §4 "Filters")', () => {
  test('the catalog holds the category products and the menu products that categories reference by id', () => {
    expect([...menuCatalog(carte).keys()].sort()).toEqual(['burger', 'sauce', 'steak']);
  });

  test('"tags, categories, excluded allergens": the choices come from the category products, each once', () => {
    expect(menuFilterOptions(carte)).toEqual({
      tags: [
        { id: 'meat', name: 'Meat' },
        { id: 'spicy', name: 'Spicy' },
      ],
      categories: [
        { id: 'mains', name: 'Mains' },
        { id: 'notes', name: 'Notes' },
      ],
      allergens: [
        { id: 'mustard', name: 'Mustard' },
        { id: 'gluten', name: 'Gluten' },
      ],
    });
  });

  test.each([
    ['FR', 'Moutarde'],
    ['UK', 'Гірчиця'],
    ['ES', 'Mustard'],
  ])('allergens are named in the menu language %s where the catalogue translates them: %s', (language, name) => {
    expect(menuFilterOptions(carte, language).allergens).toEqual([
      { id: 'mustard', name },
      { id: 'gluten', name: 'Gluten' },
    ]);
  });
});
