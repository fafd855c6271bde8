import type { ModifierGroupHint } from '@tableside/ordering';
import { productSchema, type Product, type ProductInput } from '@tableside/menu-availability';
import type { MenuLabels } from './menu-labels.js';

function hintText(hint: ModifierGroupHint): string {
  switch (hint.kind) {
    case 'none':
      return '';
    case 'minOnly':
      return `Choose at least ${hint.min}`;
    case 'maxOnly':
      return `Choose up to ${hint.max}`;
    case 'exact':
      return `Choose ${hint.count}`;
    case 'range':
      return `Choose ${hint.min} to ${hint.max}`;
  }
}

/** English labels for the component tests (the apps pass theirs from i18n). */
export const testLabels: MenuLabels = {
  back: 'Back',
  close: 'Close',
  filter: 'Filter',
  selectMenu: 'Select a menu',
  categories: 'Categories',
  fromPrice: (price) => `from ${price}`,
  calories: (value) => `${value} kcals`,
  moreChips: (count) => `+${count}`,
  tags: 'Tags',
  allergens: 'Allergens',
  required: 'Required',
  modifierHint: hintText,
  modifierGroupError: 'Please make a choice',
  quantity: 'Quantity',
  increaseQuantity: 'Increase quantity',
  decreaseQuantity: 'Decrease quantity',
  addItem: (price) => `Add item ${price}`,
  addItems: (quantity, price) => `Add ${quantity} items ${price}`,
  editItem: (price) => `Edit item ${price}`,
  orderWithWaiter: 'Order this item with your waiter',
  productTypeNotSupported: 'Product type not supported',
  relatedProducts: 'You may also like',
  filterTitle: 'Filters',
  itemType: 'Item type',
  availableForOrder: 'Available for order',
  allMenu: 'All menu',
  excludedAllergens: 'Exclude allergens',
  showResults: 'Show results',
  clearFilters: 'Clear',
};

const U = 100_000;

/** A product parsed with menu-availability's schema, EUR prices in whole units. */
export function product(input: Omit<ProductInput, 'productType' | 'price'> & { productType?: ProductInput['productType']; euros?: number }): Product {
  const { euros, ...rest } = input;
  return productSchema.parse({ productType: 'PRODUCT', ...(euros === undefined ? {} : { price: { amount: euros * U, currency: 'EUR' } }), ...rest });
}
